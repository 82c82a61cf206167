import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { receipts } from './receipts.ts';

/**
 * The remittance cycle (docs/decisions/021): money collected on a day is remitted within
 * `cycle_days − 1 + deadline_days` business days. One row.
 */
export const remittanceSettings = pgTable(
  'remittance_settings',
  {
    id: smallint('id').primaryKey().default(1),
    cycleDays: smallint('cycle_days').notNull().default(1),
    deadlineDays: smallint('deadline_days').notNull().default(1),
    /** Money taken before this day (history from before the feature) is not asked for. */
    startsOn: date('starts_on', { mode: 'string' }).notNull().default(sql`current_date`),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('remittance_settings_one_row', sql`${t.id} = 1`),
    check('remittance_settings_cycle_check', sql`${t.cycleDays} between 1 and 10`),
    check('remittance_settings_deadline_check', sql`${t.deadlineDays} between 0 and 10`),
  ],
);

/** Days the office is closed besides Saturdays and Sundays; the office edits them. */
export const holidays = pgTable(
  'holidays',
  {
    day: date('day', { mode: 'string' }).primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [check('holidays_name_check', sql`length(${t.name}) between 1 and 200`)],
);

/** ใบนำส่งเงิน: closed days (and adjustments) handed to finance, numbered 'RM2570/000001'. */
export const remittances = pgTable(
  'remittances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remittanceNo: text('remittance_no').notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    remittanceDate: date('remittance_date', { mode: 'string' }).notNull(),
    cashSatang: bigint('cash_satang', { mode: 'number' }).notNull(),
    transferSatang: bigint('transfer_satang', { mode: 'number' }).notNull(),
    adjustmentSatang: bigint('adjustment_satang', { mode: 'number' }).notNull(),
    totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
    lineCount: integer('line_count').notNull(),
    createdBy: byAccount('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }),
    depositSlipNo: text('deposit_slip_no'),
    receivedBy: byAccount('received_by'),
  },
  (t) => [
    unique('remittances_remittance_no_key').on(t.remittanceNo),
    unique('remittances_year_seq_key').on(t.fiscalYear, t.seq),
    check(
      'remittances_total_check',
      sql`${t.totalSatang} = ${t.cashSatang} + ${t.transferSatang} + ${t.adjustmentSatang}`,
    ),
    check(
      'remittances_received_check',
      sql`(${t.receivedOn} is null) = (${t.depositSlipNo} is null)`,
    ),
  ],
);

/** ปิดยอดประจำวัน: one cashier's day, counted; its receipts are in close_receipts. */
export const cashCloses = pgTable(
  'cash_closes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the account is deleted (as receipts' collected_by); the close stays. */
    cashierId: byAccount('cashier_id'),
    closeDate: date('close_date', { mode: 'string' }).notNull(),
    receiptCount: integer('receipt_count').notNull(),
    expectedCashSatang: bigint('expected_cash_satang', { mode: 'number' }).notNull(),
    transferSatang: bigint('transfer_satang', { mode: 'number' }).notNull(),
    countedSatang: bigint('counted_satang', { mode: 'number' }).notNull(),
    differenceSatang: bigint('difference_satang', { mode: 'number' }).notNull(),
    reason: text('reason'),
    /** Satang value of a note or coin → how many were counted. */
    denominations: jsonb('denominations').$type<Record<string, number>>(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
    closedBy: byAccount('closed_by'),
    remittanceId: integer('remittance_id').references(() => remittances.id),
  },
  (t) => [
    unique('cash_closes_cashier_day_key').on(t.cashierId, t.closeDate),
    check(
      'cash_closes_difference_check',
      sql`${t.differenceSatang} = ${t.countedSatang} - ${t.expectedCashSatang}`,
    ),
    check('cash_closes_reason_check', sql`${t.differenceSatang} = 0 or ${t.reason} is not null`),
    index('cash_closes_pending_idx').on(t.closeDate).where(sql`${t.remittanceId} is null`),
  ],
);

/** The receipts a close counted (not voided at the close): each receipt in one close only. */
export const closeReceipts = pgTable(
  'close_receipts',
  {
    receiptId: integer('receipt_id')
      .primaryKey()
      .references(() => receipts.id),
    closeId: integer('close_id')
      .notNull()
      .references(() => cashCloses.id),
  },
  (t) => [index('close_receipts_close_idx').on(t.closeId)],
);

/** A receipt voided after its day was closed: a negative line of the next remittance. */
export const voidAdjustments = pgTable(
  'void_adjustments',
  {
    receiptId: integer('receipt_id')
      .primaryKey()
      .references(() => receipts.id),
    closeId: integer('close_id')
      .notNull()
      .references(() => cashCloses.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull(),
    remittanceId: integer('remittance_id').references(() => remittances.id),
  },
  (t) => [check('void_adjustments_amount_check', sql`${t.amountSatang} < 0`)],
);

/**
 * What a remittance carried: each receipt once as 'receipt' and, when voided after its close,
 * once as 'void'. The primary key is what makes remitting a receipt twice impossible.
 */
export const remittanceLines = pgTable(
  'remittance_lines',
  {
    remittanceId: integer('remittance_id')
      .notNull()
      .references(() => remittances.id),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    kind: text('kind', { enum: ['receipt', 'void'] }).notNull(),
    method: text('method').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'remittance_lines_pk', columns: [t.receiptId, t.kind] }),
    check('remittance_lines_kind_check', sql`${t.kind} in ('receipt', 'void')`),
    index('remittance_lines_remittance_idx').on(t.remittanceId),
  ],
);
