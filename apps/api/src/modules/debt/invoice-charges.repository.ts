import type { TInvoiceCharge, TInvoiceChargeLine } from '@prapa/contracts/invoice-charges';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

type ChargeRow = Omit<TInvoiceCharge, 'source_invoice_nos' | 'waived_at'> & {
  client_id: number;
  source_nos: string | null;
  waived_at_ms: number | null;
};

const toCharge = ({
  source_nos,
  waived_at_ms,
  client_id: _,
  ...row
}: ChargeRow): TInvoiceCharge => ({
  ...row,
  source_invoice_nos: source_nos ? source_nos.split(',') : [],
  waived_at: waived_at_ms === null ? null : new Date(waived_at_ms).toISOString(),
});

async function findCharges(db: Db, where: SQL, lock = false): Promise<ChargeRow[]> {
  return rawRows<ChargeRow>(
    db,
    sql`select ch.id, ch.kind, ch.amount_satang::float8 as amount_satang, ch.client_id,
          (select string_agg(s.invoice_no, ',' order by s.id) from invoices s
            where s.id = any(ch.source_invoice_ids)) as source_nos,
          ch.waived_at is not null as waived, ch.invoice_id, i.invoice_no,
          i.invoice_date::text as invoice_date,
          case when i.cancelled_at is not null then 'cancelled'
               when i.receipt_id is not null then 'paid'
               when i.moved_to_plan_id is not null then 'in_plan' else 'unpaid' end as invoice_status,
          extract(epoch from ch.waived_at)::float8 * 1000 as waived_at_ms,
          a.full_name as waived_by, ch.waive_reason
        from invoice_charges ch
        join invoices i on i.id = ch.invoice_id
        left join accounts a on a.id = ch.waived_by
        where ${where}
        order by ch.invoice_id desc, ch.id
        ${lock ? sql`for update of ch, i` : sql``}`,
  );
}

/** A member's fee lines, newest bill first (the billing page). */
export async function listClientCharges(db: Db, clientId: number): Promise<TInvoiceCharge[]> {
  return (await findCharges(db, sql`ch.client_id = ${clientId}`)).map(toCharge);
}

/** One fee line with its bill, locked for a waiver. */
export async function findChargeForUpdate(
  tx: Tx,
  id: number,
): Promise<(TInvoiceCharge & { client_id: number }) | null> {
  const [row] = await findCharges(tx, sql`ch.id = ${id}`, true);
  return row ? { ...toCharge(row), client_id: row.client_id } : null;
}

/** The fee lines of the given bills (print view, batch PDF), by bill. */
export async function listChargeLines(
  db: Db,
  invoiceIds: readonly number[],
): Promise<Map<number, TInvoiceChargeLine[]>> {
  const byInvoice = new Map<number, TInvoiceChargeLine[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await findCharges(db, sql`ch.invoice_id = any(${intArray(invoiceIds)}::int[])`);
  for (const row of rows) {
    const { id, kind, amount_satang, source_invoice_nos, waived } = toCharge(row);
    const list = byInvoice.get(row.invoice_id) ?? [];
    list.push({ id, kind, amount_satang, source_invoice_nos, waived });
    byInvoice.set(row.invoice_id, list);
  }
  return byInvoice;
}

/**
 * Marks the line waived and takes it off its unpaid bill's total. False (and nothing changed
 * on the bill) when the credit and part payments already on the bill exceed what it would ask
 * without the fee: the caller refuses the waiver.
 */
export async function waiveCharge(
  tx: Tx,
  charge: { id: number; invoice_id: number; amount_satang: number },
  by: number | null,
  reason: string,
  at: Date,
): Promise<boolean> {
  const lowered = await rawRows<{ id: number }>(
    tx,
    sql`update invoices set charges_satang = charges_satang - ${charge.amount_satang},
          total_satang = total_satang - ${charge.amount_satang}
        where id = ${charge.invoice_id}
          and credit_satang + partial_satang <= total_satang - ${charge.amount_satang}
        returning id`,
  );
  if (lowered.length === 0) return false;
  await tx.execute(
    sql`update invoice_charges set waived_at = ${at.toISOString()}::timestamptz,
          waived_by = ${by}, waive_reason = ${reason}
        where id = ${charge.id}`,
  );
  return true;
}
