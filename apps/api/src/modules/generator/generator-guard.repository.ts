import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Audit rows of the generator's own work carry this request id prefix. */
export const GENERATOR_REQUEST_PREFIX = 'generator:';

export type DataOrigin =
  | { kind: 'empty' }
  | { kind: 'generated'; markerId: number }
  /** Business rows and no generator run: somebody's data. */
  | { kind: 'not_generated' }
  /** Generated, then changed through the app (`changes` audit rows since). */
  | { kind: 'changed'; markerId: number; changes: number };

/**
 * Whether the business data may be replaced: an empty database, or one the generator filled
 * and nobody changed since. Sign-ins and account or role changes do not count (accounts
 * survive a generation); every other audited change after the run does.
 */
export async function findDataOrigin(db: Db): Promise<DataOrigin> {
  const [state] = await rawRows<{ has_data: boolean; marker_id: number | null; changes: number }>(
    db,
    sql`with marker as (select id, audit_id from generated_data order by id desc limit 1)
        select (exists (select 1 from clients) or exists (select 1 from areas)
                or exists (select 1 from meter_types) or exists (select 1 from tariff_groups)
                or exists (select 1 from billing_cycles) or exists (select 1 from invoices)
                or exists (select 1 from receipts)) as has_data,
          (select id from marker) as marker_id,
          (select count(*)::int from audit_log a
            where a.id > coalesce((select audit_id from marker), 0)
              and a.action not like 'auth.%' and a.action not like 'account.%'
              and a.action not like 'role.%'
              and coalesce(a.request_id, '') not like ${`${GENERATOR_REQUEST_PREFIX}%`}) as changes`,
  );
  if (!state?.has_data) return { kind: 'empty' };
  if (state.marker_id === null) return { kind: 'not_generated' };
  if (state.changes > 0)
    return { kind: 'changed', markerId: state.marker_id, changes: state.changes };
  return { kind: 'generated', markerId: state.marker_id };
}

export async function insertGeneratedData(
  db: Db,
  row: { kind: string; clients: number; months: number; seed: number; accountId: number | null },
): Promise<number> {
  const [inserted] = await rawRows<{ id: number }>(
    db,
    sql`insert into generated_data (kind, clients, months, seed, account_id, audit_id)
        values (${row.kind}, ${row.clients}, ${row.months}, ${row.seed}, ${row.accountId},
          (select max(id) from audit_log))
        returning id`,
  );
  if (!inserted) throw new Error('generated_data insert returned no row');
  return inserted.id;
}

/** Marks the run finished; `audit_id` moves to the newest audit row (the run's own). */
export async function stampGeneratedData(db: Db, id: number, finished: boolean): Promise<void> {
  await db.execute(
    sql`update generated_data set audit_id = (select max(id) from audit_log),
          finished_at = case when ${finished} then now() else finished_at end
        where id = ${id}`,
  );
}
