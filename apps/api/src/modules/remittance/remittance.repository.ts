import type { TRemittanceSettings, TRemittanceSummary } from '@prapa/contracts/remittance';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

export async function findSettings(db: Db | Tx): Promise<TRemittanceSettings> {
  const [row] = await rawRows<TRemittanceSettings>(
    db,
    sql`select cycle_days::int, deadline_days::int, starts_on::text from remittance_settings where id = 1`,
  );
  return row ?? { cycle_days: 1, deadline_days: 1, starts_on: '2000-01-01' };
}

export async function saveSettings(tx: Tx, s: TRemittanceSettings, at: Date): Promise<void> {
  await tx.execute(
    sql`insert into remittance_settings (id, cycle_days, deadline_days, starts_on, updated_at)
        values (1, ${s.cycle_days}, ${s.deadline_days}, ${s.starts_on}::date, ${at.toISOString()}::timestamptz)
        on conflict (id) do update set cycle_days = excluded.cycle_days,
          deadline_days = excluded.deadline_days, starts_on = excluded.starts_on,
          updated_at = excluded.updated_at`,
  );
}

export async function findHolidays(db: Db | Tx, year?: number) {
  const where = year === undefined ? sql`true` : sql`extract(year from day) = ${year}`;
  return rawRows<{ day: string; name: string }>(
    db,
    sql`select day::text, name from holidays where ${where} order by day`,
  );
}

export async function upsertHoliday(tx: Tx, day: string, name: string): Promise<void> {
  await tx.execute(
    sql`insert into holidays (day, name) values (${day}::date, ${name})
        on conflict (day) do update set name = excluded.name`,
  );
}

export async function deleteHoliday(tx: Tx, day: string): Promise<boolean> {
  const rows = await rawRows<{ day: string }>(
    tx,
    sql`delete from holidays where day = ${day}::date returning day::text`,
  );
  return rows.length > 0;
}

export type PendingDayRow = {
  date: string;
  closed: number;
  open: number;
  cash: number;
  transfer: number;
  receipts: number;
  bank: number;
};

/**
 * Days with money not yet remitted since `startsOn`: closes not remitted, receipts of
 * cashier-days not closed yet (not voided), and bank receipts (no cashier, never closed:
 * docs/decisions/021) not remitted yet, by their receipt date. Cash and transfer apart by the
 * receipt's method.
 */
export async function findPendingDays(db: Db | Tx, startsOn: string): Promise<PendingDayRow[]> {
  return rawRows<PendingDayRow>(
    db,
    sql`select d::text as date, sum(closed)::int as closed, sum(open)::int as open,
          sum(cash)::float8 as cash, sum(transfer)::float8 as transfer, sum(n)::int as receipts, sum(bank)::int as bank
        from (
          select close_date as d, 1 as closed, 0 as open, expected_cash_satang as cash,
            transfer_satang as transfer, receipt_count as n, 0 as bank
          from cash_closes where remittance_id is null and close_date >= ${startsOn}::date
          union all
          select r.receipt_date, 0, count(distinct r.collected_by),
            coalesce(sum(r.amount_satang) filter (where r.method = 'cash'), 0),
            coalesce(sum(r.amount_satang) filter (where r.method <> 'cash'), 0), count(*),
            count(*) filter (where r.method = 'bank')
          from receipts r
          where r.seq > 0 and r.voided_at is null and r.receipt_date >= ${startsOn}::date
            and not exists (select 1 from cash_closes c
              where c.cashier_id = r.collected_by and c.close_date = r.receipt_date)
            and not exists (select 1 from remittance_lines l
              where l.receipt_id = r.id and l.kind = 'receipt')
          group by r.receipt_date
        ) x
        group by d order by d`,
  );
}

/**
 * Bank receipts waiting to be remitted: numbered, not voided, counted by no close (they have
 * no cashier), dated from `startsOn` up to `upTo`, and in no remittance yet.
 */
const bankRemittable = (startsOn: string, upTo: string) =>
  sql`r.seq > 0 and r.method = 'bank' and r.voided_at is null
    and r.receipt_date >= ${startsOn}::date and r.receipt_date <= ${upTo}::date
    and not exists (select 1 from close_receipts cr where cr.receipt_id = r.id)
    and not exists (select 1 from remittance_lines l where l.receipt_id = r.id and l.kind = 'receipt')`;

/**
 * Receipts remitted without a close (bank receipts) and voided since: the money went out with
 * a remittance, so the next one carries it back as a negative line, once (no void line yet).
 * A closed receipt's void follows `void_adjustments` instead.
 */
const bankVoidDue = sql`r.voided_at is not null
    and exists (select 1 from remittance_lines l where l.receipt_id = r.id and l.kind = 'receipt')
    and not exists (select 1 from remittance_lines l where l.receipt_id = r.id and l.kind = 'void')
    and not exists (select 1 from void_adjustments va where va.receipt_id = r.id)`;

export async function findPendingAdjustments(db: Db | Tx) {
  const [row] = await rawRows<{ n: number; total: number }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(amount), 0)::float8 as total from (
          select amount_satang as amount from void_adjustments where remittance_id is null
          union all
          select -r.amount_satang from receipts r where ${bankVoidDue}
        ) x`,
  );
  return row ?? { n: 0, total: 0 };
}

/**
 * What a new remittance takes, locked: closes, void adjustments, bank receipts and voids of
 * remitted bank receipts. Remitters take turns (a transaction-scoped advisory lock), so the
 * second one finds nothing left (bank receipts have no row of their own to mark).
 */
export async function lockRemittable(tx: Tx, startsOn: string, upTo: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('remittance'))`);
  const closes = await rawRows<{ id: number; close_date: string }>(
    tx,
    sql`select id, close_date::text from cash_closes
        where remittance_id is null and close_date <= ${upTo}::date order by id for update`,
  );
  const adjustments = await rawRows<{ receipt_id: number }>(
    tx,
    sql`select receipt_id from void_adjustments where remittance_id is null
        order by receipt_id for update`,
  );
  // A void waiting on a receipt's lock lands after this remittance, then follows as a void line.
  const bank = await rawRows<{ id: number; receipt_date: string }>(
    tx,
    sql`select r.id, r.receipt_date::text from receipts r
        where ${bankRemittable(startsOn, upTo)} order by r.id for update of r`,
  );
  const bankVoids = await rawRows<{ id: number }>(
    tx,
    sql`select r.id from receipts r where ${bankVoidDue} order by r.id for update of r`,
  );
  return {
    closes,
    adjustments: adjustments.map((a) => a.receipt_id),
    bank,
    bankVoids: bankVoids.map((b) => b.id),
  };
}

export async function fiscalStartMonth(db: Db | Tx): Promise<number> {
  const [row] = await rawRows<{ m: number }>(
    db,
    sql`select coalesce((select fiscal_year_start_month::int from organisation where id = 1), 10) as m`,
  );
  return row?.m ?? 10;
}

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * Writes the remittance and its lines: every receipt of the closes once, every adjustment
 * once (the lines' primary key refuses a receipt remitted twice), then its totals from them.
 */
export async function insertRemittance(
  tx: Tx,
  r: {
    no: string;
    fiscalYear: number;
    seq: number;
    date: string;
    closeIds: number[];
    adjustmentIds: number[];
    bankIds: number[];
    bankVoidIds: number[];
    at: Date;
    by: number;
  },
): Promise<{
  id: number;
  cash: number;
  transfer: number;
  adjustment: number;
  total: number;
  lines: number;
}> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into remittances (remittance_no, fiscal_year, seq, remittance_date, cash_satang,
          transfer_satang, adjustment_satang, total_satang, line_count, created_by, created_at)
        values (${r.no}, ${r.fiscalYear}, ${r.seq}, ${r.date}::date, 0, 0, 0, 0, 0, ${r.by},
          ${r.at.toISOString()}::timestamptz)
        returning id`,
  );
  const id = row?.id as number;
  await tx.execute(
    sql`insert into remittance_lines (remittance_id, receipt_id, kind, method, amount_satang)
        select ${id}::int, r.id, 'receipt'::text, r.method, r.amount_satang
        from close_receipts cr join receipts r on r.id = cr.receipt_id
        where cr.close_id = any(${intArray(r.closeIds)}::int[])
        union all
        select ${id}::int, r.id, 'void'::text, r.method, va.amount_satang
        from void_adjustments va join receipts r on r.id = va.receipt_id
        where va.receipt_id = any(${intArray(r.adjustmentIds)}::int[])
        union all
        select ${id}::int, r.id, 'receipt'::text, r.method, r.amount_satang
        from receipts r where r.id = any(${intArray(r.bankIds)}::int[])
        union all
        select ${id}::int, r.id, 'void'::text, r.method, -r.amount_satang
        from receipts r where r.id = any(${intArray(r.bankVoidIds)}::int[])`,
  );
  await tx.execute(
    sql`update cash_closes set remittance_id = ${id} where id = any(${intArray(r.closeIds)}::int[])`,
  );
  await tx.execute(
    sql`update void_adjustments set remittance_id = ${id}
        where receipt_id = any(${intArray(r.adjustmentIds)}::int[])`,
  );
  const [totals] = await rawRows<{
    cash: number;
    transfer: number;
    adjustment: number;
    total: number;
    lines: number;
  }>(
    tx,
    sql`update remittances m set cash_satang = t.cash, transfer_satang = t.transfer,
          adjustment_satang = t.adjustment, total_satang = t.cash + t.transfer + t.adjustment,
          line_count = t.lines
        from (select coalesce(sum(amount_satang) filter (where kind = 'receipt' and method = 'cash'), 0) as cash,
                coalesce(sum(amount_satang) filter (where kind = 'receipt' and method <> 'cash'), 0) as transfer,
                coalesce(sum(amount_satang) filter (where kind = 'void'), 0) as adjustment,
                count(*) as lines
              from remittance_lines where remittance_id = ${id}) t
        where m.id = ${id}
        returning m.cash_satang::float8 as cash, m.transfer_satang::float8 as transfer,
          m.adjustment_satang::float8 as adjustment, m.total_satang::float8 as total,
          m.line_count as lines`,
  );
  return { id, ...(totals as NonNullable<typeof totals>) };
}

const SUMMARY = sql`select m.id, m.remittance_no, m.remittance_date::text as remittance_date,
    m.cash_satang::float8 as cash, m.transfer_satang::float8 as transfer,
    m.adjustment_satang::float8 as adjustment, m.total_satang::float8 as total, m.line_count,
    coalesce(a.full_name, '') as created_by, m.received_on::text as received_on, m.deposit_slip_no
  from remittances m left join accounts a on a.id = m.created_by`;

export async function findRemittances(
  db: Db | Tx,
  where: SQL = sql`true`,
): Promise<TRemittanceSummary[]> {
  return rawRows<TRemittanceSummary>(
    db,
    sql`${SUMMARY} where ${where} order by m.id desc limit 500`,
  );
}

export async function findRemittanceLines(db: Db | Tx, id: number) {
  return rawRows<{
    receipt_id: number;
    receipt_no: string;
    receipt_date: string;
    payer: string;
    method: string;
    kind: 'receipt' | 'void';
    amount: number;
    collector: string;
  }>(
    db,
    sql`select l.receipt_id, r.receipt_no, r.receipt_date::text, r.payment_no as payer, l.method,
          l.kind, l.amount_satang::float8 as amount, r.payee as collector
        from remittance_lines l join receipts r on r.id = l.receipt_id
        where l.remittance_id = ${id}
        order by l.kind, r.fiscal_year, r.seq`,
  );
}

export async function findRemittanceDays(db: Db | Tx, id: number): Promise<string[]> {
  const rows = await rawRows<{ d: string }>(
    db,
    sql`select close_date::text as d from cash_closes where remittance_id = ${id}
        union
        select r.receipt_date::text from remittance_lines l join receipts r on r.id = l.receipt_id
        where l.remittance_id = ${id} and l.kind = 'receipt'
          and not exists (select 1 from close_receipts cr where cr.receipt_id = r.id)
        order by d`,
  );
  return rows.map((r) => r.d);
}

export async function markReceived(
  tx: Tx,
  id: number,
  v: { receivedOn: string; slip: string; by: number },
): Promise<'ok' | 'missing' | 'already'> {
  const rows = await rawRows<{ received: boolean }>(
    tx,
    sql`select received_on is not null as received from remittances where id = ${id} for update`,
  );
  if (rows.length === 0) return 'missing';
  if (rows[0]?.received) return 'already';
  await tx.execute(
    sql`update remittances set received_on = ${v.receivedOn}::date, deposit_slip_no = ${v.slip},
          received_by = ${v.by} where id = ${id}`,
  );
  return 'ok';
}
