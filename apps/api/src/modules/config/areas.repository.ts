import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type AreaRow, areas } from '../../db/schema/areas.ts';
import { clients } from '../../db/schema/clients.ts';

export type AreaValues = {
  areaCode: string;
  areaName: string;
  routeOrder: number | null;
  active: boolean;
};

export type AreaWithCount = AreaRow & { clientCount: number };

function selectAreas(db: Db) {
  // Every client row counts, soft-deleted ones too: their history keeps the reference.
  const counts = db
    .select({ areaId: clients.areaId, n: count().as('n') })
    .from(clients)
    .groupBy(clients.areaId)
    .as('client_counts');
  return db
    .select({ area: areas, clientCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(areas)
    .leftJoin(counts, eq(counts.areaId, areas.id));
}

/** In the meter readers' route order; areas without a position last, by code. */
export async function listAreas(db: Db): Promise<AreaWithCount[]> {
  const rows = await selectAreas(db).orderBy(
    sql`${areas.routeOrder} asc nulls last`,
    asc(sql`lower(${areas.areaCode})`),
  );
  return rows.map(({ area, clientCount }) => ({ ...area, clientCount }));
}

export async function findArea(db: Db, id: number): Promise<AreaWithCount | undefined> {
  const [row] = await selectAreas(db).where(eq(areas.id, id)).limit(1);
  return row && { ...row.area, clientCount: row.clientCount };
}

export async function findAreaForUpdate(db: Db, id: number): Promise<AreaRow | undefined> {
  const [row] = await db.select().from(areas).where(eq(areas.id, id)).limit(1).for('update');
  return row;
}

export async function insertArea(db: Db, values: AreaValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(areas)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: areas.id });
  if (!row) throw new Error('Area insert returned no row');
  return row.id;
}

export async function updateArea(db: Db, id: number, values: AreaValues, now: Date) {
  await db
    .update(areas)
    .set({ ...values, updatedAt: now })
    .where(eq(areas.id, id));
}

export async function countClientsInArea(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(clients)
    .where(eq(clients.areaId, id));
  return row?.n ?? 0;
}

export async function deleteArea(db: Db, id: number): Promise<void> {
  await db.delete(areas).where(eq(areas.id, id));
}
