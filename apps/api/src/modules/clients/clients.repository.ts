import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { areas } from '../../db/schema/areas.ts';
import { clients } from '../../db/schema/clients.ts';
import { organisation } from '../../db/schema/organisation.ts';
import { tariffGroups } from '../../db/schema/tariffs.ts';

/** Writes to clients, the row locks they take, and the look-ups that guard them. */

export type ClientValues = {
  firstName: string;
  lastName: string;
  houseNo: string;
  address: string;
  areaId: number;
  phone: string;
  email: string;
  tariffGroupId: number;
  waterNo: string | null;
};

export async function insertClient(
  db: Db,
  values: ClientValues,
  now: Date,
): Promise<{ id: number; memberId: number }> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning({ id: clients.id, memberId: clients.memberId });
  if (!row) throw new Error('Client insert returned no row');
  return row;
}

/** The client row itself, locked until the transaction ends; undefined when missing or deleted. */
export async function findClientForUpdate(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

/** Several clients locked in id order (a fixed order, so two multi-selects cannot deadlock). */
export async function findClientsForUpdate(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(clients)
    .where(and(inArray(clients.id, [...ids]), isNull(clients.deletedAt)))
    .orderBy(asc(clients.id))
    .for('update');
}

export async function updateClient(
  db: Db,
  id: number,
  values: Partial<ClientValues> & {
    statusCode?: string;
    ignored?: boolean;
    ignoredReason?: string;
    deletedAt?: Date;
  },
  now: Date,
): Promise<void> {
  await db
    .update(clients)
    .set({ ...values, updatedAt: now })
    .where(eq(clients.id, id));
}

/** Who already has this water number (not deleted), other than `exceptId`. */
export async function findWaterNoHolder(db: Db, waterNo: string, exceptId?: number) {
  const [row] = await db
    .select({
      memberId: clients.memberId,
      firstName: clients.firstName,
      lastName: clients.lastName,
    })
    .from(clients)
    .where(
      and(
        eq(clients.waterNo, waterNo),
        isNull(clients.deletedAt),
        exceptId === undefined ? undefined : ne(clients.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function findClientIdByMemberId(db: Db, memberId: number, includeDeleted = false) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.memberId, memberId), includeDeleted ? undefined : isNull(clients.deletedAt)),
    )
    .limit(1);
  return row?.id;
}

export async function isActiveArea(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, id), eq(areas.active, true)))
    .limit(1);
  return row !== undefined;
}

export async function isActiveTariffGroup(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tariffGroups.id })
    .from(tariffGroups)
    .where(and(eq(tariffGroups.id, id), eq(tariffGroups.active, true)))
    .limit(1);
  return row !== undefined;
}

export async function findOrganisationName(db: Db): Promise<string> {
  const [row] = await db.select({ name: organisation.name }).from(organisation).limit(1);
  return row?.name ?? '';
}
