import { billCycleName } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import {
  type CancelledBill,
  findLedgerRows,
  type LedgerMonth,
  type LedgerRow,
} from '../ledger/ledger.repository.ts';
import { cancelledLedgerRow } from '../ledger/ledger-columns.ts';

export type MemberLedgerMonth = LedgerRow & {
  cycle_id: number;
  cycle_name: string;
  cancelled: boolean;
  cancel_reason: string | null;
};

type MemberCancelledBill = Omit<CancelledBill, 'client_id'> & { period: number };

/** The member's cancelled bills, by the month they belong to (cycle month, or invoice date). */
async function cancelledBills(db: Db, clientId: number): Promise<MemberCancelledBill[]> {
  return rawRows(
    db,
    sql`select coalesce(b.period_year * 12 + b.period_month - 1,
          (extract(year from i.invoice_date) * 12 + extract(month from i.invoice_date) - 1)::int)::int as period,
          i.invoice_no, i.previous_reading, i.current_reading, i.units, i.total_satang::float8 as total_satang,
          i.cancel_reason
        from invoices i left join billing_cycles b on b.id = i.cycle_id
        where i.client_id = ${clientId} and i.cancelled_at is not null
        order by i.id`,
  );
}

/**
 * The months of a member's ป.17: from the month of their first bill, cancelled or not (or opening balance)
 * to the current month (`today`), oldest first, so that a payment made after the newest
 * cycle's month still shows and the last balance carried is what the member owes today. A
 * month without a billing cycle has cycle id 0 (no bill of its own; payments only).
 */
async function ledgerMonths(
  db: Db,
  clientId: number,
  today: string,
): Promise<(LedgerMonth & { name: string | null })[]> {
  return rawRows(
    db,
    sql`with first as (
          select min(coalesce(b.period_year * 12 + b.period_month - 1,
              (extract(year from i.invoice_date) * 12 + extract(month from i.invoice_date) - 1)::int)) as p
          from invoices i left join billing_cycles b on b.id = i.cycle_id
          where i.client_id = ${clientId}
        ),
        last as (
          select greatest(
            (select max(b.period_year * 12 + b.period_month - 1) from billing_cycles b
             where exists (select 1 from invoices i where i.cycle_id = b.id)),
            (extract(year from ${today}::date) * 12 + extract(month from ${today}::date) - 1)::int) as p
        ),
        months as (
          select g.p, make_date(g.p / 12, g.p % 12 + 1, 1) as first
          from first, last, generate_series(first.p, last.p) as g(p)
        )
        select coalesce(b.id, 0) as "cycleId", m.p as period, m.first::text as first,
          (m.first + interval '1 month' - interval '1 day')::date::text as last,
          b.bill_cycle_name as name
        from months m
        left join billing_cycles b on b.period_year * 12 + b.period_month - 1 = m.p
        order by m.p`,
  );
}

/**
 * One ledger row per month for one member, from the ledger the report centre's form 17 uses
 * (modules/ledger): a member has a few dozen months, each one index range scan of their bills.
 */
export async function findMemberLedger(
  db: Db,
  clientId: number,
  today: string,
): Promise<MemberLedgerMonth[]> {
  const [months, cancelled] = await Promise.all([
    ledgerMonths(db, clientId, today),
    cancelledBills(db, clientId),
  ]);
  const rows: MemberLedgerMonth[] = [];
  for (const month of months) {
    const [row] = await findLedgerRows(db, month, [clientId], false);
    if (!row) continue;
    const cycleName = month.name ?? billCycleName(Math.floor(month.period / 12), month.period % 12);
    // A month's cancelled bills come first, so the month's live row (the re-issue) ends it.
    for (const bill of cancelled)
      if (bill.period === month.period)
        rows.push(cancelledLedgerRow(row, bill, month.cycleId, cycleName));
    rows.push({
      ...row,
      cycle_id: month.cycleId,
      cycle_name: cycleName,
      cancelled: false,
      cancel_reason: null,
    });
  }
  return rows;
}
