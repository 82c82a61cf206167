import type { TDebtSummaryRow, TUnpaidByCycleRow } from '@prapa/contracts/payments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * The dashboard's money figures. Debt is read from `clients.debt_satang`, which every write
 * to invoices keeps equal to the client's live unpaid invoices, and owing from the status code
 * (`_1`: a bill past its due date, kept by the overdue refresh; decision 014). Per cycle and
 * for the overdue amounts it is summed from the live unpaid invoices themselves, with `today`
 * the Bangkok date against which due dates are compared.
 */

/** Members who owe (overdue), whose bills are only due, and who owe nothing (doughnut). */
export async function debtRatio(db: Db, today: string) {
  const [row] = await rawRows<{
    with_debt: number;
    with_due: number;
    without_debt: number;
    debt_total: number;
    overdue_total: number;
  }>(
    db,
    sql`select count(*) filter (where right(status_code, 1) = '1')::int as with_debt,
          count(*) filter (where right(status_code, 1) <> '1' and debt_satang > 0)::int as with_due,
          count(*) filter (where right(status_code, 1) <> '1' and debt_satang = 0)::int as without_debt,
          coalesce(sum(debt_satang), 0)::float8 as debt_total,
          (select coalesce(sum(i.total_satang), 0) from invoices i
             join clients d on d.id = i.client_id and d.deleted_at is null
           where i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null
             and i.due_date < ${today}::date)::float8 as overdue_total
        from clients where deleted_at is null`,
  );
  return row ?? { with_debt: 0, with_due: 0, without_debt: 0, debt_total: 0, overdue_total: 0 };
}

/** Per area (route order): clients who owe, unpaid invoices and their total, and what is overdue. */
export function debtByArea(
  db: Db,
  areaId: number | undefined,
  today: string,
): Promise<TDebtSummaryRow[]> {
  return rawRows<TDebtSummaryRow>(
    db,
    sql`select a.id as area_id, a.area_code, a.area_name,
          count(distinct c.id) filter (where c.debt_satang > 0)::int as clients_with_debt,
          count(distinct c.id) filter (where right(c.status_code, 1) = '1')::int as clients_overdue,
          count(i.id)::int as unpaid_invoices,
          coalesce(sum(i.total_satang), 0)::float8 as unpaid,
          coalesce(sum(i.total_satang) filter (where i.due_date < ${today}::date), 0)::float8
            as overdue
        from areas a
        left join clients c on c.area_id = a.id and c.deleted_at is null
        left join invoices i on i.client_id = c.id and i.receipt_id is null
          and i.cancelled_at is null and i.moved_to_plan_id is null
        ${areaId === undefined ? sql`` : sql`where a.id = ${areaId}`}
        group by a.id, a.area_code, a.area_name, a.route_order
        order by a.route_order, a.id`,
  );
}

/**
 * The last `count` billed cycles, newest first, with what is still unpaid of each and the part
 * past due; then the unpaid balances brought forward by the data import (kind 'opening'), if
 * any are left. A cycle with no invoice yet (just opened) is not among them, so it does not
 * push an older cycle that still has money owed out of the table.
 */
export function unpaidByCycle(db: Db, count: number, today: string): Promise<TUnpaidByCycleRow[]> {
  return rawRows<TUnpaidByCycleRow>(
    db,
    sql`select * from (
          select 'water' as kind, bc.bill_year::int as fiscal_year, bc.bill_cycle_no,
            bc.bill_cycle_name, bc.id as cycle_id,
            coalesce(u.unpaid, 0)::float8 as unpaid, coalesce(u.n, 0)::int as unpaid_invoices,
            coalesce(u.overdue, 0)::float8 as overdue
          from (select * from billing_cycles b
                where exists (select 1 from invoices i where i.cycle_id = b.id)
                order by period_year desc, period_month desc limit ${count}) bc
          left join lateral (
            select sum(i.total_satang) as unpaid, count(*) as n,
              sum(i.total_satang) filter (where i.due_date < ${today}::date) as overdue
            from invoices i
            where i.cycle_id = bc.id and i.receipt_id is null and i.cancelled_at is null
              and i.moved_to_plan_id is null
          ) u on true
          order by bc.period_year desc, bc.period_month desc
        ) cycles
        union all
        select 'opening', null, 0, '', null, sum(i.total_satang)::float8, count(*)::int,
          coalesce(sum(i.total_satang) filter (where i.due_date < ${today}::date), 0)::float8
        from invoices i
        where i.kind = 'opening' and i.receipt_id is null and i.cancelled_at is null
          and i.moved_to_plan_id is null
        having count(*) > 0`,
  );
}

/** Receipts of one Bangkok calendar day: those standing and those voided. */
export async function cashOfDay(db: Db, date: string) {
  const [row] = await rawRows<{ receipts: number; amount: number; voided: number }>(
    db,
    sql`select count(*) filter (where voided_at is null)::int as receipts,
          coalesce(sum(amount_satang) filter (where voided_at is null), 0)::float8 as amount,
          count(*) filter (where voided_at is not null)::int as voided
        from receipts where receipt_date = ${date}`,
  );
  return row ?? { receipts: 0, amount: 0, voided: 0 };
}
