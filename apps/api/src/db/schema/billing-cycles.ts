import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';

/**
 * One billing cycle (รอบบิล) per calendar month billed. Readings are recorded into the one
 * open cycle; closing makes it read-only. Cycles only ever move forward in time (a new one is
 * later than every existing one), so "earlier cycle" and "lower period" mean the same.
 */
export const billingCycles = pgTable(
  'billing_cycles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Sequential within `bill_year`. */
    billCycleNo: integer('bill_cycle_no').notNull(),
    billCycleName: text('bill_cycle_name').notNull(),
    /** Fiscal year, B.E. */
    billYear: smallint('bill_year').notNull(),
    /** The calendar month billed (Gregorian year, month 1–12). */
    periodYear: smallint('period_year').notNull(),
    periodMonth: smallint('period_month').notNull(),
    billCutOff: date('bill_cut_off', { mode: 'string' }).notNull(),
    order: integer('order').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    openedBy: byAccount('opened_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: byAccount('closed_by'),
  },
  (t) => [
    uniqueIndex('billing_cycles_period_key').on(t.periodYear, t.periodMonth),
    // At most one open cycle: every open row has the same key (true).
    uniqueIndex('billing_cycles_one_open_key').on(sql`(true)`).where(sql`${t.status} = 'open'`),
    uniqueIndex('billing_cycles_year_no_key').on(t.billYear, t.billCycleNo),
    check('billing_cycles_status_check', sql`${t.status} in ('open', 'closed')`),
    check('billing_cycles_period_month_check', sql`${t.periodMonth} between 1 and 12`),
    check(
      'billing_cycles_closed_check',
      sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`,
    ),
  ],
);

export type BillingCycleRow = typeof billingCycles.$inferSelect;
