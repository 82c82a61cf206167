import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { slidingHits, slidingWaitMs as waitMs } from '../../lib/sliding-window.ts';
import { countLookup, deleteWindowsBefore } from './bill-check-rate-limit.repository.ts';
import { clientBucket } from './client-bucket.ts';

export type BillCheckLimits = {
  /** Lookups per client IP and window; 0 turns the per-IP limit off. */
  perIp: number;
  /** Lookups of all clients together per window; 0 turns the ceiling off. */
  global: number;
  windowMs: number;
};

export const DEFAULT_BILL_CHECK_LIMITS: BillCheckLimits = {
  perIp: 10,
  global: 600,
  windowMs: 60_000,
};

// A PostgreSQL integer: "no per-IP limit" while the global ceiling still counts.
const UNLIMITED = 2_147_483_647;

function readLimit(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0`);
  return n;
}

/**
 * From the environment, read when the routes register: PRAPA_BILL_CHECK_PER_IP (default 10)
 * and PRAPA_BILL_CHECK_GLOBAL (default 600) lookups per minute; 0 turns a limit off (the
 * bench turns both off). The page is public, so the limits exist from the first start.
 */
export function readBillCheckLimits(env: NodeJS.ProcessEnv = process.env): BillCheckLimits {
  return {
    ...DEFAULT_BILL_CHECK_LIMITS,
    perIp: readLimit(
      env.PRAPA_BILL_CHECK_PER_IP,
      DEFAULT_BILL_CHECK_LIMITS.perIp,
      'PRAPA_BILL_CHECK_PER_IP',
    ),
    global: readLimit(
      env.PRAPA_BILL_CHECK_GLOBAL,
      DEFAULT_BILL_CHECK_LIMITS.global,
      'PRAPA_BILL_CHECK_GLOBAL',
    ),
  };
}

/**
 * Counts a lookup against the limits (a sliding window over two fixed-window counters, shared
 * by every API process through the database) and throws RATE_LIMITED with Retry-After when it
 * is over either of them. IPv6 clients count per /64. The first counted lookup of a window
 * clears the windows before the previous one.
 */
export async function consumeBillCheckLookup(
  ctx: RequestContext,
  limits: BillCheckLimits,
): Promise<void> {
  if (limits.perIp === 0 && limits.global === 0) return;
  const now = ctx.now.getTime();
  const elapsed = now % limits.windowMs;
  const windowStart = new Date(now - elapsed);
  const counts = await countLookup(
    ctx.db,
    clientBucket(ctx.ip),
    windowStart,
    limits.perIp === 0 ? UNLIMITED : limits.perIp,
    limits.windowMs,
  );
  if (counts.globalHits === 1) {
    await deleteWindowsBefore(ctx.db, new Date(windowStart.getTime() - limits.windowMs));
  }
  const ipEstimate = slidingHits(counts.ipHits, counts.previousIpHits, elapsed, limits.windowMs);
  const globalEstimate =
    counts.globalHits === null
      ? 0
      : slidingHits(counts.globalHits, counts.previousGlobalHits, elapsed, limits.windowMs);
  const overIp = limits.perIp > 0 && ipEstimate > limits.perIp;
  const overGlobal = limits.global > 0 && globalEstimate > limits.global;
  if (!overIp && !overGlobal) return;
  const wait = overIp
    ? waitMs(counts.ipHits, counts.previousIpHits, elapsed, limits.perIp, limits.windowMs)
    : waitMs(
        counts.globalHits ?? 0,
        counts.previousGlobalHits,
        elapsed,
        limits.global,
        limits.windowMs,
      );
  const seconds = Math.max(1, Math.ceil(wait / 1000));
  throw new AppError('RATE_LIMITED', {
    messageKey: overIp ? 'bill_check_rate_limited' : 'bill_check_busy',
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}
