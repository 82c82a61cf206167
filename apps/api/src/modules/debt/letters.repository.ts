import type { TLetterKind } from '@prapa/contracts/debt';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { type DebtLetterItem, debtLetters } from '../../db/schema/debt.ts';
import type { Tx } from '../../db/transaction.ts';

export type MemberLetter = {
  id: number;
  kind: TLetterKind;
  letter_no: string;
  issued_on: string;
  pay_by: string;
  amount_satang: number;
  months: number;
  batch_no: number;
  issued_by: string | null;
};

/** A member's letters, newest first. */
export async function findLettersOf(db: Db, clientId: number): Promise<MemberLetter[]> {
  return rawRows<MemberLetter>(
    db,
    sql`select k.id, k.kind, k.letter_no, k.issued_on::text as issued_on, k.pay_by::text as pay_by,
          k.amount_satang::float8 as amount_satang, k.months, k.batch_no, a.full_name as issued_by
        from debt_letters k left join accounts a on a.id = k.issued_by
        where k.client_id = ${clientId} order by k.id desc`,
  );
}

/** The bills a letter lists: each overdue bill of the members, oldest first. */
export async function findOverdueItems(
  db: Db,
  clientIds: readonly number[],
  today: string,
): Promise<Map<number, DebtLetterItem[]>> {
  const rows = await rawRows<DebtLetterItem & { client_id: number; period: number | null }>(
    db,
    sql`select i.client_id, i.invoice_no, i.due_date::text as due_date,
          i.total_satang::float8 as amount_satang,
          (b.period_year * 12 + b.period_month - 1)::int as period, '' as label
        from invoices i left join billing_cycles b on b.id = i.cycle_id
        where i.client_id = any(${`{${clientIds.join(',')}}`}::int[])
          and i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null
          and i.due_date < ${today}::date
        order by i.client_id, i.due_date, i.id`,
  );
  const byClient = new Map<number, DebtLetterItem[]>();
  for (const row of rows) {
    const list = byClient.get(row.client_id) ?? [];
    list.push({
      invoice_no: row.invoice_no,
      label: row.period === null ? '' : String(row.period),
      due_date: row.due_date,
      amount_satang: row.amount_satang,
    });
    byClient.set(row.client_id, list);
  }
  return byClient;
}

export type NewLetter = typeof debtLetters.$inferInsert;

export async function insertLetters(tx: Tx, letters: readonly NewLetter[]): Promise<number[]> {
  if (letters.length === 0) return [];
  const ids: number[] = [];
  // Chunks keep each statement's parameter count well under PostgreSQL's 65,535.
  for (let i = 0; i < letters.length; i += 1000) {
    const rows = await tx
      .insert(debtLetters)
      .values(letters.slice(i, i + 1000))
      .returning({ id: debtLetters.id });
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

export async function nextBatchNo(tx: Tx): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    tx,
    sql`select nextval('debt_letter_batch_seq')::int as n`,
  );
  return row!.n;
}

export async function setBatchFile(db: Db, batchNo: number, fileId: number): Promise<void> {
  await db.execute(sql`update debt_letters set file_id = ${fileId} where batch_no = ${batchNo}`);
}

/** The batch's PDF in the file room, if it was made and not deleted. */
export async function findBatchFile(db: Db, batchNo: number): Promise<number | undefined> {
  const [row] = await rawRows<{ file_id: number }>(
    db,
    sql`select k.file_id from debt_letters k join files f on f.id = k.file_id
        where k.batch_no = ${batchNo} and f.deleted_at is null limit 1`,
  );
  return row?.file_id;
}

/** How many letters a batch has (0: no such batch). */
export async function countBatch(db: Db, batchNo: number): Promise<number> {
  const [row] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from debt_letters where batch_no = ${batchNo}`,
  );
  return row?.n ?? 0;
}

export type LetterForPrint = {
  id: number;
  client_id: number;
  kind: TLetterKind;
  letter_no: string;
  issued_on: string;
  pay_by: string;
  seq: number;
  months: number;
  amount_satang: number;
  items: DebtLetterItem[];
  member_id: number;
  first_name: string;
  last_name: string;
  house_no: string;
  address: string;
  area_name: string;
};

/**
 * Letters of a batch (or one letter) in their number order, with what the page prints; `page`
 * reads a batch a part at a time (a batch is one fiscal year's numbers, so `seq` orders it).
 */
export async function findLettersForPrint(
  db: Db,
  where: { batchNo: number } | { id: number },
  page?: { afterSeq: number; limit: number },
): Promise<LetterForPrint[]> {
  const filter = 'batchNo' in where ? sql`k.batch_no = ${where.batchNo}` : sql`k.id = ${where.id}`;
  const part = page ? sql`and k.seq > ${page.afterSeq}` : sql``;
  const limit = page ? sql`limit ${page.limit}` : sql``;
  return rawRows<LetterForPrint>(
    db,
    sql`select k.id, k.client_id, k.kind, k.letter_no, k.issued_on::text as issued_on,
          k.pay_by::text as pay_by, k.seq, k.months, k.amount_satang::float8 as amount_satang, k.items,
          c.member_id, c.first_name, c.last_name, c.house_no, c.address,
          coalesce(a.area_name, '') as area_name
        from debt_letters k join clients c on c.id = k.client_id
        left join areas a on a.id = c.area_id
        where ${filter} ${part} order by k.fiscal_year, k.seq ${limit}`,
  );
}
