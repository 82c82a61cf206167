import type { TCloseRecord } from '@prapa/contracts/remittance';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Tx } from '../../db/transaction.ts';

export type DayReceipt = {
  id: number;
  receipt_no: string;
  paid_at: number;
  payer: string;
  method: string;
  amount: number;
  voided: boolean;
  adjusted: boolean;
};

/** A cashier's numbered receipts of one day, in number order; `lock` for the close itself. */
export async function findDayReceipts(
  db: Db | Tx,
  cashierId: number,
  date: string,
  lock = false,
): Promise<DayReceipt[]> {
  return rawRows<DayReceipt>(
    db,
    sql`select r.id, r.receipt_no, extract(epoch from r.paid_at)::float8 * 1000 as paid_at,
          r.payment_no as payer, r.method, r.amount_satang::float8 as amount,
          r.voided_at is not null as voided,
          exists (select 1 from void_adjustments va where va.receipt_id = r.id) as adjusted
        from receipts r
        where r.collected_by = ${cashierId} and r.receipt_date = ${date}::date and r.seq > 0
        order by r.seq${lock ? sql` for update of r` : sql``}`,
  );
}

const CLOSE_SELECT = sql`select c.id, c.cashier_id, coalesce(a.full_name, '') as cashier,
    c.close_date::text as close_date, c.receipt_count, c.expected_cash_satang::float8 as expected_cash,
    c.transfer_satang::float8 as transfer, c.counted_satang::float8 as counted,
    c.difference_satang::float8 as difference, c.reason, c.denominations,
    to_char(c.closed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as closed_at,
    m.remittance_no
  from cash_closes c
  left join accounts a on a.id = c.cashier_id
  left join remittances m on m.id = c.remittance_id`;

export async function findCloses(db: Db | Tx, where: SQL): Promise<TCloseRecord[]> {
  return rawRows<TCloseRecord>(
    db,
    sql`${CLOSE_SELECT} where ${where} order by c.close_date, a.full_name, c.id`,
  );
}

export async function findCashierName(db: Db, id: number): Promise<string | null> {
  const [row] = await rawRows<{ full_name: string }>(
    db,
    sql`select full_name from accounts where id = ${id}`,
  );
  return row?.full_name ?? null;
}

export type NewClose = {
  cashierId: number;
  date: string;
  receiptIds: number[];
  expectedCash: number;
  transfer: number;
  counted: number;
  reason: string | null;
  denominations: Record<string, number> | null;
  at: Date;
  by: number;
};

/** Writes the close and the receipts it counted; the unique (cashier, day) refuses a second. */
export async function insertClose(tx: Tx, c: NewClose): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`insert into cash_closes (cashier_id, close_date, receipt_count, expected_cash_satang,
          transfer_satang, counted_satang, difference_satang, reason, denominations, closed_at, closed_by)
        values (${c.cashierId}, ${c.date}::date, ${c.receiptIds.length}, ${c.expectedCash},
          ${c.transfer}, ${c.counted}, ${c.counted - c.expectedCash}, ${c.reason},
          ${c.denominations === null ? null : JSON.stringify(c.denominations)}::jsonb,
          ${c.at.toISOString()}::timestamptz, ${c.by})
        on conflict (cashier_id, close_date) do nothing
        returning id`,
  );
  if (!row) return 0;
  if (c.receiptIds.length > 0) {
    await tx.execute(
      sql`insert into close_receipts (receipt_id, close_id)
          select unnest(${`{${c.receiptIds.join(',')}}`}::int[]), ${row.id}`,
    );
  }
  return row.id;
}

/**
 * Has this cashier closed this day? One row when so (a payment after the close is refused;
 * the counter payment runs this inside its WITH).
 */
export function dayClosedSql(cashierId: number, date: string): SQL {
  return sql`select 1 as one from cash_closes where cashier_id = ${cashierId} and close_date = ${date}::date`;
}

/**
 * A receipt voided after its day was closed: the money had been counted, so the next
 * remittance carries it back as a negative line. Returns the close's id, or null when the
 * receipt's day was not closed (then the void simply leaves it out of the close).
 */
export async function addVoidAdjustment(
  tx: Tx,
  receiptId: number,
  at: Date,
): Promise<number | null> {
  const [row] = await rawRows<{ close_id: number }>(
    tx,
    sql`insert into void_adjustments (receipt_id, close_id, amount_satang, voided_at)
        select cr.receipt_id, cr.close_id, -r.amount_satang, ${at.toISOString()}::timestamptz
        from close_receipts cr join receipts r on r.id = cr.receipt_id
        where cr.receipt_id = ${receiptId}
        returning close_id`,
  );
  return row?.close_id ?? null;
}
