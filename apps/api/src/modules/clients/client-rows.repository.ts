import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { areas } from '../../db/schema/areas.ts';
import { clientStatuses } from '../../db/schema/client-statuses.ts';
import { clients } from '../../db/schema/clients.ts';
import { meterTypes } from '../../db/schema/meter-types.ts';
import { meters } from '../../db/schema/meters.ts';
import { tariffGroups } from '../../db/schema/tariffs.ts';
import { clientIdsOfDocumentNo } from '../documents/document-lookup.ts';
import {
  type ClientFilter,
  type ClientOrder,
  filterCondition,
  memberIdCondition,
  orderBy,
  searchCondition,
} from './client-filter.ts';

/** A client with its area, status, tariff group and installed meter, as the list shows it. */
const clientRowColumns = {
  id: clients.id,
  memberId: clients.memberId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  email: clients.email,
  phone: clients.phone,
  houseNo: clients.houseNo,
  address: clients.address,
  areaId: clients.areaId,
  areaCode: areas.areaCode,
  areaName: areas.areaName,
  statusCode: clients.statusCode,
  statusName: clientStatuses.nameTh,
  debtSatang: clients.debtSatang,
  waterNo: clients.waterNo,
  tariffGroupId: clients.tariffGroupId,
  tariffGroupName: tariffGroups.nameTh,
  ignored: clients.ignored,
  ignoredReason: clients.ignoredReason,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
  meterId: meters.id,
  meterNo: meters.meterNo,
  meterTypeId: meterTypes.id,
  meterTypeName: meterTypes.name,
  meterSize: meterTypes.meterSize,
  meterFeeSatang: meterTypes.feeSatang,
  meterDigits: meterTypes.digits,
  installedOn: meters.installedOn,
  initialReading: meters.initialReading,
};

function selectClientRows(db: Db) {
  return db
    .select(clientRowColumns)
    .from(clients)
    .innerJoin(areas, eq(areas.id, clients.areaId))
    .innerJoin(clientStatuses, eq(clientStatuses.code, clients.statusCode))
    .innerJoin(tariffGroups, eq(tariffGroups.id, clients.tariffGroupId))
    .leftJoin(meters, and(eq(meters.clientId, clients.id), isNull(meters.removedOn)))
    .leftJoin(meterTypes, eq(meterTypes.id, meters.meterTypeId));
}

export type ClientRowData = Awaited<ReturnType<typeof selectClientRows>>[number];

/** A client that is not deleted, or undefined. */
export async function findClientRow(db: Db, id: number): Promise<ClientRowData | undefined> {
  const [row] = await selectClientRows(db)
    .where(and(eq(clients.id, id), isNull(clients.deletedAt)))
    .limit(1);
  return row;
}

export type ClientPageQuery = { filter: ClientFilter; order: ClientOrder } & {
  limit: number;
  offset: number;
};

/**
 * One page. The page's member ids are chosen on the clients table alone (plus areas when sorting
 * by area name): every sort index ends with the member id, so even a deep page is skipped
 * inside an index, without reading rows. Only the page's rows are then joined.
 */
export async function listClientRows(db: Db, query: ClientPageQuery): Promise<ClientRowData[]> {
  const where = filterCondition(query.filter);
  const order = orderBy(query.order);
  const base = db.select({ memberId: clients.memberId }).from(clients);
  const pageMemberIds = (
    query.order.sort === 'area_name' ? base.innerJoin(areas, eq(areas.id, clients.areaId)) : base
  )
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  return selectClientRows(db)
    .where(inArray(clients.memberId, pageMemberIds))
    .orderBy(...order);
}

export async function countClients(db: Db, filter: ClientFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(clients)
    .where(filterCondition(filter));
  return row?.n ?? 0;
}

const lookupColumns = {
  id: clients.id,
  memberId: clients.memberId,
  firstName: clients.firstName,
  lastName: clients.lastName,
  houseNo: clients.houseNo,
  areaName: areas.areaName,
  waterNo: clients.waterNo,
  meterNo: meters.meterNo,
  statusCode: clients.statusCode,
  statusName: clientStatuses.nameTh,
};

async function lookup(db: Db, condition: SQL, limit: number) {
  return db
    .select(lookupColumns)
    .from(clients)
    .innerJoin(areas, eq(areas.id, clients.areaId))
    .innerJoin(clientStatuses, eq(clientStatuses.code, clients.statusCode))
    .leftJoin(meters, and(eq(meters.clientId, clients.id), isNull(meters.removedOn)))
    .where(and(isNull(clients.deletedAt), condition))
    .orderBy(asc(clients.memberId))
    .limit(limit);
}

/** Autocomplete on the member id (padded or plain prefix); empty when `q` is not digits. */
export async function lookupByMemberId(db: Db, q: string, limit: number) {
  const condition = q === '' ? sql`true` : memberIdCondition(q, 'prefix');
  return condition ? lookup(db, condition, limit) : [];
}

/** Autocomplete on member id, names, house no, water no, meter no, invoice or receipt no. */
export async function lookupAll(db: Db, q: string, limit: number) {
  if (q === '') return lookup(db, sql`true`, limit);
  const byDocument = clientIdsOfDocumentNo(q);
  const text = searchCondition(q, 'prefix');
  return lookup(db, byDocument ? sql`(${text} or ${clients.id} in ${byDocument})` : text, limit);
}

/**
 * Spec §3 group total counted over the whole register: what the kept counts
 * (client-tallies.repository.ts) must always equal; the tests and the benchmark compare them.
 */
export async function countByStatus(db: Db) {
  const rows = await db
    .select({ code: clients.statusCode, n: sql<number>`count(*)::int` })
    .from(clients)
    .where(isNull(clients.deletedAt))
    .groupBy(clients.statusCode);
  const count = (code: string) => rows.find((row) => row.code === code)?.n ?? 0;
  return {
    active: count('1_0'),
    activeDebt: count('1_1'),
    inactive: count('2_0'),
    inactiveDebt: count('2_1'),
  };
}

const countJoined = (code: string) =>
  sql<number>`(count(${clients.id}) filter (where ${clients.statusCode} = ${code}))::int`;

/** Clients per area and status, for the per-zone summary; areas in route order. */
export async function summariseByArea(db: Db) {
  const rows = await db
    .select({
      areaId: areas.id,
      areaCode: areas.areaCode,
      areaName: areas.areaName,
      active: areas.active,
      s10: countJoined('1_0'),
      s11: countJoined('1_1'),
      s20: countJoined('2_0'),
      s21: countJoined('2_1'),
      total: sql<number>`count(${clients.id})::int`,
      debtSatang: sql<number>`coalesce(sum(${clients.debtSatang}), 0)::bigint`.mapWith(Number),
    })
    .from(areas)
    .leftJoin(clients, and(eq(clients.areaId, areas.id), isNull(clients.deletedAt)))
    .groupBy(areas.id)
    .orderBy(sql`${areas.routeOrder} asc nulls last`, asc(sql`lower(${areas.areaCode})`));
  // A switched-off area stays in the report while anyone is still in it.
  return rows.filter((row) => row.active || row.total > 0);
}
