import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { documentSeries } from './document-series.ts';

/** A numbered series: 'invoice', 'receipt', and whatever later features add to document_series. */
export type DocumentKind = 'invoice' | 'receipt' | (string & {});

/**
 * The last number handed out per document kind and fiscal year (B.E.). Numbers are taken by
 * `UPDATE … SET last_no = last_no + n RETURNING` inside the transaction that writes the
 * documents: the row lock queues concurrent writers, and a rollback gives the numbers back,
 * so a year's numbers form a run without gaps (a sequence would leave gaps on rollback).
 * The kinds are the rows of document_series (which holds each kind's prefix), not a fixed list.
 */
export const documentNumbers = pgTable(
  'document_numbers',
  {
    kind: text('kind')
      .notNull()
      .references(() => documentSeries.kind),
    fiscalYear: smallint('fiscal_year').notNull(),
    lastNo: integer('last_no').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.fiscalYear] }),
    check('document_numbers_last_no_check', sql`${t.lastNo} >= 0`),
  ],
);
