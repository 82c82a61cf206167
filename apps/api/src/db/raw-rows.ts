import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Runs hand-written SQL and returns its rows. Both drivers answer `{ rows }`, but they parse
 * types differently (node-postgres as drizzle configures it gives timestamps and dates as text,
 * PGlite as Date; bigint is text on one, bigint on the other), so raw queries select only
 * int4, float8, text and boolean: `::int`, `extract(epoch from …) * 1000` as float8 for
 * instants, `::text` for dates.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
