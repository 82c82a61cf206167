import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { countLookup, deleteWindowsBefore } from './bill-check-rate-limit.repository.ts';

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
 * Counts a lookup against the limits (fixed windows, shared by every API process through the
 * database) and throws RATE_LIMITED with Retry-After when it is over either of them. The
 * first counted lookup of a window clears the older windows.
 */
export async function consumeBillCheckLookup(
  ctx: RequestContext,
  limits: BillCheckLimits,
): Promise<void> {
  if (limits.perIp === 0 && limits.global === 0) return;
  const now = ctx.now.getTime();
  const windowStart = new Date(now - (now % limits.windowMs));
  const counts = await countLookup(
    ctx.db,
    ctx.ip ?? 'unknown',
    windowStart,
    limits.perIp === 0 ? UNLIMITED : limits.perIp,
  );
  if (counts.globalHits === 1) await deleteWindowsBefore(ctx.db, windowStart);
  const overIp = limits.perIp > 0 && counts.ipHits > limits.perIp;
  const overGlobal = limits.global > 0 && (counts.globalHits ?? 0) > limits.global;
  if (!overIp && !overGlobal) return;
  const seconds = Math.max(1, Math.ceil((windowStart.getTime() + limits.windowMs - now) / 1000));
  throw new AppError('RATE_LIMITED', {
    messageKey: overIp ? 'bill_check_rate_limited' : 'bill_check_busy',
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}
