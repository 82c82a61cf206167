import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { clientStatusDeltas } from '../../db/schema/client-tallies.ts';
import { withTransaction } from '../../db/transaction.ts';

/**
 * The counts migration 0019's triggers keep as clients change (db/schema/client-tallies.ts):
 * read as a SUM over a few hundred rows, and folded back to one row per (area, status) when
 * the insert-only deltas pile up.
 */

/** Unfolded delta rows tolerated before a read folds them (each costs a row in every SUM). */
const FOLD_AFTER = 500;

export type StatusCount = { statusCode: string; n: number };

/**
 * Per status: its count, its delta rows and the areas they cover (rows − areas are the rows a
 * fold would remove). group-total runs it on every call: built and planned once.
 */
const statusSums = preparedPerDatabase((db) =>
  db
    .select({
      statusCode: clientStatusDeltas.statusCode,
      n: sql<number>`sum(${clientStatusDeltas.n})::int`,
      rows: sql<number>`count(*)::int`,
      areas: sql<number>`count(distinct ${clientStatusDeltas.areaId})::int`,
    })
    .from(clientStatusDeltas)
    .groupBy(clientStatusDeltas.statusCode)
    .prepare('prapa_status_sums'),
);

/** Clients not deleted per status code, from the deltas; folds them when many are pending. */
export async function readStatusCounts(db: Db): Promise<StatusCount[]> {
  const rows = await statusSums(db).execute();
  const pending = rows.reduce((sum, row) => sum + row.rows - row.areas, 0);
  if (pending > FOLD_AFTER) await foldStatusDeltas(db);
  return rows.map((row) => ({ statusCode: row.statusCode, n: row.n }));
}

/**
 * One row per (area, status) instead of many, in one statement: the rows it deletes are summed
 * into the rows it inserts, so every reader sees the same totals before and after it. Deltas
 * committed meanwhile are not visible to it and stay; a second fold running at once waits for
 * the first and then finds its rows gone (read committed), so nothing is counted twice.
 */
export async function foldStatusDeltas(db: Db): Promise<void> {
  await db.execute(
    sql`with gone as (delete from client_status_deltas returning area_id, status_code, n)
        insert into client_status_deltas (area_id, status_code, n)
        select area_id, status_code, sum(n)::int from gone
        group by area_id, status_code having sum(n) <> 0`,
  );
}

/**
 * How many changes to what the clients list filters on have committed: it only grows, and
 * grows with every such commit. A total counted after reading it is current while it stays.
 */
export async function readClientListVersion(db: Db): Promise<number> {
  const [row] = await rawRows<{ version: number; rows: number }>(
    db,
    sql`select coalesce(sum(n), 0)::float8 as version, count(*)::int as rows
        from client_list_changes`,
  );
  if ((row?.rows ?? 0) > FOLD_AFTER) {
    await db.execute(
      sql`with gone as (delete from client_list_changes returning n)
          insert into client_list_changes (n) select sum(n) from gone having count(*) > 0`,
    );
  }
  return row?.version ?? 0;
}

/**
 * Counts everything again from the clients table: after writing with triggers switched off
 * (the generator's `session_replication_role = replica`). Also moves the list's version on.
 */
export async function recountClientTallies(db: Db): Promise<void> {
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`delete from client_status_deltas`);
    await tx.execute(
      sql`insert into client_status_deltas (area_id, status_code, n)
          select area_id, status_code, count(*)::int from clients
          where deleted_at is null group by area_id, status_code`,
    );
    await tx.execute(sql`insert into client_list_changes (n) values (1)`);
  });
}
