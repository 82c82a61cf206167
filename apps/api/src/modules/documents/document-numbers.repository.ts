import { formatDocumentNo } from '@prapa/domain/document-number';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { DocumentKind } from '../../db/schema/document-numbers.ts';
import type { Tx } from '../../db/transaction.ts';

export type TakenNumbers = {
  fiscalYear: number;
  /** The series' prefix when the numbers were taken ('INV'). */
  prefix: string;
  /** The first of the `count` numbers taken; they are first … first + count − 1. */
  first: number;
  /** 'INV2570/000123' for the i-th number taken (0-based). */
  format: (index: number) => string;
};

/**
 * Takes the next `count` numbers of `kind` in `fiscalYear`, with the series' current prefix.
 * The counter row stays locked until the caller's transaction ends, so concurrent writers
 * queue here and a rollback returns the numbers: a year's numbers have no gaps. Must run
 * inside the transaction that writes the documents (it takes `Tx`, not `Db`, for that reason).
 */
export async function takeDocumentNumbers(
  tx: Tx,
  kind: DocumentKind,
  fiscalYear: number,
  count: number,
): Promise<TakenNumbers> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count ${count}`);
  const [row] = await rawRows<{ last_no: number; prefix: string }>(
    tx,
    sql`with n as (
          insert into document_numbers (kind, fiscal_year, last_no)
          values (${kind}, ${fiscalYear}, ${count})
          on conflict (kind, fiscal_year)
          do update set last_no = document_numbers.last_no + excluded.last_no
          returning last_no
        )
        select n.last_no::int as last_no, s.prefix
        from n join document_series s on s.kind = ${kind}`,
  );
  if (!row) throw new Error(`document_numbers: no series '${kind}'`);
  const first = row.last_no - count + 1;
  return {
    fiscalYear,
    prefix: row.prefix,
    first,
    format: (index) => formatDocumentNo(fiscalYear, first + index, row.prefix),
  };
}

/** Every series and its prefix, by kind. */
export async function findDocumentPrefixes(db: Db): Promise<Record<string, string>> {
  const rows = await rawRows<{ kind: string; prefix: string }>(
    db,
    sql`select kind, prefix from document_series order by kind`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.prefix]));
}

/**
 * Sets the prefixes of the given kinds in one statement, so that swapping two prefixes
 * (INV ↔ RC) passes the unique index, which is checked at the statement's end. Returns the
 * kinds that do not exist.
 */
export async function saveDocumentPrefixes(
  tx: Tx,
  prefixes: Readonly<Record<string, string>>,
  now: Date,
): Promise<string[]> {
  const entries = Object.entries(prefixes);
  if (entries.length === 0) return [];
  const kinds = entries.map(([kind]) => kind);
  const values = sql.join(
    entries.map(([kind, prefix]) => sql`(${kind}::text, ${prefix}::text)`),
    sql`, `,
  );
  const updated = await rawRows<{ kind: string }>(
    tx,
    sql`update document_series s set prefix = v.prefix,
          updated_at = case when s.prefix = v.prefix then s.updated_at
                            else ${now.toISOString()}::timestamptz end
        from (values ${values}) as v(kind, prefix)
        where s.kind = v.kind
        returning s.kind`,
  );
  const found = new Set(updated.map((r) => r.kind));
  return kinds.filter((kind) => !found.has(kind));
}
