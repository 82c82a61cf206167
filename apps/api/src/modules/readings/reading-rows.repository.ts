import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { AVERAGE_WINDOW } from './reading-rules.ts';

/** Everything a reading-screen row shows about one meter in one cycle. */
export type ReadingRowData = {
  meter_id: number;
  meter_no: string;
  digits: number;
  initial_reading: number;
  installed_on: string;
  client_id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  area_id: number;
  area_name: string;
  route_order: number | null;
  /** This cycle's reading; null while waiting. */
  reading_id: number | null;
  previous_reading: number | null;
  current_reading: number | null;
  units: number | null;
  rollover: boolean | null;
  note: 'no_access' | 'broken' | null;
  estimated: boolean | null;
  flag: 'low' | 'high' | null;
  read_at_ms: number | null;
  /** The same meter's latest reading before the cycle. */
  earlier_reading: number | null;
  earlier_read_at_ms: number | null;
  last_cycle_units: number | null;
  average_units: number | null;
  replaced_meter_no: string | null;
  replaced_from_reading: number | null;
  replaced_to_reading: number | null;
  replaced_units: number | null;
  water_off: boolean;
};

export type CycleWindow = {
  cycleId: number;
  /** The cycle's month (meter_readings.period). */
  period: number;
  /** The previous cycle's month, for "last month's usage"; null when there is none. */
  previousPeriod: number | null;
};

/**
 * The rows of the given meters in one cycle, in no particular order. Each earlier-reading and
 * average is an index range scan (meter_readings by meter / by client and period), so the cost
 * grows with the rows asked for, not with the size of the utility.
 */
export async function findReadingRows(
  db: Db,
  window: CycleWindow,
  meterIds: readonly number[],
): Promise<ReadingRowData[]> {
  if (meterIds.length === 0) return [];
  return rawRows<ReadingRowData>(
    db,
    sql`select m.id as meter_id, m.meter_no, mt.digits::int as digits, m.initial_reading,
        m.installed_on::text as installed_on,
        c.id as client_id, c.member_id, c.first_name, c.last_name, c.house_no,
        c.area_id, a.area_name, a.route_order,
        r.id as reading_id, r.previous_reading, r.current_reading, r.units, r.rollover, r.note,
        r.estimated, r.flag, extract(epoch from r.read_at)::float8 * 1000 as read_at_ms,
        e.current_reading as earlier_reading, e.read_at_ms as earlier_read_at_ms,
        l.units as last_cycle_units, avg3.average_units,
        om.meter_no as replaced_meter_no, r.replaced_from_reading, r.replaced_to_reading,
        r.replaced_units,
        exists (select 1 from disconnections d where d.client_id = c.id
          and d.state in ('disconnected', 'reconnect_requested')) as water_off
      from meters m
      join meter_types mt on mt.id = m.meter_type_id
      join clients c on c.id = m.client_id
      join areas a on a.id = c.area_id
      left join meter_readings r on r.cycle_id = ${window.cycleId} and r.meter_id = m.id
      left join meters om on om.id = r.replaced_meter_id
      left join lateral (
        select p.current_reading, extract(epoch from p.read_at)::float8 * 1000 as read_at_ms
        from meter_readings p
        where p.meter_id = m.id and p.period < ${window.period}
        order by p.period desc limit 1
      ) e on true
      left join lateral (
        select sum(pl.units)::int as units from meter_readings pl
        where pl.client_id = c.id and pl.period = ${window.previousPeriod ?? -1}
        having count(*) > 0
      ) l on true
      left join lateral (
        select avg(t.units)::float8 as average_units from (
          select sum(h.units) as units from meter_readings h
          where h.client_id = c.id and h.period < ${window.period}
          group by h.period order by h.period desc limit ${AVERAGE_WINDOW}
        ) t
      ) avg3 on true
      where m.id = any(array(
        select (jsonb_array_elements_text(${JSON.stringify(meterIds)}::jsonb))::int
      ))`,
  );
}
