import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { type TariffGroupRow, tariffGroups, tariffVersions } from '../../db/schema/tariffs.ts';

export type TariffGroupValues = { code: string; nameTh: string; nameEn: string; active: boolean };

export type TariffGroupWithCount = TariffGroupRow & { clientCount: number };

function selectGroups(db: Db) {
  // Every client row counts, soft-deleted ones too: their bills keep the reference.
  const counts = db
    .select({ groupId: clients.tariffGroupId, n: count().as('n') })
    .from(clients)
    .groupBy(clients.tariffGroupId)
    .as('client_counts');
  return db
    .select({
      group: tariffGroups,
      clientCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(tariffGroups)
    .leftJoin(counts, eq(counts.groupId, tariffGroups.id));
}

export async function listTariffGroups(db: Db): Promise<TariffGroupWithCount[]> {
  const rows = await selectGroups(db).orderBy(asc(sql`lower(${tariffGroups.code})`));
  return rows.map(({ group, clientCount }) => ({ ...group, clientCount }));
}

export async function findTariffGroup(
  db: Db,
  id: number,
): Promise<TariffGroupWithCount | undefined> {
  const [row] = await selectGroups(db).where(eq(tariffGroups.id, id)).limit(1);
  return row && { ...row.group, clientCount: row.clientCount };
}

/** Locks the group: new versions of one group are numbered one at a time. */
export async function findTariffGroupForUpdate(
  db: Db,
  id: number,
): Promise<TariffGroupRow | undefined> {
  const [row] = await db
    .select()
    .from(tariffGroups)
    .where(eq(tariffGroups.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertTariffGroup(
  db: Db,
  values: TariffGroupValues,
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(tariffGroups)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: tariffGroups.id });
  if (!row) throw new Error('Tariff group insert returned no row');
  return row.id;
}

export async function updateTariffGroup(
  db: Db,
  id: number,
  values: TariffGroupValues,
  now: Date,
): Promise<void> {
  await db
    .update(tariffGroups)
    .set({ ...values, updatedAt: now })
    .where(eq(tariffGroups.id, id));
}

export async function countClientsInTariffGroup(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(eq(clients.tariffGroupId, id));
  return row?.n ?? 0;
}

/** The group and all its versions. Once invoices reference versions, the FK refuses this. */
export async function deleteTariffGroupWithVersions(db: Db, id: number): Promise<void> {
  await db.delete(tariffVersions).where(eq(tariffVersions.groupId, id));
  await db.delete(tariffGroups).where(eq(tariffGroups.id, id));
}
