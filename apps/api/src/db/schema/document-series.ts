import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The kinds of numbered documents and the prefix each prints before its number
 * ('INV2570/000123' an invoice, 'RC2570/000123' a receipt; docs/decisions/014). A later
 * document series (cancellation notes, letters, remittances) is one more row, added by its
 * feature's migration. Prefixes are Latin capitals (a PromptPay reference allows only A–Z and
 * 0–9) and tell the series apart, so no two kinds share one. ADMIN changes them in the
 * organisation settings; a change applies to numbers taken afterwards — numbers already
 * issued keep the text they were printed with.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').primaryKey(),
    prefix: text('prefix').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    // In the database a DEFERRABLE unique constraint (migration 0016, edited by hand), so one
    // statement may swap two prefixes.
    uniqueIndex('document_series_prefix_key').on(t.prefix),
    check('document_series_kind_check', sql`${t.kind} ~ '^[a-z][a-z_]{0,29}$'`),
    check('document_series_prefix_check', sql`${t.prefix} ~ '^[A-Z]{1,6}$'`),
  ],
);

export type DocumentSeriesRow = typeof documentSeries.$inferSelect;
