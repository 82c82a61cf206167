import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';
import type { AuditEntry } from '../audit/audit.repository.ts';

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
 * unpaid" means at the counter. With `lock`, the invoices are locked in id order first, the
 * order a cash payment takes them in, so the two cannot deadlock.
 */
export async function findInvoicesOfClients(
  db: Db,
  clientIds: readonly number[],
  lock = false,
): Promise<BankInvoiceRow[]> {
  const ids = intArray(clientIds);
  if (lock) {
    await rawRows(
      db,
      sql`select id from invoices where client_id = any(${ids}::int[]) order by id for update`,
    );
    await rawRows(
      db,
      sql`select id from clients where id = any(${ids}::int[]) order by id for update`,
    );
  }
  return rawRows<BankInvoiceRow>(
    db,
    sql`select i.id, i.client_id, i.invoice_no, i.fiscal_year::int || '/' || i.seq::int as key,
          i.total_satang::float8 as total_satang,
          (i.total_satang - i.credit_satang - i.partial_satang)::float8 as due_satang,
          i.receipt_id is not null as paid,
          (i.cancelled_at is not null or i.moved_to_plan_id is not null) as cancelled
        from invoices i left join billing_cycles bc on bc.id = i.cycle_id
        where i.client_id = any(${ids}::int[])
        order by bc.period_year nulls first, bc.period_month nulls first, i.id`,
  );
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
  payer: string;
  invoiceIds: readonly number[];
  invoiceTotals: readonly number[];
};

/**
 * Writes bank receipts under provisional numbers ('pending/<id>', seq −id, as
 * `insertPendingReceipt` does for one), their items and the invoices' paid marks: three
 * multi-row statements per batch. `numberBankReceipts` gives the real numbers last.
 */
export async function insertBankReceipts(
  tx: Tx,
  rows: readonly BankReceiptRow[],
  payee: string,
): Promise<void> {
  for (const batch of inBatches(rows)) {
    const col = <K extends keyof BankReceiptRow>(key: K) => batch.map((r) => r[key]);
    await tx.execute(
      sql`insert into receipts (id, receipt_no, fiscal_year, seq, receipt_date, paid_at,
            client_id, method, bank_code, bank_channel, bank_paid_at, bank_ref, amount_satang,
            received_satang, change_satang, payment_no, payee, collected_by, out_of_order)
          overriding system value
          select x.id, 'pending/' || x.id, x.fy, -x.id, x.d::date, x.at::timestamptz,
            x.client_id, 'bank', x.bank_code, x.channel, x.at::timestamptz, x.ref, x.amount,
            x.amount, 0, x.payer, ${payee}, null::int, false
          from unnest(${intArray(col('id'))}::int[], ${intArray(col('fiscalYear'))}::int[],
            ${textArray(col('receiptDate'))}::text[], ${textArray(col('paidAt'))}::text[],
            ${intArray(col('clientId'))}::int[], ${textArray(col('bankCode'))}::text[],
            ${textArray(col('channel'))}::text[], ${textArray(col('bankRef'))}::text[],
            ${intArray(col('amount'))}::bigint[], ${textArray(col('payer'))}::text[])
            as x(id, fy, d, at, client_id, bank_code, channel, ref, amount, payer)`,
    );
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
 * Gives the receipts of one fiscal year their numbers in one statement: the next `ids.length`
 * numbers of the receipt series, in the order of `ids`, written on the receipts and into one
 * `receipt.issue` audit row each (`afters[i]` with the number added). The counter row is what
 * every payment of the year queues on, so this runs last, just before the commit, as
 * `numberReceipt` does for one receipt.
 */
export async function numberBankReceipts(
  tx: Tx,
  values: {
    fiscalYear: number;
    ids: readonly number[];
    afters: readonly unknown[];
    audit: Pick<AuditEntry, 'accountId' | 'ip' | 'requestId' | 'at'>;
  },
): Promise<void> {
  const { fiscalYear, ids, audit } = values;
  if (ids.length === 0) return;
  await tx.execute(
    sql`with n as (
          insert into document_numbers (kind, fiscal_year, last_no)
          values ('receipt', ${fiscalYear}, ${ids.length})
          on conflict (kind, fiscal_year)
          do update set last_no = document_numbers.last_no + excluded.last_no
          returning last_no
        ),
        f as (
          select x.id, (n.last_no - ${ids.length} + x.ord)::int as seq, x.after
          from n, unnest(${intArray(ids)}::int[],
            ${textArray(values.afters.map((a) => JSON.stringify(a)))}::text[])
            with ordinality as x(id, after, ord)
        ),
        g as (
          select f.id, f.seq, f.after, s.prefix || ${String(fiscalYear)} || '/' ||
            lpad(f.seq::text, greatest(6, length(f.seq::text)), '0') as receipt_no
          from f join document_series s on s.kind = 'receipt'
        ),
        numbered as (
          update receipts set receipt_no = g.receipt_no, seq = g.seq
          from g where receipts.id = g.id
        )
        insert into audit_log (at, account_id, action, entity, entity_id, before, after, ip,
          request_id)
        select ${(audit.at ?? new Date()).toISOString()}, ${audit.accountId}, 'receipt.issue',
          'receipt', g.id::text, null,
          jsonb_set(g.after::jsonb, '{receipt_no}', to_jsonb(g.receipt_no)),
          ${audit.ip ?? null}, ${audit.requestId ?? null}
        from g`,
  );
}
