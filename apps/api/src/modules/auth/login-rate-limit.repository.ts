import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * Counts one attempt of `bucket` in the window starting at `windowStart` and reads the window
 * before, in one statement (atomic on PostgreSQL, whichever API process runs it).
 */
export async function countLoginAttempt(
  db: Db,
  bucket: string,
  windowStart: Date,
  windowMs: number,
): Promise<{ hits: number; previousHits: number }> {
  const window = windowStart.toISOString();
  const previous = new Date(windowStart.getTime() - windowMs).toISOString();
  const [row] = await rawRows<{ hits: number; previous_hits: number }>(
    db,
    sql`with counted as (
        insert into login_rate_limits (bucket, window_start, hits)
        values (${bucket}, ${window}::timestamptz, 1)
        on conflict (bucket, window_start)
          do update set hits = login_rate_limits.hits + 1
        returning hits
      )
      select (select hits from counted)::int as hits,
        coalesce((select hits from login_rate_limits
          where bucket = ${bucket} and window_start = ${previous}::timestamptz), 0)::int
          as previous_hits`,
  );
  if (!row) throw new Error('login rate-limit upsert returned no row');
  return { hits: row.hits, previousHits: row.previous_hits };
}

/** Forgets the windows before `windowStart`; their counts no longer limit anybody. */
export async function deleteLoginWindowsBefore(db: Db, windowStart: Date): Promise<void> {
  await db.execute(
    sql`delete from login_rate_limits where window_start < ${windowStart.toISOString()}::timestamptz`,
  );
}
