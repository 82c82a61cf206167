import { sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { InvoiceKind } from '../../db/schema/invoices.ts';
import type { Tx } from '../../db/transaction.ts';
import type { AuditEntry } from '../audit/audit.repository.ts';

export type LockedInvoice = {
  id: number;
  invoice_no: string;
  client_id: number;
  kind: InvoiceKind;
  /** '' for an opening balance (ยอดยกมา). */
  bill_cycle_name: string;
  /** period_year × 12 + period_month (0 for an opening balance): "older" compares this, then the id. */
  period: number;
  units: number;
  bill_charge: number;
  fee_charge: number;
  vat_charge: number;
  total_charge: number;
  /** What is still asked: total less credit deducted and partial payments (decision 031). */
  due_charge: number;
  receipt_id: number | null;
  receipt_no: string | null;
  /** Cancelled (ยกเลิก): no longer owed, cannot be paid. */
  cancelled: boolean;
  /** Taken over by an instalment plan: owed through the plan, never paid by itself. */
  in_plan: boolean;
  /** ISO date; the receipt says "paid on time" only when no due date had passed. */
  due_date: string;
};

/**
 * Locks the invoices to pay, in id order: two cashiers paying overlapping sets queue on the
 * first shared invoice instead of deadlocking. Unknown ids are simply missing from the result.
 */
export function lockInvoicesForPayment(tx: Tx, ids: readonly number[]): Promise<LockedInvoice[]> {
  return rawRows<LockedInvoice>(
    tx,
    sql`select i.id, i.invoice_no, i.client_id, i.kind, coalesce(bc.bill_cycle_name, '') as bill_cycle_name,
          coalesce(bc.period_year * 12 + bc.period_month, 0)::int as period, i.units,
          i.bill_satang::float8 as bill_charge, i.fee_satang::float8 as fee_charge,
          i.vat_satang::float8 as vat_charge, i.total_satang::float8 as total_charge,
          (i.total_satang - i.credit_satang - i.partial_satang)::float8 as due_charge,
          i.receipt_id, r.receipt_no, i.cancelled_at is not null as cancelled,
          i.moved_to_plan_id is not null as in_plan,
          i.due_date::text as due_date
        from invoices i
        left join billing_cycles bc on bc.id = i.cycle_id
        left join receipts r on r.id = i.receipt_id
        where i.id = any(${intArray(ids)}::int[])
        order by i.id
        for update of i`,
  );
}

export type PayingClient = {
  id: number;
  memberId: number;
  fullname: string;
  house_no: string;
  address: string;
  area_name: string;
  fiscal_year_start_month: number;
};

/**
 * Locks the client row, so payments and voids of one client take turns and "oldest first" is
 * judged on settled data, and reads what the receipt prints.
 */
export async function lockPayingClient(tx: Tx, clientId: number): Promise<PayingClient | null> {
  const [row] = await rawRows<PayingClient>(
    tx,
    sql`select c.id, c.member_id as "memberId",
          trim(c.first_name || ' ' || c.last_name) as fullname, c.house_no, c.address,
          a.area_name,
          coalesce((select o.fiscal_year_start_month::int from organisation o where o.id = 1), 10)
            as fiscal_year_start_month
        from clients c join areas a on a.id = c.area_id
        where c.id = ${clientId}
        for update of c`,
  );
  return row ?? null;
}

/**
 * The oldest unpaid invoice of the client outside `ids` that is older than the newest one
 * being paid. A statement of its own after the client lock: its snapshot then includes what
 * a payment or void that held the lock committed.
 */
export async function findOlderUnpaid(
  tx: Tx,
  clientId: number,
  paying: { ids: readonly number[]; newestPeriod: number; newestId: number },
): Promise<string | null> {
  const [row] = await rawRows<{ invoice_no: string }>(
    tx,
    sql`select i.invoice_no from invoices i left join billing_cycles bc on bc.id = i.cycle_id
        where i.client_id = ${clientId} and i.receipt_id is null and i.cancelled_at is null
          and i.moved_to_plan_id is null
          and not (i.id = any(${intArray(paying.ids)}::int[]))
          and (coalesce(bc.period_year * 12 + bc.period_month, 0), i.id)
              < (${paying.newestPeriod}::int, ${paying.newestId}::int)
        order by bc.period_year nulls first, bc.period_month nulls first, i.id
        limit 1`,
  );
  return row?.invoice_no ?? null;
}

export type NewReceipt = {
  fiscalYear: number;
  receiptDate: string;
  paidAt: Date;
  clientId: number;
  amount: number;
  received: number;
  change: number;
  paymentNo: string;
  payee: string;
  collectedBy: number | null;
  outOfOrder: boolean;
  items: readonly { invoiceId: number; amount: number }[];
};

/**
 * Writes the receipt, its items and the invoices' paid marks in one statement, under a
 * provisional number ('pending/<id>', seq −id) that `numberReceipt` replaces before the commit.
 * The real number is taken last so the counter row stays locked for as short as possible;
 * the provisional one is never visible outside this transaction.
 */
export async function insertPendingReceipt(tx: Tx, receipt: NewReceipt): Promise<number> {
  const paidAt = receipt.paidAt.toISOString();
  const ids = intArray(receipt.items.map((i) => i.invoiceId));
  const amounts = intArray(receipt.items.map((i) => i.amount));
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`with v as (select nextval(pg_get_serial_sequence('receipts', 'id'))::int as id),
        r as (
          insert into receipts (id, receipt_no, fiscal_year, seq, receipt_date, paid_at,
            client_id, amount_satang, received_satang, change_satang, payment_no, payee,
            collected_by, out_of_order)
          overriding system value
          select v.id, 'pending/' || v.id, ${receipt.fiscalYear}, -v.id, ${receipt.receiptDate},
            ${paidAt}, ${receipt.clientId}, ${receipt.amount}, ${receipt.received},
            ${receipt.change}, ${receipt.paymentNo}, ${receipt.payee}, ${receipt.collectedBy},
            ${receipt.outOfOrder}
          from v
          returning id
        ),
        items as (
          insert into receipt_items (receipt_id, invoice_id, amount_satang)
          select r.id, x.invoice_id, x.amount
          from r, unnest(${ids}::int[], ${amounts}::bigint[]) as x(invoice_id, amount)
        ),
        paid as (
          update invoices set receipt_id = r.id, paid_at = ${paidAt}
          from r where invoices.id = any(${ids}::int[])
        )
        select id from r`,
  );
  if (!row) throw new Error('receipt insert returned no row');
  return row.id;
}

/**
 * Takes the receipt's number and, in the same statement, writes it on the receipt, into the
 * stored idempotent answer and into the audit row. The counter row (document_numbers, the same
 * upsert as `takeDocumentNumbers`) is what every payment of the fiscal year queues on; doing
 * everything that needs the number in this one statement leaves only the commit after it, so
 * the lock is held for one round trip and the commit instead of four.
 *
 * The number is formatted as `formatDocumentNo` does with the receipt series' prefix
 * ('RC2570/000123', wider past 999,999); the tests compare the two.
 */
export async function numberReceipt(
  tx: Tx,
  values: {
    id: number;
    fiscalYear: number;
    idempotency: { accountId: number; key: string; response: unknown } | null;
    audit: AuditEntry;
  },
): Promise<{ receipt_no: string; seq: number }> {
  const { audit, idempotency } = values;
  const stored = idempotency
    ? sql`, stored as (
          update idempotency_keys set status_code = 200,
            response = jsonb_set(${JSON.stringify(idempotency.response)}::jsonb,
              '{data,receipt_no}', to_jsonb(f.receipt_no))
          from f
          where account_id = ${idempotency.accountId} and key = ${idempotency.key}
        )`
    : sql``;
  const [row] = await rawRows<{ receipt_no: string; seq: number }>(
    tx,
    sql`with n as (
          insert into document_numbers (kind, fiscal_year, last_no)
          values ('receipt', ${values.fiscalYear}, 1)
          on conflict (kind, fiscal_year)
          do update set last_no = document_numbers.last_no + 1
          returning last_no
        ),
        f as (
          select n.last_no as seq,
            s.prefix || ${String(values.fiscalYear)} || '/' ||
              lpad(n.last_no::text, greatest(6, length(n.last_no::text)), '0') as receipt_no
          from n join document_series s on s.kind = 'receipt'
        ),
        numbered as (
          update receipts set receipt_no = f.receipt_no, seq = f.seq
          from f where receipts.id = ${values.id}
        )${stored},
        audited as (
          insert into audit_log (at, account_id, action, entity, entity_id, before, after, ip,
            request_id)
          select ${(audit.at ?? new Date()).toISOString()}, ${audit.accountId}, ${audit.action},
            ${audit.entity}, ${audit.entityId == null ? null : String(audit.entityId)},
            ${audit.before == null ? null : JSON.stringify(audit.before)}::jsonb,
            jsonb_set(${JSON.stringify(audit.after ?? {})}::jsonb, '{receipt_no}',
              to_jsonb(f.receipt_no)),
            ${audit.ip ?? null}, ${audit.requestId ?? null}
          from f
        )
        select receipt_no, seq::int as seq from f`,
  );
  if (!row) throw new Error('receipt number statement returned no row');
  return row;
}
