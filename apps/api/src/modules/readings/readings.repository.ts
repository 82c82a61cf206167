import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { AVERAGE_WINDOW, READ_STATUS_CODES } from './reading-rules.ts';

/** What saving a reading of one meter needs to know, fetched for a whole batch at once. */
export type MeterReadingContext = {
  meter_id: number;
  /** null: no such meter. */
  client_id: number | null;
  digits: number | null;
  initial_reading: number | null;
  /** The open cycle expects a reading of it (installed, client neither deleted nor cancelled). */
  to_read: boolean;
  /** This cycle's reading, when there is one (saving again updates it). */
  reading_id: number | null;
  current_reading: number | null;
  units: number | null;
  rollover: boolean | null;
  note: string | null;
  flag: string | null;
  /** The meter's latest reading before the cycle; null: use the initial reading. */
  earlier_reading: number | null;
  /** The client's average units (for the anomaly check) or the meter's (for estimates). */
  average_units: number | null;
  /**
   * Set when this is the first reading of a meter that replaced another (decision 012): the
   * replaced meter, its last reading (else its initial one), its final reading and digits.
   */
  replaced_meter_id: number | null;
  replaced_from: number | null;
  replaced_to: number | null;
  replaced_digits: number | null;
};

const readStatuses = sql.join(
  READ_STATUS_CODES.map((code) => sql`${code}`),
  sql`, `,
);

/**
 * One row per given meter id (unknown ids included, with nulls). `averageOf`: whose last
 * AVERAGE_WINDOW cycles average: the client's (a reading's plausibility) or the meter's own
 * (an estimate for a meter that could not be read).
 */
export async function findReadingContexts(
  db: Db,
  cycle: { id: number; period: number },
  meterIds: readonly number[],
  averageOf: 'client' | 'meter',
): Promise<MeterReadingContext[]> {
  if (meterIds.length === 0) return [];
  const average =
    averageOf === 'client'
      ? sql`select sum(h.units) as units from meter_readings h
          where h.client_id = m.client_id and h.period < ${cycle.period}
          group by h.period order by h.period desc limit ${AVERAGE_WINDOW}`
      : sql`select h.units from meter_readings h
          where h.meter_id = m.id and h.period < ${cycle.period}
          order by h.period desc limit ${AVERAGE_WINDOW}`;
  return rawRows<MeterReadingContext>(
    db,
    sql`select i.meter_id, m.client_id, mt.digits::int as digits, m.initial_reading,
        coalesce(m.removed_on is null and c.deleted_at is null
          and c.status_code in (${readStatuses}), false) as to_read,
        r.id as reading_id, r.current_reading, r.units, r.rollover, r.note, r.flag,
        e.current_reading as earlier_reading, a.average_units,
        o.id as replaced_meter_id, o.from_reading as replaced_from, o.final_reading as replaced_to,
        o.digits as replaced_digits
      from (select distinct (jsonb_array_elements_text(${JSON.stringify(meterIds)}::jsonb))::int as meter_id) i
      left join meters m on m.id = i.meter_id
      left join meter_types mt on mt.id = m.meter_type_id
      left join clients c on c.id = m.client_id
      left join meter_readings r on r.cycle_id = ${cycle.id} and r.meter_id = i.meter_id
      left join lateral (
        select p.current_reading from meter_readings p
        where p.meter_id = i.meter_id and p.period < ${cycle.period}
        order by p.period desc limit 1
      ) e on true
      left join lateral (
        select avg(t.units)::float8 as average_units from (${average}) t
      ) a on m.id is not null
      left join lateral (
        select old.id, old.final_reading, ot.digits::int as digits,
          coalesce((select l.current_reading from meter_readings l where l.meter_id = old.id
            order by l.period desc limit 1), old.initial_reading) as from_reading
        from meters old join meter_types ot on ot.id = old.meter_type_id
        where old.id = m.replaces_meter_id and old.final_reading is not null
          and e.current_reading is null
      ) o on true`,
  );
}

export type ReadingValues = {
  meter_id: number;
  client_id: number;
  previous_reading: number;
  current_reading: number;
  units: number;
  rollover: boolean;
  note: 'no_access' | 'broken' | null;
  estimated: boolean;
  flag: 'low' | 'high' | null;
  /** The replaced meter's last units billed with this reading (all null otherwise). */
  replaced_meter_id: number | null;
  replaced_from_reading: number | null;
  replaced_to_reading: number | null;
  replaced_units: number | null;
};

export type SavedReadingRow = ReadingValues & {
  id: number;
  cycle_id: number;
  read_at_ms: number;
};

/**
 * Inserts or updates (same meter, same cycle) all the readings in one statement. The rows come
 * as one JSON parameter: one round trip and one plan whatever the batch size.
 */
export async function upsertReadings(
  db: Db,
  cycle: { id: number; period: number },
  values: readonly ReadingValues[],
  readBy: number | null,
  now: Date,
): Promise<SavedReadingRow[]> {
  if (values.length === 0) return [];
  return rawRows<SavedReadingRow>(
    db,
    sql`insert into meter_readings as r (cycle_id, meter_id, client_id, period, previous_reading,
        current_reading, units, rollover, note, estimated, flag, replaced_meter_id,
        replaced_from_reading, replaced_to_reading, replaced_units, read_at, read_by)
      select ${cycle.id}, x.meter_id, x.client_id, ${cycle.period}, x.previous_reading,
        x.current_reading, x.units, x.rollover, x.note, x.estimated, x.flag, x.replaced_meter_id,
        x.replaced_from_reading, x.replaced_to_reading, x.replaced_units,
        ${now.toISOString()}::timestamptz, ${readBy}::int
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(meter_id int, client_id int,
        previous_reading int, current_reading int, units int, rollover boolean, note text,
        estimated boolean, flag text, replaced_meter_id int, replaced_from_reading int,
        replaced_to_reading int, replaced_units int)
      on conflict (cycle_id, meter_id) do update set
        previous_reading = excluded.previous_reading, current_reading = excluded.current_reading,
        units = excluded.units, rollover = excluded.rollover, note = excluded.note,
        estimated = excluded.estimated, flag = excluded.flag,
        replaced_meter_id = excluded.replaced_meter_id,
        replaced_from_reading = excluded.replaced_from_reading,
        replaced_to_reading = excluded.replaced_to_reading,
        replaced_units = excluded.replaced_units, read_at = excluded.read_at,
        read_by = excluded.read_by
      returning r.id, r.cycle_id, r.meter_id, r.client_id, r.previous_reading, r.current_reading,
        r.units, r.rollover, r.note, r.estimated, r.flag, r.replaced_meter_id,
        r.replaced_from_reading, r.replaced_to_reading, r.replaced_units,
        extract(epoch from r.read_at)::float8 * 1000 as read_at_ms`,
  );
}

/** The meters an open cycle expects readings of, with what the demo seed varies usage by. */
export async function listMetersToRead(db: Db) {
  return rawRows<{
    meter_id: number;
    member_id: number;
    tariff_code: string;
    digits: number;
    initial_reading: number;
    has_readings: boolean;
  }>(
    db,
    sql`select m.id as meter_id, c.member_id, g.code as tariff_code, mt.digits::int as digits,
        m.initial_reading,
        exists (select 1 from meter_readings r where r.meter_id = m.id) as has_readings
      from meters m
      join clients c on c.id = m.client_id
      join tariff_groups g on g.id = c.tariff_group_id
      join meter_types mt on mt.id = m.meter_type_id
      where m.removed_on is null and c.deleted_at is null and c.status_code in (${readStatuses})
      order by c.member_id, m.id`,
  );
}

/** For the demo seed only: where a meter that has no readings yet starts. */
export async function setInitialReading(db: Db, meterId: number, reading: number): Promise<void> {
  await db.execute(
    sql`update meters set initial_reading = ${reading}
      where id = ${meterId} and not exists (select 1 from meter_readings r where r.meter_id = ${meterId})`,
  );
}

/**
 * The meter's latest reading (by cycle month), e.g. the least a replacement's final reading
 * may be; null when it has none. Meter replacement checks the final reading against it.
 */
export async function findLatestMeterReading(db: Db, meterId: number): Promise<number | null> {
  const [row] = await rawRows<{ current_reading: number }>(
    db,
    sql`select current_reading from meter_readings where meter_id = ${meterId}
      order by period desc limit 1`,
  );
  return row?.current_reading ?? null;
}
