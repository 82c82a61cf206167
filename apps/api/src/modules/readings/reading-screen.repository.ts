import type { TReadingTag } from '@prapa/contracts/readings';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { areas } from '../../db/schema/areas.ts';
import { changeCounters } from '../../db/schema/change-counters.ts';
import { clients } from '../../db/schema/clients.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { meters } from '../../db/schema/meters.ts';
import { searchCondition } from '../clients/client-filter.ts';
import { READ_STATUS_CODES } from './reading-rules.ts';

/**
 * The rows of a cycle: one per meter to read. While the cycle is open, every installed meter
 * of a client that is neither deleted nor cancelled; plus, open or closed, every meter that has
 * a reading in the cycle (a meter read and then replaced, a client cancelled after the
 * reading). A closed cycle is therefore exactly its readings.
 */
export type CycleScope = { id: number; open: boolean };

const readStatuses = sql.join(
  READ_STATUS_CODES.map((code) => sql`${code}`),
  sql`, `,
);

/** A meter the open cycle expects a reading of. */
const isToRead = sql`(${meters.removedOn} is null and ${clients.deletedAt} is null and ${clients.statusCode} in (${readStatuses}))`;

const and = (parts: SQL[]) => (parts.length === 0 ? sql`true` : sql.join(parts, sql` and `));

/**
 * The cycle's rows (with `tag`, only the waiting or the recorded ones) as (meter, client,
 * reading, sort keys). Two disjoint branches joined with UNION ALL, so each walks its own
 * indexes: the meters to read (left joined to their reading), and the readings of meters no
 * longer to read.
 */
function cycleRows(cycle: CycleScope, tag?: TReadingTag): SQL {
  const columns = sql`${meters.id} as meter_id, ${clients.id} as client_id, ${clients.areaId} as area_id,
    ${clients.memberId} as member_id, ${clients.houseNo} as house_no`;
  const toRead = sql`select ${columns}, ${meterReadings.id} as reading_id
    from ${meters}
    join ${clients} on ${clients.id} = ${meters.clientId}
    left join ${meterReadings} on ${meterReadings.cycleId} = ${cycle.id} and ${meterReadings.meterId} = ${meters.id}
    where ${and([isToRead, ...tagPart(tag, sql`${meterReadings.id}`)])}`;
  const readOnly = sql`select ${columns}, ${meterReadings.id} as reading_id
    from ${meterReadings}
    join ${meters} on ${meters.id} = ${meterReadings.meterId}
    join ${clients} on ${clients.id} = ${meterReadings.clientId}
    where ${and([
      sql`${meterReadings.cycleId} = ${cycle.id}`,
      ...(cycle.open ? [sql`not ${isToRead}`] : []),
      // Every row of this branch has a reading.
      ...(tag === 'waiting' ? [sql`false`] : []),
    ])}`;
  if (!cycle.open) return readOnly;
  return tag === 'waiting' ? toRead : sql`${toRead} union all ${readOnly}`;
}

function tagPart(tag: TReadingTag | undefined, readingId: SQL): SQL[] {
  if (tag === 'waiting') return [sql`${readingId} is null`];
  if (tag === 'recorded') return [sql`${readingId} is not null`];
  return [];
}

/** Rows of the cycle, exactly and inside a transaction (the cache serves the screens). */
export async function countCycleRows(
  db: Db,
  cycle: CycleScope,
  tag?: TReadingTag,
): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${cycleRows(cycle, tag)}) s`,
  );
  return row?.n ?? 0;
}

/** Meters still waiting in an open cycle (closing needs 0). */
export async function countWaiting(db: Db, cycle: CycleScope): Promise<number> {
  return cycle.open ? countCycleRows(db, cycle, 'waiting') : 0;
}

export type RowKey = { meter_id: number; client_id: number; area_id: number };

/**
 * Every row of the cycle in the reader's route order: the area's route order (areas without
 * one last, then by code), the house number by its leading number ('9' before '10', '12/3'
 * with 12), the house number as text, the member id, the meter. What the screen cache holds
 * (reading-screen-cache.ts).
 */
export async function listCycleRowKeys(db: Db, cycle: CycleScope): Promise<RowKey[]> {
  return rawRows<RowKey>(
    db,
    sql`select s.meter_id, s.client_id, s.area_id
      from (${cycleRows(cycle)}) s
      join ${areas} on ${areas.id} = s.area_id
      order by ${areas.routeOrder} asc nulls last, lower(${areas.areaCode}), s.area_id,
        substring(s.house_no from '^[0-9]{1,15}')::bigint asc nulls last, s.house_no,
        s.member_id, s.meter_id`,
  );
}

/**
 * Clients (not deleted) a text search finds, by the client list's rules: names, house no,
 * water no, installed meter no, member id.
 */
export async function findClientIdsMatching(db: Db, q: string): Promise<number[]> {
  const rows = await rawRows<{ id: number }>(
    db,
    // `deleted_at is null` lets the planner use the partial trigram index.
    sql`select ${clients.id} as id from ${clients}
      where ${clients.deletedAt} is null and ${searchCondition(q, 'exact')}`,
  );
  return rows.map((row) => row.id);
}

/** The meters with a reading in the cycle (recorded or estimated). */
export async function listRecordedMeterIds(db: Db, cycleId: number): Promise<number[]> {
  const rows = await rawRows<{ meter_id: number }>(
    db,
    sql`select ${meterReadings.meterId} as meter_id from ${meterReadings}
      where ${meterReadings.cycleId} = ${cycleId}`,
  );
  return rows.map((row) => row.meter_id);
}

export type ChangeCounters = { readingSet: number; readings: number };

/** The counters the triggers of migration 0006 move (db/schema/change-counters.ts). */
export async function readChangeCounters(db: Db): Promise<ChangeCounters> {
  const rows = await rawRows<{ name: string; value: number }>(
    db,
    sql`select ${changeCounters.name} as name, ${changeCounters.value}::float8 as value
      from ${changeCounters}`,
  );
  const counter = (name: string) => rows.find((row) => row.name === name)?.value ?? -1;
  return { readingSet: counter('reading_set'), readings: counter('readings') };
}
