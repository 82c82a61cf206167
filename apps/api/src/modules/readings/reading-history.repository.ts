import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** A client with what pricing its water needs; deleted clients too (their history stays). */
export async function findClientPricing(db: Db, clientId: number, includeDeleted: boolean) {
  const [row] = await rawRows<{
    client_id: number;
    tariff_group_id: number;
    tariff_group_name: string;
    /** The installed meter's maintenance fee; null without an installed meter. */
    meter_fee_satang: number | null;
  }>(
    db,
    sql`select c.id as client_id, c.tariff_group_id, g.name_th as tariff_group_name,
        mt.fee_satang as meter_fee_satang
      from clients c
      join tariff_groups g on g.id = c.tariff_group_id
      left join meters m on m.client_id = c.id and m.removed_on is null
      left join meter_types mt on mt.id = m.meter_type_id
      where c.id = ${clientId} and (${includeDeleted} or c.deleted_at is null)
      limit 1`,
  );
  return row;
}

export type ClientReadingRow = {
  cycle_id: number;
  bill_cycle_no: number;
  bill_cycle_name: string;
  bill_year: number;
  period_year: number;
  period_month: number;
  bill_cut_off: string;
  meter_id: number;
  meter_no: string;
  meter_fee_satang: number;
  previous_reading: number;
  current_reading: number;
  units: number;
  rollover: boolean;
  estimated: boolean;
  note: 'no_access' | 'broken' | null;
  flag: 'low' | 'high' | null;
  read_at_ms: number;
};

/** Every reading of the client, newest cycle first (two meters in one cycle: newest meter first). */
export async function listClientReadings(db: Db, clientId: number): Promise<ClientReadingRow[]> {
  return rawRows<ClientReadingRow>(
    db,
    sql`select r.cycle_id, b.bill_cycle_no, b.bill_cycle_name, b.bill_year::int as bill_year,
        b.period_year::int as period_year, b.period_month::int as period_month,
        b.bill_cut_off::text as bill_cut_off, r.meter_id, m.meter_no,
        mt.fee_satang as meter_fee_satang, r.previous_reading, r.current_reading, r.units,
        r.rollover, r.estimated, r.note, r.flag,
        extract(epoch from r.read_at)::float8 * 1000 as read_at_ms
      from meter_readings r
      join billing_cycles b on b.id = r.cycle_id
      join meters m on m.id = r.meter_id
      join meter_types mt on mt.id = m.meter_type_id
      where r.client_id = ${clientId}
      order by r.period desc, m.installed_on desc, r.meter_id desc`,
  );
}

/** Units recorded per cycle month from `fromPeriod` to `toPeriod`, for everyone or one client. */
export async function sumUnitsByPeriod(
  db: Db,
  range: { fromPeriod: number; toPeriod: number },
  clientId?: number,
): Promise<{ period: number; usage: number }[]> {
  return rawRows(
    db,
    sql`select period, sum(units)::float8 as usage
      from meter_readings
      where period between ${range.fromPeriod} and ${range.toPeriod}
        ${clientId === undefined ? sql`` : sql`and client_id = ${clientId}`}
      group by period order by period`,
  );
}
