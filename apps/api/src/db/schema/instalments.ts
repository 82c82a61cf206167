import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount, createdColumns } from './audit-columns.ts';
import { clients } from './clients.ts';
import { invoices } from './invoices.ts';

/**
 * An instalment plan (ผ่อนชำระ, issue 16 item 4, docs/decisions/029): the member's overdue bills
 * are moved into the plan (`invoices.moved_to_plan_id`) and owed through it, as a down payment
 * (instalment 0, billed at once) and N monthly instalments billed with the month's bills.
 * active → completed (all paid) | broken (an instalment overdue: the rest billed at once) |
 * cancelled (ADMIN, before anything of it was paid). A member has at most one active plan.
 */
export const instalmentPlans = pgTable(
  'instalment_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    state: text('state')
      .$type<'active' | 'completed' | 'broken' | 'cancelled'>()
      .notNull()
      .default('active'),
    /** The arrears moved into the plan (the sum of its bills) = down payment + instalments. */
    arrearsSatang: bigint('arrears_satang', { mode: 'number' }).notNull(),
    downPaymentSatang: bigint('down_payment_satang', { mode: 'number' }).notNull(),
    instalmentCount: smallint('instalment_count').notNull(),
    /** The month (year * 12 + month - 1) whose bill carries instalment 1. */
    firstPeriod: integer('first_period').notNull(),
    agreedOn: date('agreed_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    ...createdColumns(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: byAccount('closed_by'),
    closeReason: text('close_reason'),
  },
  (t) => [
    uniqueIndex('instalment_plans_active_client_key')
      .on(t.clientId)
      .where(sql`${t.state} = 'active'`),
    index('instalment_plans_client_idx').on(t.clientId, t.id),
    check(
      'instalment_plans_state_check',
      sql`${t.state} in ('active', 'completed', 'broken', 'cancelled')`,
    ),
    check(
      'instalment_plans_amounts_check',
      sql`${t.arrearsSatang} > 0 and ${t.downPaymentSatang} >= 0 and ${t.downPaymentSatang} < ${t.arrearsSatang} and ${t.instalmentCount} between 1 and 60`,
    ),
  ],
);

/**
 * One instalment of a plan: `no` 0 is the down payment, 1..N the monthly instalments. Billed
 * = `invoice_id` names a live invoice that carries it (its `instalment_satang`); an instalment
 * whose invoice was cancelled is billed again by the next bill (decision 029).
 */
export const instalmentItems = pgTable(
  'instalment_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    planId: integer('plan_id')
      .notNull()
      .references(() => instalmentPlans.id),
    no: smallint('no').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    billedAt: timestamp('billed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('instalment_items_plan_no_key').on(t.planId, t.no),
    index('instalment_items_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    check('instalment_items_amount_check', sql`${t.amountSatang} > 0 and ${t.no} >= 0`),
  ],
);
