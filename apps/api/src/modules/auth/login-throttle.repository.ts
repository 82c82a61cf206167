import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { loginThrottle } from '../../db/schema/login-throttle.ts';
import { delayAfterFailures, FAILURE_MEMORY_MS, THROTTLE_ROW_TTL_MS } from './login-throttle.ts';

export type ThrottlePair = { userKey: string; source: string };

/** Until when the pair must wait; null when it may try now. */
export async function findBlockedUntil(
  db: Db,
  pair: ThrottlePair,
  now: Date,
): Promise<Date | null> {
  const [row] = await db
    .select({ blockedUntil: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(and(eq(loginThrottle.userKey, pair.userKey), eq(loginThrottle.source, pair.source)))
    .limit(1);
  const until = row?.blockedUntil ?? null;
  return until && until > now ? until : null;
}

/**
 * Counts one failure atomically (concurrent attempts of one pair each count) and sets the wait
 * that follows it. Returns the count.
 */
export async function recordLoginFailure(db: Db, pair: ThrottlePair, now: Date): Promise<number> {
  const forgetBefore = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  const [row] = await db
    .insert(loginThrottle)
    .values({ ...pair, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [loginThrottle.userKey, loginThrottle.source],
      set: {
        failures: sql`case when ${loginThrottle.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  const failures = row?.failures ?? 1;
  const delay = delayAfterFailures(failures);
  if (delay > 0) {
    await db
      .update(loginThrottle)
      .set({ blockedUntil: new Date(now.getTime() + delay) })
      .where(and(eq(loginThrottle.userKey, pair.userKey), eq(loginThrottle.source, pair.source)));
  }
  await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.lastFailureAt, new Date(now.getTime() - THROTTLE_ROW_TTL_MS)));
  return failures;
}

export async function clearLoginFailures(db: Db, pair: ThrottlePair): Promise<void> {
  await db
    .delete(loginThrottle)
    .where(and(eq(loginThrottle.userKey, pair.userKey), eq(loginThrottle.source, pair.source)));
}
