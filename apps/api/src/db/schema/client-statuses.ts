import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/**
 * The four status codes of spec §4. Codes and colours are fixed (inserted by a migration);
 * only the labels are editable.
 */
export const clientStatuses = pgTable(
  'client_statuses',
  {
    code: text('code').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    color: text('color').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [check('client_statuses_code_check', sql`${t.code} in ('1_0', '1_1', '2_0', '2_1')`)],
);

export type ClientStatusRow = typeof clientStatuses.$inferSelect;
