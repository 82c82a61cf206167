import { asc, countDistinct, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MeterTypeRow, meterTypes } from '../../db/schema/meter-types.ts';
import { meters } from '../../db/schema/meters.ts';

export type MeterTypeValues = {
  name: string;
  meterSize: string;
  feeSatang: number;
  digits: number;
  active: boolean;
};

export type MeterTypeWithCount = MeterTypeRow & { clientCount: number };

function selectMeterTypes(db: Db) {
  // Clients that have (or had) a meter of the type.
  const counts = db
    .select({ meterTypeId: meters.meterTypeId, n: countDistinct(meters.clientId).as('n') })
    .from(meters)
    .groupBy(meters.meterTypeId)
    .as('client_counts');
  return db
    .select({
      meterType: meterTypes,
      clientCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number),
    })
    .from(meterTypes)
    .leftJoin(counts, eq(counts.meterTypeId, meterTypes.id));
}

export async function listMeterTypes(db: Db): Promise<MeterTypeWithCount[]> {
  const rows = await selectMeterTypes(db).orderBy(
    asc(meterTypes.digits),
    asc(meterTypes.feeSatang),
    asc(meterTypes.id),
  );
  return rows.map(({ meterType, clientCount }) => ({ ...meterType, clientCount }));
}

export async function findMeterType(db: Db, id: number): Promise<MeterTypeWithCount | undefined> {
  const [row] = await selectMeterTypes(db).where(eq(meterTypes.id, id)).limit(1);
  return row && { ...row.meterType, clientCount: row.clientCount };
}

export async function findMeterTypeForUpdate(
  db: Db,
  id: number,
): Promise<MeterTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(meterTypes)
    .where(eq(meterTypes.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function insertMeterType(db: Db, values: MeterTypeValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(meterTypes)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: meterTypes.id });
  if (!row) throw new Error('Meter type insert returned no row');
  return row.id;
}

export async function updateMeterType(db: Db, id: number, values: MeterTypeValues, now: Date) {
  await db
    .update(meterTypes)
    .set({ ...values, updatedAt: now })
    .where(eq(meterTypes.id, id));
}

/** Every meter row, removed meters too: their readings keep the reference. */
export async function countMetersOfType(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(meters)
    .where(eq(meters.meterTypeId, id));
  return row?.n ?? 0;
}

export async function deleteMeterType(db: Db, id: number): Promise<void> {
  await db.delete(meterTypes).where(eq(meterTypes.id, id));
}
