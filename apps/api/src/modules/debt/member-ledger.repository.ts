import { billCycleName } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { findLedgerRows, type LedgerMonth, type LedgerRow } from '../ledger/ledger.repository.ts';

export type MemberLedgerMonth = LedgerRow & { cycle_id: number; cycle_name: string };

/**
 * The months of a member's ป.17: from the month of their first live bill (or opening balance)
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
          where i.client_id = ${clientId} and i.cancelled_at is null
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
  const months = await ledgerMonths(db, clientId, today);
  const rows: MemberLedgerMonth[] = [];
  for (const month of months) {
    const [row] = await findLedgerRows(db, month, [clientId], false);
    if (row)
      rows.push({
        ...row,
        cycle_id: month.cycleId,
        cycle_name: month.name ?? billCycleName(Math.floor(month.period / 12), month.period % 12),
      });
  }
  return rows;
}
