import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { clients } from '../../db/schema/clients.ts';
import { type MeterTypeRow, meterTypes } from '../../db/schema/meter-types.ts';
import { meters } from '../../db/schema/meters.ts';

export type NewMeterValues = {
  clientId: number;
  meterNo: string;
  meterTypeId: number;
  initialReading: number;
  installedOn: string;
  /** The meter this one replaces (its last units go on this meter's first bill). */
  replacesMeterId?: number | null;
};

export async function insertMeter(db: Db, values: NewMeterValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(meters)
    .values({ ...values, createdAt: now })
    .returning({ id: meters.id });
  if (!row) throw new Error('Meter insert returned no row');
  return row.id;
}

/**
 * The client holding an installed meter with this number (in any case), other than the client
 * `exceptClientId`. Deleted clients' meters are closed when they are deleted, so a holder is
 * always a client on the register.
 */
export async function findInstalledMeterHolder(db: Db, meterNo: string, exceptClientId?: number) {
  const [row] = await db
    .select({
      clientId: clients.id,
      memberId: clients.memberId,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(meters)
    .innerJoin(clients, eq(clients.id, meters.clientId))
    .where(
      and(
        sql`lower(${meters.meterNo}) = lower(${meterNo})`,
        isNull(meters.removedOn),
        exceptClientId === undefined ? undefined : ne(meters.clientId, exceptClientId),
      ),
    )
    .limit(1);
  return row;
}

export async function findActiveMeterType(db: Db, id: number): Promise<MeterTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(meterTypes)
    .where(and(eq(meterTypes.id, id), eq(meterTypes.active, true)))
    .limit(1);
  return row;
}

/** The client's installed meter with its type, locked until the transaction ends. */
export async function findInstalledMeterForUpdate(db: Db, clientId: number) {
  const [row] = await db
    .select({ meter: meters, digits: meterTypes.digits })
    .from(meters)
    .innerJoin(meterTypes, eq(meterTypes.id, meters.meterTypeId))
    .where(and(eq(meters.clientId, clientId), isNull(meters.removedOn)))
    .limit(1)
    .for('update', { of: meters });
  return row;
}

export async function closeMeter(
  db: Db,
  id: number,
  values: { removedOn: string; finalReading: number | null },
): Promise<void> {
  await db.update(meters).set(values).where(eq(meters.id, id));
}

/** Every meter the client has had, newest first. */
export async function listMeterHistory(db: Db, clientId: number) {
  return db
    .select({
      id: meters.id,
      meterNo: meters.meterNo,
      meterTypeId: meters.meterTypeId,
      meterTypeName: meterTypes.name,
      meterSize: meterTypes.meterSize,
      digits: meterTypes.digits,
      initialReading: meters.initialReading,
      installedOn: meters.installedOn,
      removedOn: meters.removedOn,
      finalReading: meters.finalReading,
      latestReading: sql<number | null>`(select r.current_reading from meter_readings r
        where r.meter_id = ${meters.id} order by r.period desc limit 1)`,
    })
    .from(meters)
    .innerJoin(meterTypes, eq(meterTypes.id, meters.meterTypeId))
    .where(eq(meters.clientId, clientId))
    .orderBy(desc(meters.installedOn), desc(meters.id));
}
