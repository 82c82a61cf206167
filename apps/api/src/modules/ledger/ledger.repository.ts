import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * The individual debtor ledger (ป.17, ทะเบียนลูกหนี้รายตัว): for one member and one month, the
 * month's bill, the arrears brought forward, what was paid in the month and the arrears
 * carried to the next. Written once for the form 17 reports and for anything else that needs
 * a member's balance month by month (the debt account).
 *
 * The rules (docs/decisions/019):
 * - Only live invoices count (`cancelled_at is null`); a month's cancelled bills are listed
 *   beside it for the record (`findCancelledBills`), counted in nothing; a voided receipt pays nothing (voiding
 *   clears `invoices.receipt_id`, so an invoice's paying receipt is never a voided one).
 * - "This month's bill" = the member's water invoices of the month's billing cycle.
 * - "Earlier" invoices = water invoices of earlier cycles, and the opening balance (ยอดยกมา)
 *   dated on or before the month's last day.
 * - Brought forward = earlier invoices not paid by a receipt dated before the month's first day.
 * - Paid in the month = earlier and this month's invoices paid by a receipt dated in the month.
 * - Carried forward = brought forward + this month's total − paid in the month, which equals
 *   the earlier and this month's invoices not paid by a receipt dated on or before the last day.
 * - Instalment plans (docs/decisions/029): a bill a plan took over stays billed in its month
 *   and is never paid by itself; an instalment billed on a later bill (`instalment_satang`) or
 *   on a bill of its own (kind 'instalment') is not billed again — only what pays it counts, as
 *   paid. So "billed" is `total − instalment_satang`, "paid" the whole total of what a receipt
 *   paid, and a balance is billed − paid (without plans: the unpaid bills, as before), which
 *   equals the member's debt.
 * All amounts are satang.
 */
export type LedgerMonth = {
  cycleId: number;
  /** year × 12 + month − 1, as `meter_readings.period`. */
  period: number;
  /** First and last day of the month, ISO. */
  first: string;
  last: string;
};

export type LedgerRow = {
  client_id: number;
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area_id: number;
  status_code: string;
  invoice_no: string | null;
  previous_reading: number | null;
  current_reading: number | null;
  units: number;
  /** The tier charge, before the minimum. */
  water_satang: number;
  /** เพิ่มให้เต็มอัตราอย่างต่ำ: what the minimum charge added. */
  topup_satang: number;
  fee_satang: number;
  vat_satang: number;
  total_satang: number;
  brought_forward_satang: number;
  /** Brought forward + this month's total. */
  grand_total_satang: number;
  paid_satang: number;
  paid_on: string | null;
  receipt_nos: string | null;
  carried_forward_satang: number;
};

export async function findLedgerMonth(db: Db, cycleId: number): Promise<LedgerMonth | undefined> {
  const [row] = await rawRows<{ period: number; first: string; last: string }>(
    db,
    sql`select (period_year * 12 + period_month - 1)::int as period,
          make_date(period_year, period_month, 1)::text as first,
          (make_date(period_year, period_month, 1) + interval '1 month' - interval '1 day')::date::text as last
        from billing_cycles where id = ${cycleId}`,
  );
  return row ? { cycleId, ...row } : undefined;
}

/**
 * A cancelled bill `x` of the month: of the month's cycle, or (no cycle: an opening balance)
 * dated in the month, as the debt account places it.
 */
const cancelledIn = (month: LedgerMonth) => sql`(x.cancelled_at is not null
  and (x.cycle_id = ${month.cycleId}
    or (x.cycle_id is null and x.invoice_date between ${month.first}::date and ${month.last}::date)))`;

/** How many cancelled bills of the month the one client `c.id` has. */
const cancelledCount = (month: LedgerMonth) =>
  sql`(select count(*)::int from invoices x where x.client_id = c.id and ${cancelledIn(month)})`;

/**
 * The ledger sums of the one client `c.id` (used as a lateral subquery): one index range scan
 * of that client's invoices (invoices_client_idx), so a batch of 2,000 members costs 2,000
 * small lookups whatever the size of the invoices table. Always one row; `n` = 0 when the
 * client has no invoice up to the month.
 */
function ledgerSums(month: LedgerMonth): SQL {
  const this_ = sql`(i.cycle_id = ${month.cycleId})`;
  const earlier = sql`((i.kind = 'water' and b.period_year * 12 + b.period_month - 1 < ${month.period})
    or (i.kind = 'opening' and i.invoice_date <= ${month.last}::date))`;
  const paidBefore = sql`(r.receipt_date < ${month.first}::date)`;
  const paidIn = sql`(r.receipt_date between ${month.first}::date and ${month.last}::date)`;
  const paidBy = sql`(r.receipt_date <= ${month.last}::date)`;
  const billed = sql`(i.total_satang - i.instalment_satang)`;
  const planBill = sql`(i.kind = 'instalment' and i.invoice_date <= ${month.last}::date)`;
  return sql`select count(*)::int as n, ${cancelledCount(month)} as cancelled_n,
      string_agg(i.invoice_no, ' ' order by i.id) filter (where ${this_}) as invoice_no,
      min(i.previous_reading) filter (where ${this_}) as previous_reading,
      max(i.current_reading) filter (where ${this_}) as current_reading,
      coalesce(sum(i.units) filter (where ${this_}), 0)::int as units,
      coalesce(sum(i.bill_satang) filter (where ${this_}), 0)::float8 as bill_satang,
      coalesce(sum(case when ${this_} then (
          select coalesce(sum((x->>'amount_satang')::bigint), i.bill_satang)
          from jsonb_array_elements(i.tiers) x) end), 0)::float8 as water_satang,
      coalesce(sum(i.fee_satang) filter (where ${this_}), 0)::float8 as fee_satang,
      coalesce(sum(i.vat_satang) filter (where ${this_}), 0)::float8 as vat_satang,
      coalesce(sum(${billed}) filter (where ${this_}), 0)::float8 as total_satang,
      (coalesce(sum(${billed}) filter (where ${earlier}), 0)
        - coalesce(sum(i.total_satang) filter (where coalesce(${paidBefore}, false)), 0))::float8
        as brought_forward_satang,
      coalesce(sum(i.total_satang) filter (where coalesce(${paidIn}, false)), 0)::float8 as paid_satang,
      max(r.receipt_date) filter (where coalesce(${paidIn}, false))::text as paid_on,
      string_agg(distinct r.receipt_no, ' ') filter (where coalesce(${paidIn}, false)) as receipt_nos,
      (coalesce(sum(${billed}) filter (where ${this_} or ${earlier}), 0)
        - coalesce(sum(i.total_satang) filter (where coalesce(${paidBy}, false)), 0))::float8
        as carried_forward_satang
    from invoices i
    left join billing_cycles b on b.id = i.cycle_id
    left join receipts r on r.id = i.receipt_id
    where i.client_id = c.id and i.cancelled_at is null
      and (${this_} or ${earlier} or ${planBill})`;
}

const LEDGER_SELECT = sql`c.id as client_id, c.member_id, c.first_name, c.last_name, c.house_no,
  c.address, c.area_id, c.status_code, s.invoice_no, s.previous_reading, s.current_reading,
  coalesce(s.units, 0) as units, coalesce(s.water_satang, 0) as water_satang,
  coalesce(s.bill_satang, 0) - coalesce(s.water_satang, 0) as topup_satang, coalesce(s.fee_satang, 0) as fee_satang,
  coalesce(s.vat_satang, 0) as vat_satang, coalesce(s.total_satang, 0) as total_satang,
  coalesce(s.brought_forward_satang, 0) as brought_forward_satang,
  coalesce(s.brought_forward_satang, 0) + coalesce(s.total_satang, 0) as grand_total_satang,
  coalesce(s.paid_satang, 0) as paid_satang, s.paid_on, s.receipt_nos,
  coalesce(s.carried_forward_satang, 0) as carried_forward_satang`;

/**
 * Which members appear: every member not deleted who is active or has anything on the ledger
 * this month (a cancelled bill too); `debtorsOnly` keeps those carrying arrears to the next month.
 */
const ledgerWhere = (debtorsOnly: boolean) =>
  debtorsOnly
    ? sql`coalesce(s.carried_forward_satang, 0) > 0`
    : sql`(c.status_code like '1_%' or s.n > 0 or s.cancelled_n > 0)`;

/** The ledger rows of the given clients (a batch of a longer run), in the order given. */
export async function findLedgerRows(
  db: Db,
  month: LedgerMonth,
  clientIds: readonly number[],
  debtorsOnly: boolean,
): Promise<LedgerRow[]> {
  if (clientIds.length === 0) return [];
  const ids = sql`${`{${clientIds.join(',')}}`}::int[]`;
  return rawRows<LedgerRow>(
    db,
    sql`select ${LEDGER_SELECT}
        from unnest(${ids}) with ordinality as k(id, ord)
        join clients c on c.id = k.id
        cross join lateral (${ledgerSums(month)}) s
        where ${ledgerWhere(debtorsOnly)}
        order by k.ord`,
  );
}

/**
 * How many ledger rows each area has (for page counts and subtotals before streaming), and
 * how many cancelled-bill lines those members add (`marked`: printed, never counted).
 */
export async function countLedgerRowsByArea(
  db: Db,
  month: LedgerMonth,
  clientScope: SQL,
  debtorsOnly: boolean,
): Promise<{ area_id: number; n: number; marked: number }[]> {
  if (!debtorsOnly) {
    // Same members as ledgerWhere(false), without summing: active, any invoice so far, or a
    // bill of the month cancelled.
    return rawRows(
      db,
      sql`select c.area_id, count(*)::int as n, coalesce(sum(k.n), 0)::int as marked
          from clients c
          cross join lateral (select ${cancelledCount(month)} as n) k
          where c.deleted_at is null and ${clientScope}
            and (c.status_code like '1_%' or k.n > 0 or exists (
              select 1 from invoices i left join billing_cycles b on b.id = i.cycle_id
              where i.client_id = c.id and i.cancelled_at is null
                and (i.cycle_id = ${month.cycleId}
                  or (i.kind = 'water' and b.period_year * 12 + b.period_month - 1 < ${month.period})
                  or (i.kind = 'opening' and i.invoice_date <= ${month.last}::date))))
          group by c.area_id`,
    );
  }
  return rawRows(
    db,
    sql`select c.area_id, count(*)::int as n, coalesce(sum(s.cancelled_n), 0)::int as marked
        from clients c
        cross join lateral (${ledgerSums(month)}) s
        where c.deleted_at is null and ${clientScope} and ${ledgerWhere(debtorsOnly)}
        group by c.area_id`,
  );
}

export type CancelledBill = {
  client_id: number;
  invoice_no: string;
  previous_reading: number | null;
  current_reading: number | null;
  units: number;
  total_satang: number;
  cancel_reason: string | null;
};

/** The month's cancelled bills of the given clients, oldest first. */
export async function findCancelledBills(
  db: Db,
  month: LedgerMonth,
  clientIds: readonly number[],
): Promise<CancelledBill[]> {
  if (clientIds.length === 0) return [];
  const ids = sql`${`{${clientIds.join(',')}}`}::int[]`;
  return rawRows(
    db,
    sql`select x.client_id, x.invoice_no, x.previous_reading, x.current_reading, x.units,
          x.total_satang::float8 as total_satang, x.cancel_reason
        from invoices x
        where x.client_id = any(${ids}) and ${cancelledIn(month)}
        order by x.id`,
  );
}
