import { sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/array-literal.ts';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type BankClientRow = { id: number; member_id: number; fullname: string };
export type BankInvoiceRow = {
  id: number;
  client_id: number;
  invoice_no: string;
  key: string;
  total_satang: number;
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
          i.total_satang::float8 as total_satang, i.receipt_id is not null as paid,
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
