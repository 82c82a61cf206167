import { formatDocumentNo } from '@prapa/domain/document-number';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { DocumentKind } from '../../db/schema/document-numbers.ts';
import type { Tx } from '../../db/transaction.ts';

export type TakenNumbers = {
  fiscalYear: number;
  /** The first of the `count` numbers taken; they are first … first + count − 1. */
  first: number;
  /** '2570/000123' for the i-th number taken (0-based). */
  format: (index: number) => string;
};

/**
 * Takes the next `count` numbers of `kind` in `fiscalYear`. The counter row stays locked until
 * the caller's transaction ends, so concurrent writers queue here and a rollback returns the
 * numbers: a year's numbers have no gaps. Must run inside the transaction that writes the
 * documents (it takes `Tx`, not `Db`, for that reason).
 */
export async function takeDocumentNumbers(
  tx: Tx,
  kind: DocumentKind,
  fiscalYear: number,
  count: number,
): Promise<TakenNumbers> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count ${count}`);
  const [row] = await rawRows<{ last_no: number }>(
    tx,
    sql`insert into document_numbers (kind, fiscal_year, last_no)
        values (${kind}, ${fiscalYear}, ${count})
        on conflict (kind, fiscal_year)
        do update set last_no = document_numbers.last_no + excluded.last_no
        returning last_no::int`,
  );
  if (!row) throw new Error('document_numbers upsert returned no row');
  const first = row.last_no - count + 1;
  return { fiscalYear, first, format: (index) => formatDocumentNo(fiscalYear, first + index) };
}
