import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** The bucket of the global ceiling; client buckets are IP addresses, which never look like it. */
export const GLOBAL_BUCKET = '*';

export type LookupCounts = {
  /** This IP's lookups in the window, this one included. */
  ipHits: number;
  /** Everybody's counted lookups in the window, or null when this one was not counted. */
  globalHits: number | null;
  /** The IP's and everybody's lookups in the window before (for the sliding estimate). */
  previousIpHits: number;
  previousGlobalHits: number;
};

/**
 * Counts one lookup in one statement (atomic on PostgreSQL, whichever API process runs it):
 * the IP's row always, the global row only while the IP is within its own limit, so one
 * client hammering the page uses up its own allowance and not everybody's.
 */
export async function countLookup(
  db: Db,
  ip: string,
  windowStart: Date,
  perIpMax: number,
  windowMs: number,
): Promise<LookupCounts> {
  const window = windowStart.toISOString();
  const previous = new Date(windowStart.getTime() - windowMs).toISOString();
  const [row] = await rawRows<{
    ip_hits: number;
    global_hits: number | null;
    previous_ip_hits: number;
    previous_global_hits: number;
  }>(
    db,
    sql`with ip as (
        insert into bill_check_rate_limits (bucket, window_start, hits)
        values (${ip}, ${window}::timestamptz, 1)
        on conflict (bucket, window_start)
          do update set hits = bill_check_rate_limits.hits + 1
        returning hits
      ), everybody as (
        insert into bill_check_rate_limits (bucket, window_start, hits)
        select ${GLOBAL_BUCKET}, ${window}::timestamptz, 1 from ip where ip.hits <= ${perIpMax}
        on conflict (bucket, window_start)
          do update set hits = bill_check_rate_limits.hits + 1
        returning hits
      )
      select (select hits from ip)::int as ip_hits, (select hits from everybody)::int as global_hits,
        coalesce((select hits from bill_check_rate_limits
          where bucket = ${ip} and window_start = ${previous}::timestamptz), 0)::int as previous_ip_hits,
        coalesce((select hits from bill_check_rate_limits
          where bucket = ${GLOBAL_BUCKET} and window_start = ${previous}::timestamptz), 0)::int
          as previous_global_hits`,
  );
  if (!row) throw new Error('rate-limit upsert returned no row');
  return {
    ipHits: row.ip_hits,
    globalHits: row.global_hits,
    previousIpHits: row.previous_ip_hits,
    previousGlobalHits: row.previous_global_hits,
  };
}

/** Forgets the windows before `windowStart`; their counts no longer limit anybody. */
export async function deleteWindowsBefore(db: Db, windowStart: Date): Promise<void> {
  await db.execute(
    sql`delete from bill_check_rate_limits where window_start < ${windowStart.toISOString()}::timestamptz`,
  );
}
