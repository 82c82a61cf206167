import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The generator's daily closes and remittances (docs/decisions/021): set-based statements over
 * the receipts already written, a month of them at a time. Every value is a date, a number or a
 * fixed Thai text, inlined as a literal like the other generator statements.
 */
const run = (db: Db | Tx, text: string) => db.execute(sql.raw(text));
const dateArray = (days: readonly (string | null)[]) =>
  `'{${days.map((d) => d ?? 'NULL').join(',')}}'::date[]`;
const textArray = (items: readonly string[]) =>
  `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(',')}]::text[]`;
/** A Bangkok wall-clock time on a day, as timestamptz (Bangkok is UTC+7, no daylight saving). */
const bangkokAt = (day: string, time: string) =>
  `((${day} + time '${time}') - interval '7 hours') at time zone 'UTC'`;

/** One in about forty generated closes is 20 baht short, with this reason on record. */
export const GENERATED_SHORTAGE_REASON = 'ทอนเงินเกินให้ผู้ใช้น้ำ นับเงินขาด 20 บาท';
const SHORTAGE_SATANG = 2_000;

/**
 * Days before `before` on which a cashier took money: each is one close per cashier. The
 * receipts were just written: their statistics first, so the month steps read them by date
 * through the indexes instead of scanning every receipt each time.
 */
export async function findCounterDays(db: Db, before: string): Promise<string[]> {
  await run(db, 'analyze receipts');
  const rows = await rawRows<{ day: string }>(
    db,
    sql`select distinct receipt_date::text as day from receipts
        where receipt_date < ${before}::date and collected_by is not null
          and seq > 0 and voided_at is null
        order by day`,
  );
  return rows.map((r) => r.day);
}

export type PlannedRemittance = { date: string; fiscalYear: number; seq: number; no: string };

export type CloseAndRemitInput = {
  /** The counter days closed in this step. */
  days: readonly string[];
  /** Per day, the remittance date that takes it, or null (closed, still waiting). */
  remitOn: readonly (string | null)[];
  /** One per distinct remittance date, numbered. */
  remittances: readonly PlannedRemittance[];
  /** Who makes the remittances and marks them received (an administrator), if any. */
  remitter: number | null;
};

/**
 * Closes every cashier-day of `days` with exactly the cash the system expects (one in about
 * forty 20 baht short, with its reason), links each live receipt to its close, then writes the
 * remittances, their lines (every receipt of the closes, once) and their totals from the
 * closes, marked received by finance on the day. Returns the closes written.
 */
export async function closeAndRemitDays(tx: Tx, input: CloseAndRemitInput): Promise<number> {
  if (input.days.length === 0) return 0;
  const days = dateArray(input.days);
  const [closes] = await rawRows<{ n: number }>(
    tx,
    sql.raw(`with made as (
        insert into cash_closes (cashier_id, close_date, receipt_count, expected_cash_satang,
          transfer_satang, counted_satang, difference_satang, reason, closed_at, closed_by)
        select x.cashier_id, x.d, x.n, x.cash, x.transfer, x.cash + x.diff, x.diff,
          case when x.diff <> 0 then '${GENERATED_SHORTAGE_REASON}' end,
          ${bangkokAt('x.d', '17:00')}, x.cashier_id
        from (
          select r.collected_by as cashier_id, r.receipt_date as d, count(*)::int as n,
            coalesce(sum(r.amount_satang) filter (where r.method = 'cash'), 0) as cash,
            coalesce(sum(r.amount_satang) filter (where r.method <> 'cash'), 0) as transfer,
            case when (r.collected_by * 7919 + (r.receipt_date - date '2000-01-01')) % 41 = 0
              and coalesce(sum(r.amount_satang) filter (where r.method = 'cash'), 0) >= ${SHORTAGE_SATANG}
              then -${SHORTAGE_SATANG} else 0 end as diff
          from receipts r
          where r.receipt_date = any(${days}) and r.collected_by is not null
            and r.seq > 0 and r.voided_at is null
          group by r.collected_by, r.receipt_date
        ) x
        returning 1)
      select count(*)::int as n from made`),
  );
  await run(
    tx,
    `insert into close_receipts (receipt_id, close_id)
      select r.id, c.id from cash_closes c
      join receipts r on r.collected_by = c.cashier_id and r.receipt_date = c.close_date
      where c.close_date = any(${days}) and r.seq > 0 and r.voided_at is null`,
  );
  if (input.remittances.length > 0) {
    const m = input.remittances;
    const by = input.remitter ?? 'null';
    await run(
      tx,
      `insert into remittances (remittance_no, fiscal_year, seq, remittance_date, cash_satang,
        transfer_satang, adjustment_satang, total_satang, line_count, created_by, created_at,
        received_on, deposit_slip_no, received_by)
      select m.no, m.fy, m.seq, m.d, t.cash, t.transfer, 0, t.cash + t.transfer, t.n, ${by},
        ${bangkokAt('m.d', '10:00')}, m.d, 'DEP' || to_char(m.d, 'YYYYMMDD'), ${by}
      from unnest(${dateArray(m.map((r) => r.date))}, '{${m.map((r) => r.fiscalYear).join(',')}}'::int[],
          '{${m.map((r) => r.seq).join(',')}}'::int[], ${textArray(m.map((r) => r.no))})
        as m(d, fy, seq, no)
      join (select x.remit_on, sum(c.expected_cash_satang) as cash,
              sum(c.transfer_satang) as transfer, sum(c.receipt_count)::int as n
            from cash_closes c
            join unnest(${days}, ${dateArray(input.remitOn)}) as x(d, remit_on) on c.close_date = x.d
            where x.remit_on is not null
            group by x.remit_on) t on t.remit_on = m.d`,
    );
    await run(
      tx,
      `update cash_closes c set remittance_id = m.id
      from unnest(${days}, ${dateArray(input.remitOn)}) as x(d, remit_on)
      join remittances m on m.remittance_date = x.remit_on
      where c.close_date = x.d`,
    );
    await run(
      tx,
      `insert into remittance_lines (remittance_id, receipt_id, kind, method, amount_satang)
      select c.remittance_id, r.id, 'receipt', r.method, r.amount_satang
      from cash_closes c join close_receipts cr on cr.close_id = c.id
      join receipts r on r.id = cr.receipt_id
      where c.close_date = any(${days}) and c.remittance_id is not null`,
    );
  }
  return closes?.n ?? 0;
}

/** The remittance settings' "starts on" moves back to the first generated counter day. */
export async function startRemittanceFrom(db: Db, day: string): Promise<void> {
  await db.execute(
    sql`update remittance_settings set starts_on = least(starts_on, ${day}::date) where id = 1`,
  );
}
