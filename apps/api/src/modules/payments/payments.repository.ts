import { type SQL, sql } from 'drizzle-orm';
import { intArray } from '../../db/array-literal.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { InvoiceKind } from '../../db/schema/invoices.ts';
import type { Tx } from '../../db/transaction.ts';
import type { AuditEntry } from '../audit/audit.repository.ts';
import { refreshClientDebtSql } from '../documents/client-debt.repository.ts';
import { dayClosedSql } from '../remittance/daily-close.repository.ts';
import { claimKeySql } from './idempotency.repository.ts';

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

/** The columns of an invoice being paid (`LockedInvoice`), from `invoices i`. */
const LOCKED_INVOICE = sql`select i.id, i.invoice_no, i.client_id, i.kind,
          coalesce(bc.bill_cycle_name, '') as bill_cycle_name,
          coalesce(bc.period_year * 12 + bc.period_month, 0)::int as period, i.units,
          i.bill_satang::float8 as bill_charge, i.fee_satang::float8 as fee_charge,
          i.vat_satang::float8 as vat_charge, i.total_satang::float8 as total_charge,
          (i.total_satang - i.credit_satang - i.partial_satang)::float8 as due_charge,
          i.receipt_id, r.receipt_no, i.cancelled_at is not null as cancelled,
          i.moved_to_plan_id is not null as in_plan,
          i.due_date::text as due_date
        from invoices i
        left join billing_cycles bc on bc.id = i.cycle_id
        left join receipts r on r.id = i.receipt_id`;

export type PayingClient = {
  id: number;
  memberId: number;
  fullname: string;
  house_no: string;
  address: string;
  area_name: string;
  fiscal_year_start_month: number;
};

/** The columns of the paying client (`PayingClient`): what the receipt prints. */
const PAYING_CLIENT = sql`select c.id, c.member_id as "memberId",
          trim(c.first_name || ' ' || c.last_name) as fullname, c.house_no, c.address,
          a.area_name,
          coalesce((select o.fiscal_year_start_month::int from organisation o where o.id = 1), 10)
            as fiscal_year_start_month
        from clients c join areas a on a.id = c.area_id`;

export type PaymentLocks = {
  /** False when the idempotency key was already taken: nothing was locked or read. */
  claimed: boolean;
  /** The invoices found among the ids, in id order; unknown ids are simply missing. */
  invoices: LockedInvoice[];
  /** Their client (the smallest id when several, which is refused), locked; null when none. */
  payer: PayingClient | null;
};

/**
 * The counter payment's first statement: claims the idempotency key (when there is one, see
 * `claimKeySql`), then locks the invoices to pay in id order, then their client, and reads
 * what the receipt prints. The lock order is the one everywhere: key, invoices by id (two
 * cashiers paying overlapping sets queue on the first shared invoice instead of deadlocking,
 * and a void takes a receipt's invoices the same way), the client last (payments and voids
 * of one client take turns, so "oldest first" is judged on settled data).
 *
 * One statement instead of three: the invoices are locked only once the key is claimed (their
 * scan waits on the claim's row), and the client only once every invoice is locked (its id
 * is the minimum over all of them). A key taken by a committed request locks nothing; the
 * caller reads its stored answer in a fresh statement (`findStoredAnswer`).
 */
export async function lockPayment(
  tx: Tx,
  values: {
    ids: readonly number[];
    claim: { accountId: number; key: string; requestHash: string } | null;
  },
): Promise<PaymentLocks> {
  const { claim } = values;
  const claimCte = claim
    ? sql`claim as (${claimKeySql(claim.accountId, claim.key, claim.requestHash)}),`
    : sql``;
  const claimed = claim ? sql`exists (select 1 from claim)` : sql`true`;
  const [row] = await rawRows<{ claimed: boolean; invoices: string; payer: string | null }>(
    tx,
    sql`with ${claimCte}
        locked as (
          ${LOCKED_INVOICE}
          where i.id = any(${intArray(values.ids)}::int[]) and ${claimed}
          order by i.id
          for update of i
        ),
        payer as (
          ${PAYING_CLIENT}
          where c.id = (select min(locked.client_id) from locked)
          for update of c
        )
        select ${claimed} as claimed,
          (select coalesce(json_agg(locked order by locked.id), '[]'::json) from locked)::text
            as invoices,
          (select row_to_json(payer) from payer)::text as payer`,
  );
  if (!row) throw new Error('payment lock statement returned no row');
  return {
    claimed: row.claimed,
    invoices: JSON.parse(row.invoices) as LockedInvoice[],
    payer: row.payer === null ? null : (JSON.parse(row.payer) as PayingClient),
  };
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
 * The WITH parts that write the receipt (`r`), its items and the invoices' paid marks, under a
 * provisional number ('pending/<id>', seq −id) that `numberReceipt` replaces before the
 * commit. Nothing is written unless `when` holds.
 */
function pendingReceiptParts(
  receipt: Omit<NewReceipt, 'outOfOrder'>,
  outOfOrder: SQL,
  when: SQL,
): SQL {
  const paidAt = receipt.paidAt.toISOString();
  const ids = intArray(receipt.items.map((i) => i.invoiceId));
  const amounts = intArray(receipt.items.map((i) => i.amount));
  return sql`v as (select nextval(pg_get_serial_sequence('receipts', 'id'))::int as id where ${when}),
        r as (
          insert into receipts (id, receipt_no, fiscal_year, seq, receipt_date, paid_at,
            client_id, amount_satang, received_satang, change_satang, payment_no, payee,
            collected_by, out_of_order)
          overriding system value
          select v.id, 'pending/' || v.id, ${receipt.fiscalYear}, -v.id, ${receipt.receiptDate},
            ${paidAt}, ${receipt.clientId}, ${receipt.amount}, ${receipt.received},
            ${receipt.change}, ${receipt.paymentNo}, ${receipt.payee}, ${receipt.collectedBy},
            ${outOfOrder}
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
        )`;
}

/**
 * Writes the receipt, its items and the invoices' paid marks in one statement, under a
 * provisional number that `numberReceipt` replaces before the commit. The real number is
 * taken last so the counter row stays locked for as short as possible; the provisional one
 * is never visible outside this transaction.
 */
export async function insertPendingReceipt(tx: Tx, receipt: NewReceipt): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`with ${pendingReceiptParts(receipt, sql`${receipt.outOfOrder}`, sql`true`)}
        select id from r`,
  );
  if (!row) throw new Error('receipt insert returned no row');
  return row.id;
}

export type CounterReceiptOutcome = {
  /** The pending receipt, or null when nothing was written (one of the reasons below). */
  id: number | null;
  /** The client's oldest unpaid invoice older than the newest one paid, if any. */
  olderUnpaid: string | null;
  /** The cashier has closed today's drawer (decision 021). */
  dayClosed: boolean;
};

/**
 * The counter payment's second statement, after `lockPayment`: a statement of its own after
 * the client lock, so its snapshot includes what a payment or void that held the lock
 * committed. It looks for an older unpaid invoice of the client outside the ones paid (the
 * receipt is marked out of order when there is one) and whether the cashier's day is
 * closed, and writes the pending receipt only when `proceed` holds, the day is open and no
 * older invoice is left unpaid unless `mayPayOutOfOrder`. The caller turns a receipt not
 * written into its refusal (and rolls back).
 */
export async function insertCounterReceipt(
  tx: Tx,
  receipt: Omit<NewReceipt, 'outOfOrder'>,
  checks: {
    proceed: boolean;
    mayPayOutOfOrder: boolean;
    cashierId: number;
    newest: { period: number; id: number };
  },
): Promise<CounterReceiptOutcome> {
  const ids = intArray(receipt.items.map((i) => i.invoiceId));
  const older = sql`exists (select 1 from older)`;
  const when = sql`${checks.proceed}::boolean and not exists (select 1 from closed)
    and (${checks.mayPayOutOfOrder}::boolean or not ${older})`;
  const [row] = await rawRows<{ id: number | null; older: string | null; closed: boolean }>(
    tx,
    sql`with older as (
          select i.invoice_no from invoices i left join billing_cycles bc on bc.id = i.cycle_id
          where i.client_id = ${receipt.clientId} and i.receipt_id is null
            and i.cancelled_at is null and i.moved_to_plan_id is null
            and not (i.id = any(${ids}::int[]))
            and (coalesce(bc.period_year * 12 + bc.period_month, 0), i.id)
                < (${checks.newest.period}::int, ${checks.newest.id}::int)
          order by bc.period_year nulls first, bc.period_month nulls first, i.id
          limit 1
        ),
        closed as (${dayClosedSql(checks.cashierId, receipt.receiptDate)}),
        ${pendingReceiptParts(receipt, older, when)}
        select (select id from r) as id, (select invoice_no from older) as older,
          exists (select 1 from closed) as closed`,
  );
  if (!row) throw new Error('counter receipt statement returned no row');
  return { id: row.id, olderUnpaid: row.older, dayClosed: row.closed };
}

/**
 * Takes the receipt's number and, in the same statement, writes it on the receipt, into the
 * stored idempotent answer and into the audit row. The counter row (document_numbers, the same
 * upsert as `takeDocumentNumbers`) is what every payment of the fiscal year queues on; doing
 * everything that needs the number in this one statement leaves only the commit after it, so
 * the lock is held for one round trip and the commit instead of four.
 *
 * With `refreshDebtOf`, the client's debt and status are refreshed in the same statement
 * (`refreshClientDebtSql`: it sees the invoices the receipt paid, written by an earlier
 * statement) and the audit row's `before` is `{ debt: [change] }` when they changed, else
 * null: the counter payment saves a round trip, and the counter row's lock lasts one
 * single-client refresh (an index lookup) longer.
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
    refreshDebtOf?: { clientId: number; today: string };
  },
): Promise<{ receipt_no: string; seq: number }> {
  const { audit, idempotency, refreshDebtOf } = values;
  const refreshed = refreshDebtOf
    ? sql`refreshed as (${refreshClientDebtSql([refreshDebtOf.clientId], refreshDebtOf.today)}),`
    : sql``;
  const before = refreshDebtOf
    ? sql`(select case when count(*) = 0 then null
             else jsonb_build_object('debt', jsonb_agg(to_jsonb(refreshed))) end
           from refreshed)`
    : sql`${audit.before == null ? null : JSON.stringify(audit.before)}::jsonb`;
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
    sql`with ${refreshed}
        n as (
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
            ${before},
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
