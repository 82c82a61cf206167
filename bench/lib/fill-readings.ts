import { sql } from 'drizzle-orm';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import type { BenchDatabase } from './bench-database.ts';

/** September, October, November 2026 as meter_readings.period (year × 12 + month − 1). */
export const BENCH_PERIODS = {
  september: 2026 * 12 + 8,
  october: 2026 * 12 + 9,
  november: 2026 * 12 + 10,
};

export type FilledReadings = {
  openCycleId: number;
  /** The meters the open cycle expects (active clients' installed meters). */
  metersToRead: number;
  /** Those still waiting in the open cycle with their October register, in id order. */
  waiting: { meter_id: number; register: number }[];
};

/** Units of a meter in a month: 8–35, spread by a prime per month, no randomness. */
export const benchUnits = (meterId: number, prime: number) => 8 + ((meterId * prime) % 28);
const units = (prime: number) => sql.raw(`(8 + (m.id * ${prime}) % 28)`);

/**
 * On top of fillClients: two closed cycles (September, October 2026) in which every meter to
 * read was read, and November 2026 open with `recordedShare` of them read (spread over the
 * route by a hash of the id, not its first part). Set-based: five statements for any size.
 */
export async function fillReadings(
  database: BenchDatabase,
  recordedShare: number,
): Promise<FilledReadings> {
  const { db } = database;
  const now = '2026-11-20T03:00:00Z';
  const cycles = await rawRows<{ id: number; period: number }>(
    db,
    sql`insert into billing_cycles (bill_cycle_no, bill_cycle_name, bill_year, period_year,
        period_month, bill_cut_off, "order", status, opened_at, closed_at)
      values (12, 'กันยายน 2569', 2569, 2026, 9, '2026-09-25', 1, 'closed', ${now}, ${now}),
        (1, 'ตุลาคม 2569', 2570, 2026, 10, '2026-10-25', 2, 'closed', ${now}, ${now}),
        (2, 'พฤศจิกายน 2569', 2570, 2026, 11, '2026-11-25', 3, 'open', ${now}, null)
      returning id, (period_year * 12 + period_month - 1)::int as period`,
  );
  const cycleOf = (period: number) => cycles.find((c) => c.period === period)?.id as number;
  const toRead = sql`from meters m join clients c on c.id = m.client_id
    where m.removed_on is null and c.deleted_at is null and c.status_code in ('1_0', '1_1')`;
  const insert = (
    period: number,
    previous: ReturnType<typeof sql.raw>,
    used: ReturnType<typeof sql.raw>,
    extra = sql``,
  ) =>
    db.execute(sql`insert into meter_readings (cycle_id, meter_id, client_id, period,
        previous_reading, current_reading, units, read_at)
      select ${cycleOf(period)}, m.id, m.client_id, ${period}, ${previous}, ${previous} + ${used},
        ${used}, ${now}
      ${toRead} ${extra}`);
  await insert(BENCH_PERIODS.september, sql.raw('m.initial_reading'), units(7));
  await insert(
    BENCH_PERIODS.october,
    sql.raw('(m.initial_reading + (8 + (m.id * 7) % 28))'),
    units(11),
  );
  await insert(
    BENCH_PERIODS.november,
    sql.raw('(m.initial_reading + (8 + (m.id * 7) % 28) + (8 + (m.id * 11) % 28))'),
    units(13),
    sql`and (m.id * 7919) % 1000 < ${Math.round(recordedShare * 1000)}`,
  );
  await db.execute(sql.raw('vacuum analyze'));
  const [count] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n ${toRead}`);
  const waiting = await rawRows<{ meter_id: number; register: number }>(
    db,
    sql`select m.id as meter_id,
        m.initial_reading + (8 + (m.id * 7) % 28) + (8 + (m.id * 11) % 28) as register
      ${toRead}
      and not exists (select 1 from meter_readings r
        where r.meter_id = m.id and r.cycle_id = ${cycleOf(BENCH_PERIODS.november)})
      order by m.id`,
  );
  return {
    openCycleId: cycleOf(BENCH_PERIODS.november),
    metersToRead: count?.n ?? 0,
    waiting,
  };
}
