import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { slidingHits, slidingWaitMs } from '../../lib/sliding-window.ts';
import { countLoginAttempt, deleteLoginWindowsBefore } from './login-rate-limit.repository.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

/** @fastify/rate-limit passes the route's merged settings, which carry the route as routeInfo. */
function routeUrl(options: unknown): string {
  const info = (options as { routeInfo?: { url?: unknown } } | undefined)?.routeInfo;
  return typeof info?.url === 'string' ? info.url : '';
}

/**
 * A store for @fastify/rate-limit that keeps the per-IP sign-in counts in the database
 * (`login_rate_limits`, decision 026) instead of process memory, so every API process on one
 * PostgreSQL counts the same attempts. A sliding window over two fixed-window counters, as the
 * bill check does: `current` is the estimate rounded up, `ttl` the wait until one more attempt
 * is let through (or the rest of the window while under the limit).
 */
export function databaseRateLimitStore(db: Db, clock: Clock) {
  return class DatabaseRateLimitStore {
    readonly namespace: string;

    constructor(options?: unknown) {
      this.namespace = routeUrl(options);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count(key, timeWindow, max).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }

    private async count(key: string, windowMs: number, max: number): Promise<Counted> {
      const now = clock().getTime();
      const elapsed = now % windowMs;
      const windowStart = new Date(now - elapsed);
      const bucket = `${this.namespace}|${key}`;
      const { hits, previousHits } = await countLoginAttempt(db, bucket, windowStart, windowMs);
      if (hits === 1) {
        await deleteLoginWindowsBefore(db, new Date(windowStart.getTime() - windowMs));
      }
      const estimate = slidingHits(hits, previousHits, elapsed, windowMs);
      // A hair below a whole number is that number: 20 attempts exactly are still allowed.
      const current = Math.ceil(estimate - 1e-9);
      const ttl =
        current > max
          ? slidingWaitMs(hits, previousHits, elapsed, max, windowMs)
          : windowMs - elapsed;
      return { current, ttl: Math.max(1, Math.ceil(ttl)) };
    }
  };
}
