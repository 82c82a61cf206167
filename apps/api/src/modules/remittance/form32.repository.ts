import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type Form32Cell = { row: string; col: string; amount: number; n: number };

/**
 * Money collected (receipts numbered and not voided — the receipts summary's rule) from `from`
 * to before `to`, per day or per month, and per area or per collector.
 */
export async function findForm32Cells(
  db: Db,
  q: { from: string; to: string; by: 'area' | 'collector'; per: 'day' | 'month' },
): Promise<Form32Cell[]> {
  const row = q.per === 'day' ? sql`r.receipt_date::text` : sql`to_char(r.receipt_date, 'YYYY-MM')`;
  const col = q.by === 'area' ? sql`c.area_id::text` : sql`coalesce(r.collected_by, 0)::text`;
  const join = q.by === 'area' ? sql`join clients c on c.id = r.client_id` : sql``;
  return rawRows<Form32Cell>(
    db,
    sql`select ${row} as row, ${col} as col, sum(r.amount_satang)::float8 as amount,
          count(*)::int as n
        from receipts r ${join}
        where r.receipt_date >= ${q.from}::date and r.receipt_date < ${q.to}::date
          and r.seq > 0 and r.voided_at is null
        group by 1, 2`,
  );
}

export async function findAreaColumns(db: Db) {
  return rawRows<{ key: string; label: string }>(
    db,
    sql`select id::text as key, area_code || ' ' || area_name as label from areas
        order by route_order nulls last, area_code, id`,
  );
}

export async function findCollectorNames(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return rawRows<{ key: string; label: string }>(
    db,
    sql`select id::text as key, full_name as label from accounts
        where id = any(${`{${ids.join(',')}}`}::int[]) order by full_name`,
  );
}

export type RegisterRow = {
  date: string;
  collector: string;
  first_seq: number;
  last_seq: number;
  first_no: string;
  last_no: string;
  count: number;
  voided: number;
  voided_nos: string[] | null;
  amount: number;
};

/** บัญชีคุมใบเสร็จ: the year's receipts per day and collector, numbers and voids. */
export async function findRegisterRows(db: Db, fiscalYear: number): Promise<RegisterRow[]> {
  return rawRows<RegisterRow>(
    db,
    sql`select r.receipt_date::text as date, r.payee as collector,
          min(r.seq)::int as first_seq, max(r.seq)::int as last_seq,
          (array_agg(r.receipt_no order by r.seq))[1] as first_no,
          (array_agg(r.receipt_no order by r.seq desc))[1] as last_no,
          count(*)::int as count, count(r.voided_at)::int as voided,
          array_agg(r.receipt_no order by r.seq) filter (where r.voided_at is not null) as voided_nos,
          coalesce(sum(r.amount_satang) filter (where r.voided_at is null), 0)::float8 as amount
        from receipts r
        where r.fiscal_year = ${fiscalYear} and r.seq > 0
        group by r.receipt_date, r.payee
        order by min(r.seq)`,
  );
}

/** Numbers the counter handed out with no receipt behind them (must stay empty). */
export async function findRegisterGaps(db: Db, fiscalYear: number) {
  const [counter] = await rawRows<{ last_no: number; prefix: string }>(
    db,
    sql`select coalesce((select last_no from document_numbers
          where kind = 'receipt' and fiscal_year = ${fiscalYear}), 0)::int as last_no,
          (select prefix from document_series where kind = 'receipt') as prefix`,
  );
  const gaps = await rawRows<{ n: number }>(
    db,
    sql`select g.n::int as n from generate_series(1, ${counter?.last_no ?? 0}) g(n)
        where not exists (select 1 from receipts r where r.fiscal_year = ${fiscalYear} and r.seq = g.n)
        order by g.n limit 1000`,
  );
  return {
    lastNo: counter?.last_no ?? 0,
    prefix: counter?.prefix ?? '',
    gaps: gaps.map((g) => g.n),
  };
}
