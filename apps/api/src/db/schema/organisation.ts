import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export type DueRuleJson =
  | { kind: 'days_after'; days: number }
  | { kind: 'day_of_next_month'; day: number };

/** The utility itself: one row (id = 1), printed on every document. */
export const organisation = pgTable(
  'organisation',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    phone: text('phone').notNull().default(''),
    logo: text('logo'),
    receiptHeader: text('receipt_header').notNull().default(''),
    receiptFooter: text('receipt_footer').notNull().default(''),
    promptpayBillerId: text('promptpay_biller_id').notNull().default(''),
    fiscalYearStartMonth: smallint('fiscal_year_start_month').notNull().default(10),
    dueRule: jsonb('due_rule')
      .$type<DueRuleJson>()
      .notNull()
      .default({ kind: 'days_after', days: 15 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('organisation_single_row_check', sql`${t.id} = 1`),
    check('organisation_fiscal_month_check', sql`${t.fiscalYearStartMonth} between 1 and 12`),
  ],
);

export type OrganisationRow = typeof organisation.$inferSelect;
