import type { TInvoice } from '@prapa/contracts/invoices';
import { billState } from '@prapa/domain/bill-state';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * The Bangkok calendar date of an instant as 'YYYY-MM-DD'. Thailand keeps UTC+7 all year, so
 * a fixed offset is exact and needs no time-zone database (as packages/domain/thai-date does).
 */
export const bangkokDate = (instant: SQL) =>
  sql`((${instant} at time zone 'UTC') + interval '7 hours')::date::text`;

/**
 * Invoices in the shape of `ZInvoice`, for the counter (unpaid, oldest first) and the client's
 * billing page (all, newest first). Amounts come back as float8: exact for any satang amount
 * below 2^53, and both drivers return it as a number.
 */
const INVOICE_COLUMNS = sql`
  i.id, i.invoice_no, i.invoice_date::text as invoice_date, i.due_date::text as due_date,
  i.kind, i.cycle_id, coalesce(bc.bill_cycle_name, '') as bill_cycle_name, i.client_id, c.member_id as "memberId",
  trim(c.first_name || ' ' || c.last_name) as fullname, c.house_no, c.area_id,
  a.area_name, i.meter_id, coalesce(m.meter_no, '') as "meterNo", i.previous_reading, i.current_reading,
  i.units, (i.units * 1000)::int as water_usage,
  i.bill_satang::float8 as bill_charge, i.fee_satang::float8 as fee_charge,
  i.vat_satang::float8 as vat_charge, i.total_satang::float8 as total_charge,
  i.credit_satang::float8 as credit_satang, i.partial_satang::float8 as partial_satang,
  (i.total_satang - i.credit_satang - i.partial_satang)::float8 as due_satang,
  i.instalment_satang::float8 as instalment_charge, i.moved_to_plan_id is not null as in_plan,
  i.debt_satang::float8 as debt_total,
  (i.debt_satang + i.total_satang)::float8 as billing_total,
  (extract(epoch from i.paid_at) * 1000)::float8 as paid_at_ms,
  ${bangkokDate(sql`i.paid_at`)} as paid_date,
  i.receipt_id, r.receipt_no,
  (extract(epoch from i.cancelled_at) * 1000)::float8 as cancelled_at_ms, i.cancel_reason,
  ri.invoice_no as replaces_invoice_no,
  (select n.invoice_no from invoices n where n.replaces_invoice_id = i.id
    order by n.id desc limit 1) as replaced_by_invoice_no,
  i.cancelled_at is not null as cancelled`;

const INVOICE_FROM = sql`
  from invoices i
  left join billing_cycles bc on bc.id = i.cycle_id
  join clients c on c.id = i.client_id
  join areas a on a.id = c.area_id
  left join meters m on m.id = i.meter_id
  left join receipts r on r.id = i.receipt_id
  left join invoices ri on ri.id = i.replaces_invoice_id`;

/**
 * Oldest first means the billing month first; the id breaks ties within one cycle. An opening
 * balance (ยอดยกมา, no cycle) is older than any bill.
 */
export const OLDEST_FIRST = sql`bc.period_year nulls first, bc.period_month nulls first, i.id`;

type InvoiceRowData = Omit<TInvoice, 'status' | 'paid' | 'paid_at' | 'cancelled_at' | 'overdue'> & {
  paid_at_ms: number | null;
  cancelled_at_ms: number | null;
  cancelled: boolean;
};

function toInvoice(row: InvoiceRowData, today: string): TInvoice {
  const { paid_at_ms, cancelled_at_ms, cancelled, ...rest } = row;
  const paid = row.receipt_id !== null;
  return {
    ...rest,
    status: cancelled_at_ms !== null ? 'cancelled' : paid ? 'paid' : 'unpaid',
    paid,
    paid_at: paid_at_ms === null ? null : new Date(paid_at_ms).toISOString(),
    cancelled_at: cancelled_at_ms === null ? null : new Date(cancelled_at_ms).toISOString(),
    overdue:
      !row.in_plan && billState({ dueDate: row.due_date, paid, cancelled }, today) === 'overdue',
  };
}

async function findInvoices(db: Db, where: SQL, order: SQL, today: string): Promise<TInvoice[]> {
  const rows = await rawRows<InvoiceRowData>(
    db,
    sql`select ${INVOICE_COLUMNS} ${INVOICE_FROM} where ${where} order by ${order}`,
  );
  return rows.map((row) => toInvoice(row, today));
}

/** A client's live unpaid invoices, oldest first: what the counter offers to pay. */
export function findUnpaidInvoices(db: Db, clientId: number, today: string): Promise<TInvoice[]> {
  return findInvoices(
    db,
    sql`i.client_id = ${clientId} and i.receipt_id is null and i.cancelled_at is null
      and i.moved_to_plan_id is null`,
    OLDEST_FIRST,
    today,
  );
}

/** Every invoice of a client, newest first (billing page). */
export function findClientInvoices(db: Db, clientId: number, today: string): Promise<TInvoice[]> {
  return findInvoices(
    db,
    sql`i.client_id = ${clientId}`,
    sql`bc.period_year desc nulls last, bc.period_month desc nulls last, i.id desc`,
    today,
  );
}

export async function clientExists(db: Db, clientId: number): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select id from clients where id = ${clientId}`,
  );
  return rows.length > 0;
}
