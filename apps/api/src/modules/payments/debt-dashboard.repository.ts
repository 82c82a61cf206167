import type { TDebtSummaryRow, TUnpaidByCycleRow } from '@prapa/contracts/payments';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * The dashboard's money figures. Debt is read from `clients.debt_satang`, which every write
 * to invoices keeps equal to the client's unpaid invoices; per cycle it is summed from the
 * unpaid invoices themselves (partial index `invoices_unpaid_cycle_idx`).
 */

/** Clients who owe and who do not, among those not deleted (doughnut chart). */
export async function debtRatio(db: Db) {
  const [row] = await rawRows<{ with_debt: number; without_debt: number; debt_total: number }>(
    db,
    sql`select count(*) filter (where debt_satang > 0)::int as with_debt,
          count(*) filter (where debt_satang = 0)::int as without_debt,
          coalesce(sum(debt_satang), 0)::float8 as debt_total
        from clients where deleted_at is null`,
  );
  return row ?? { with_debt: 0, without_debt: 0, debt_total: 0 };
}

/** Per area (route order): clients who owe, unpaid invoices and their total. */
export function debtByArea(db: Db, areaId: number | undefined): Promise<TDebtSummaryRow[]> {
  return rawRows<TDebtSummaryRow>(
    db,
    sql`select a.id as area_id, a.area_code, a.area_name,
          count(distinct c.id) filter (where c.debt_satang > 0)::int as clients_with_debt,
          count(i.id)::int as unpaid_invoices,
          coalesce(sum(i.total_satang), 0)::float8 as unpaid
        from areas a
        left join clients c on c.area_id = a.id and c.deleted_at is null
        left join invoices i on i.client_id = c.id and i.receipt_id is null
          and i.cancelled_at is null
        ${areaId === undefined ? sql`` : sql`where a.id = ${areaId}`}
        group by a.id, a.area_code, a.area_name, a.route_order
        order by a.route_order, a.id`,
  );
}

/**
 * The last `count` billing cycles, newest first, with what is still unpaid of each; then the
 * unpaid balances brought forward by the data import (kind 'opening'), if any are left.
 */
export function unpaidByCycle(db: Db, count: number): Promise<TUnpaidByCycleRow[]> {
  return rawRows<TUnpaidByCycleRow>(
    db,
    sql`select * from (
          select 'water' as kind, bc.bill_cycle_no, bc.bill_cycle_name, bc.id as cycle_id,
            coalesce(u.unpaid, 0)::float8 as unpaid, coalesce(u.n, 0)::int as unpaid_invoices
          from (select * from billing_cycles
                order by period_year desc, period_month desc limit ${count}) bc
          left join lateral (
            select sum(i.total_satang) as unpaid, count(*) as n
            from invoices i where i.cycle_id = bc.id and i.receipt_id is null and i.cancelled_at is null
          ) u on true
          order by bc.period_year desc, bc.period_month desc
        ) cycles
        union all
        select 'opening', 0, '', null, sum(i.total_satang)::float8, count(*)::int
        from invoices i where i.kind = 'opening' and i.receipt_id is null and i.cancelled_at is null
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
