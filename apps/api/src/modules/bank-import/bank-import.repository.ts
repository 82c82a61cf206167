import { sql } from 'drizzle-orm';
import { intArray, nullableIntArray, textArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import type { AuditEntry } from '../audit/audit.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';

export type BankClientRow = { id: number; member_id: number; fullname: string };
export type BankInvoiceRow = {
  id: number;
  client_id: number;
  invoice_no: string;
  key: string;
  total_satang: number;
  /** Total less credit deducted and partial payments (decision 031). */
  due_satang: number;
  paid: boolean;
  cancelled: boolean;
};

/** The clients the file's Ref1 values name (deleted ones are unknown). */
export function findClientsByMemberIds(db: Db, memberIds: readonly number[]) {
  return rawRows<BankClientRow>(
    db,
    sql`select c.id, c.member_id::int as member_id, trim(c.first_name || ' ' || c.last_name) as fullname
        from clients c
        where c.member_id = any(${intArray(memberIds)}::int[]) and c.deleted_at is null`,
  );
}

/**
 * Every invoice of those clients, oldest first (cycle period, then id): the order "oldest
 * unpaid" means at the counter. With `lock`, the invoices are locked as they are read, in id
 * order (the order a cash payment takes them in, so the two cannot deadlock), then the
 * clients; the oldest-first order is made here rather than by a second pass in the database.
 */
export async function findInvoicesOfClients(
  db: Db,
  clientIds: readonly number[],
  lock = false,
): Promise<BankInvoiceRow[]> {
  const ids = intArray(clientIds);
  const rows = await rawRows<BankInvoiceRow & { py: number | null; pm: number | null }>(
    db,
    sql`select i.id, i.client_id, i.invoice_no, i.fiscal_year::int || '/' || i.seq::int as key,
          i.total_satang::float8 as total_satang,
          (i.total_satang - i.credit_satang - i.partial_satang)::float8 as due_satang,
          i.receipt_id is not null as paid,
          (i.cancelled_at is not null or i.moved_to_plan_id is not null) as cancelled,
          bc.period_year as py, bc.period_month as pm
        from invoices i left join billing_cycles bc on bc.id = i.cycle_id
        where i.client_id = any(${ids}::int[])
        order by i.id ${lock ? sql`for update of i` : sql``}`,
  );
  if (lock) {
    await rawRows(
      db,
      sql`select id from clients where id = any(${ids}::int[]) order by id for update`,
    );
  }
  // Invoices without a cycle (opening balances, instalments) first, as `nulls first` would.
  const period = (r: { py: number | null; pm: number | null }) =>
    r.py === null ? -1 : r.py * 100 + (r.pm ?? 0);
  rows.sort((a, b) => period(a) - period(b) || a.id - b.id);
  return rows.map(({ py: _py, pm: _pm, ...row }) => row);
}

/** The transaction keys of earlier imports among these (each payment applies once). */
export async function findKnownTxKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await rawRows<{ tx_key: string }>(
    db,
    sql`select tx_key from bank_import_lines
        where tx_key = any(${textArray(keys)}::text[])`,
  );
  return new Set(rows.map((r) => r.tx_key));
}

export async function importIdOfSha(db: Db, sha256: string): Promise<number | null> {
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`select id from bank_imports where sha256 = ${sha256}`,
  );
  return row?.id ?? null;
}

export async function fiscalStartMonth(db: Db): Promise<number> {
  const [row] = await rawRows<{ m: number }>(
    db,
    sql`select coalesce((select fiscal_year_start_month::int from organisation where id = 1), 10) as m`,
  );
  return row?.m ?? 10;
}

/** Rows per multi-row statement of a confirm: one parameter per column, any batch size. */
export const WRITE_BATCH = 5_000;

export function inBatches<T>(rows: readonly T[], size = WRITE_BATCH): T[][] {
  const batches: T[][] = [];
  for (let from = 0; from < rows.length; from += size) batches.push(rows.slice(from, from + size));
  return batches;
}

/** `count` receipt ids from the receipts' identity sequence, in order. */
export async function reserveReceiptIds(tx: Tx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await rawRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('receipts', 'id'))::int as id
        from generate_series(1, ${count}::int) order by 1`,
  );
  return rows.map((r) => r.id);
}

export type BankReceiptRow = {
  id: number;
  fiscalYear: number;
  receiptDate: string;
  /** ISO instant the bank took the money: the receipt's paid_at and bank_paid_at. */
  paidAt: string;
  clientId: number;
  bankCode: string;
  channel: string;
  bankRef: string;
  amount: number;
  /** What of `amount` became credit on the member (decision 031). */
  advance: number;
  payer: string;
  invoiceIds: readonly number[];
  invoiceTotals: readonly number[];
};

/**
 * The foreign keys that name a receipt, checked at the commit for the rest of the transaction
 * (migration 0037 made them deferrable): a bulk confirm writes what points at its receipts
 * first and the receipts themselves last, under their real numbers, so the year's counter row
 * (which every cash payment queues on) is held only for that last step.
 */
export async function deferReceiptReferences(tx: Tx): Promise<void> {
  await tx.execute(
    sql`set constraints receipt_items_receipt_id_receipts_id_fk,
          invoices_receipt_id_receipts_id_fk, bank_import_lines_receipt_id_receipts_id_fk,
          client_credits_receipt_id_receipts_id_fk deferred`,
  );
}

/**
 * The receipts' items and the invoices' paid marks, two multi-row statements per batch, for
 * receipts `insertBankReceipts` writes later in the same transaction (references deferred).
 */
export async function payBankInvoices(tx: Tx, rows: readonly BankReceiptRow[]): Promise<void> {
  for (const batch of inBatches(rows)) {
    const items = batch.flatMap((r) =>
      r.invoiceIds.map((invoiceId, i) => ({
        receiptId: r.id,
        invoiceId,
        amount: r.invoiceTotals[i] ?? 0,
        paidAt: r.paidAt,
      })),
    );
    const receiptIds = intArray(items.map((i) => i.receiptId));
    const invoiceIds = intArray(items.map((i) => i.invoiceId));
    await tx.execute(
      sql`insert into receipt_items (receipt_id, invoice_id, amount_satang)
          select x.receipt_id, x.invoice_id, x.amount
          from unnest(${receiptIds}::int[], ${invoiceIds}::int[],
            ${intArray(items.map((i) => i.amount))}::bigint[]) as x(receipt_id, invoice_id, amount)`,
    );
    await tx.execute(
      sql`update invoices set receipt_id = x.receipt_id, paid_at = x.at::timestamptz
          from unnest(${invoiceIds}::int[], ${receiptIds}::int[],
            ${textArray(items.map((i) => i.paidAt))}::text[]) as x(id, receipt_id, at)
          where invoices.id = x.id`,
    );
  }
}

/**
 * Writes one fiscal year's bank receipts under their real numbers, taken in one step
 * (`takeDocumentNumbers`: the next `rows.length` numbers, in the order of `rows`), and one
 * `receipt.issue` audit row each (`afters[i]` with the number added). The counter row stays
 * locked to the commit, so this runs last, as `numberReceipt` does for one receipt.
 */
export async function insertBankReceipts(
  tx: Tx,
  values: {
    fiscalYear: number;
    rows: readonly BankReceiptRow[];
    afters: readonly Record<string, unknown>[];
    payee: string;
    audit: Pick<AuditEntry, 'accountId' | 'ip' | 'requestId' | 'at'>;
  },
): Promise<void> {
  const { fiscalYear, rows, afters, audit } = values;
  if (rows.length === 0) return;
  const numbers = await takeDocumentNumbers(tx, 'receipt', fiscalYear, rows.length);
  const at = (audit.at ?? new Date()).toISOString();
  for (let from = 0; from < rows.length; from += WRITE_BATCH) {
    const batch = rows.slice(from, from + WRITE_BATCH);
    const col = <K extends keyof BankReceiptRow>(key: K) => batch.map((r) => r[key]);
    const receiptNos = batch.map((_, i) => numbers.format(from + i));
    await tx.execute(
      sql`insert into receipts (id, receipt_no, fiscal_year, seq, receipt_date, paid_at,
            client_id, method, bank_code, bank_channel, bank_paid_at, bank_ref, amount_satang,
            received_satang, change_satang, advance_satang, payment_no, payee, collected_by,
            out_of_order)
          overriding system value
          select x.id, x.no, ${fiscalYear}, x.seq, x.d::date, x.at::timestamptz, x.client_id,
            'bank', x.bank_code, x.channel, x.at::timestamptz, x.ref, x.amount, x.amount, 0,
            x.advance, x.payer, ${values.payee}, null::int, false
          from unnest(${intArray(col('id'))}::int[], ${textArray(receiptNos)}::text[],
            ${intArray(batch.map((_, i) => numbers.first + from + i))}::int[],
            ${textArray(col('receiptDate'))}::text[], ${textArray(col('paidAt'))}::text[],
            ${intArray(col('clientId'))}::int[], ${textArray(col('bankCode'))}::text[],
            ${textArray(col('channel'))}::text[], ${textArray(col('bankRef'))}::text[],
            ${intArray(col('amount'))}::bigint[], ${intArray(col('advance'))}::bigint[],
            ${textArray(col('payer'))}::text[])
            as x(id, no, seq, d, at, client_id, bank_code, channel, ref, amount, advance, payer)`,
    );
    await tx.execute(
      sql`insert into audit_log (at, account_id, action, entity, entity_id, before, after, ip,
            request_id)
          select ${at}, ${audit.accountId}, 'receipt.issue', 'receipt', x.id::text, null,
            x.after::jsonb, ${audit.ip ?? null}, ${audit.requestId ?? null}
          from unnest(${intArray(col('id'))}::int[],
            ${textArray(batch.map((_, i) => JSON.stringify({ ...afters[from + i], receipt_no: receiptNos[i] })))}::text[])
            as x(id, after)`,
    );
  }
}

/** What `insertBankLines` keeps of an evaluated line. */
export type BankLineRow = {
  record: number;
  paid_at: string | null;
  customer_name: string;
  ref1: string;
  ref2: string;
  kind: string;
  channel: string;
  amount_satang: number;
  verdict: string;
  outcome: string;
  client_id: number | null;
  invoice_ids: readonly number[];
  tx_key: string | null;
  credit_satang: number;
};

/** Every line of the file (held and rejected too), one multi-row statement per batch. */
export async function insertBankLines(
  tx: Tx,
  importId: number,
  lines: readonly BankLineRow[],
  receiptOf: ReadonlyMap<number, number>,
): Promise<void> {
  for (const batch of inBatches(lines)) {
    const col = <K extends keyof BankLineRow>(key: K) => batch.map((l) => l[key]);
    await tx.execute(
      sql`insert into bank_import_lines (import_id, record, paid_at, customer_name, ref1, ref2,
            kind, channel, amount_satang, verdict, outcome, client_id, invoice_ids, receipt_id,
            tx_key, credit_satang)
          select ${importId}, x.record, x.paid_at::timestamptz, x.customer_name, x.ref1, x.ref2,
            x.kind, x.channel, x.amount, x.verdict, x.outcome, x.client_id,
            x.invoice_ids::int[], x.receipt_id, x.tx_key, x.credit
          from unnest(${intArray(col('record'))}::int[], ${textArray(col('paid_at'))}::text[],
            ${textArray(col('customer_name'))}::text[], ${textArray(col('ref1'))}::text[],
            ${textArray(col('ref2'))}::text[], ${textArray(col('kind'))}::text[],
            ${textArray(col('channel'))}::text[], ${intArray(col('amount_satang'))}::bigint[],
            ${textArray(col('verdict'))}::text[], ${textArray(col('outcome'))}::text[],
            ${nullableIntArray(col('client_id'))}::int[],
            ${textArray(batch.map((l) => `{${l.invoice_ids.join(',')}}`))}::text[],
            ${nullableIntArray(batch.map((l) => receiptOf.get(l.record) ?? null))}::int[],
            ${textArray(col('tx_key'))}::text[], ${intArray(col('credit_satang'))}::bigint[])
            as x(record, paid_at, customer_name, ref1, ref2, kind, channel, amount, verdict,
              outcome, client_id, invoice_ids, receipt_id, tx_key, credit)`,
    );
  }
}
