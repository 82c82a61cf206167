import type { TReceipt, TReceiptSummaryRow } from '@prapa/contracts/payments';
import { bahtText } from '@prapa/domain/baht-text';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** A receipt as listed and printed, without its items. */
const RECEIPT_COLUMNS = sql`
  r.id, r.receipt_no, r.receipt_date::text as receipt_date,
  (extract(epoch from r.paid_at) * 1000)::float8 as paid_at_ms,
  r.client_id, c.member_id as "memberId", trim(c.first_name || ' ' || c.last_name) as fullname,
  c.house_no, c.address, a.area_name,
  r.amount_satang::float8 as amount_paid, r.received_satang::float8 as received,
  r.change_satang::float8 as "leftOver", r.payment_no, r.payee, r.collected_by,
  coalesce(acc.user_name, '') as collect_by, r.out_of_order, r.copies_printed,
  (extract(epoch from r.voided_at) * 1000)::float8 as voided_at_ms, r.void_reason,
  r.method, r.bank_code, r.bank_channel, r.bank_ref, r.advance_satang::float8 as advance_satang,
  (extract(epoch from r.bank_paid_at) * 1000)::float8 as bank_paid_at_ms,
  (select count(*)::int from receipt_items ri where ri.receipt_id = r.id) as invoice_count`;

const RECEIPT_FROM = sql`
  from receipts r
  join clients c on c.id = r.client_id
  join areas a on a.id = c.area_id
  left join accounts acc on acc.id = r.collected_by`;

export type ReceiptRowData = Omit<
  TReceiptSummaryRow,
  'paid_at' | 'voided' | 'voided_at' | 'bank_paid_at'
> & {
  paid_at_ms: number;
  bank_paid_at_ms: number | null;
  voided_at_ms: number | null;
  collected_by: number | null;
};

export function toReceiptSummaryRow(row: ReceiptRowData): TReceiptSummaryRow {
  const { paid_at_ms, voided_at_ms, bank_paid_at_ms, collected_by: _collectedBy, ...rest } = row;
  return {
    ...rest,
    bank_paid_at: bank_paid_at_ms === null ? null : new Date(bank_paid_at_ms).toISOString(),
    paid_at: new Date(paid_at_ms).toISOString(),
    voided: voided_at_ms !== null,
    voided_at: voided_at_ms === null ? null : new Date(voided_at_ms).toISOString(),
  };
}

export function findReceiptRows(db: Db, where: SQL, order: SQL, limit?: number) {
  return rawRows<ReceiptRowData>(
    db,
    sql`select ${RECEIPT_COLUMNS} ${RECEIPT_FROM} where ${where} order by ${order}
        ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
}

type ReceiptItemRow = TReceipt['items'][number] & { receipt_id: number };

/** The invoices a receipt paid, in the order they were billed (kept after a void). */
function findReceiptItems(db: Db, receiptId: number) {
  return rawRows<ReceiptItemRow>(
    db,
    sql`select ri.receipt_id, i.id as invoice_id, i.invoice_no, i.kind,
          coalesce(bc.bill_cycle_name, '') as bill_cycle_name, i.units,
          i.bill_satang::float8 as bill_charge, i.fee_satang::float8 as fee_charge,
          i.vat_satang::float8 as vat_charge, ri.amount_satang::float8 as amount,
          i.due_date::text as due_date
        from receipt_items ri
        join invoices i on i.id = ri.invoice_id
        left join billing_cycles bc on bc.id = i.cycle_id
        where ri.receipt_id = ${receiptId}
        order by bc.period_year nulls first, bc.period_month nulls first, i.id`,
  );
}

/** One receipt with its items and the amount in Thai words; null when there is none. */
export async function findReceipt(db: Db, id: number): Promise<TReceipt | null> {
  const [row] = await findReceiptRows(db, sql`r.id = ${id}`, sql`r.id`);
  if (!row) return null;
  const items = await findReceiptItems(db, id);
  const { invoice_count: _count, ...receipt } = toReceiptSummaryRow(row);
  return {
    ...receipt,
    items: items.map(({ receipt_id: _receiptId, ...item }) => item),
    amount_text: bahtText(receipt.amount_paid),
  };
}

/** The receipt that paid an invoice (the latest one when an earlier receipt was voided). */
export async function findReceiptOfInvoice(
  db: Db,
  invoiceId: number,
): Promise<{ receipt_id: number; receipt_no: string } | null> {
  const [row] = await rawRows<{ receipt_id: number; receipt_no: string }>(
    db,
    sql`select r.id as receipt_id, r.receipt_no
        from invoices i join receipts r on r.id = i.receipt_id
        where i.id = ${invoiceId}`,
  );
  return row ?? null;
}

export async function invoiceExists(db: Db, invoiceId: number): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select id from invoices where id = ${invoiceId}`,
  );
  return rows.length > 0;
}

/** A receipt locked for a change (reprint count, void), in the caller's transaction. */
export async function lockReceipt(
  tx: Db,
  id: number,
): Promise<{ id: number; receipt_no: string; client_id: number; voided: boolean } | null> {
  const [row] = await rawRows<{
    id: number;
    receipt_no: string;
    client_id: number;
    voided: boolean;
  }>(
    tx,
    sql`select id, receipt_no, client_id, voided_at is not null as voided
        from receipts where id = ${id} for update`,
  );
  return row ?? null;
}

export async function countReprint(tx: Db, id: number): Promise<number> {
  const [row] = await rawRows<{ copies_printed: number }>(
    tx,
    sql`update receipts set copies_printed = copies_printed + 1 where id = ${id}
        returning copies_printed`,
  );
  return row?.copies_printed ?? 0;
}

/**
 * Voids a receipt: it keeps its number and items, and its invoices return to unpaid. Locks the
 * invoices in id order and then the client, the order a payment takes them in, so a payment
 * and a void of the same client cannot deadlock. Returns the invoice ids set back to unpaid.
 */
export async function voidReceiptRows(
  tx: Db,
  values: { id: number; clientId: number; at: Date; by: number | null; reason: string },
): Promise<number[]> {
  await rawRows(
    tx,
    sql`select id from invoices where receipt_id = ${values.id} order by id for update`,
  );
  await rawRows(tx, sql`select id from clients where id = ${values.clientId} for update`);
  await tx.execute(
    sql`update receipts set voided_at = ${values.at.toISOString()}, voided_by = ${values.by},
          void_reason = ${values.reason}
        where id = ${values.id}`,
  );
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`update invoices set receipt_id = null, paid_at = null
        where receipt_id = ${values.id} returning id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
