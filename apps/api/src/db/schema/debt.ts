import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount, updatedColumns } from './audit-columns.ts';
import { clients } from './clients.ts';
import { files } from './files.ts';

/** The debt letters' and reconnection settings (one row, id 1; migration 0025). */
export const debtSettings = pgTable(
  'debt_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** The letter's pay-by date is the issue date plus these days. */
    payWithinDays: integer('pay_within_days').notNull().default(15),
    signerName: text('signer_name').notNull().default(''),
    signerPosition: text('signer_position').notNull().default(''),
    reconnectionFeeSatang: bigint('reconnection_fee_satang', { mode: 'number' })
      .notNull()
      .default(0),
    /** The late-fee rule (decision 028), off by default. */
    lateFeeEnabled: boolean('late_fee_enabled').notNull().default(false),
    lateFeeMode: text('late_fee_mode').$type<'fixed' | 'percent'>().notNull().default('fixed'),
    lateFeeFixedSatang: bigint('late_fee_fixed_satang', { mode: 'number' }).notNull().default(0),
    /** Basis points of the base: 150 = 1.5 %. */
    lateFeeRateBp: integer('late_fee_rate_bp').notNull().default(0),
    lateFeeAfterDays: integer('late_fee_after_days').notNull().default(30),
    lateFeeBase: text('late_fee_base').$type<'bill' | 'balance'>().notNull().default('bill'),
    /** Null: no cap. */
    lateFeeCapSatang: bigint('late_fee_cap_satang', { mode: 'number' }),
    ...updatedColumns(),
  },
  (t) => [
    check(
      'debt_settings_late_fee_check',
      sql`${t.lateFeeMode} in ('fixed', 'percent') and ${t.lateFeeBase} in ('bill', 'balance') and ${t.lateFeeFixedSatang} >= 0 and ${t.lateFeeRateBp} between 0 and 10000 and ${t.lateFeeAfterDays} between 1 and 365 and (${t.lateFeeCapSatang} is null or ${t.lateFeeCapSatang} > 0)`,
    ),
    check('debt_settings_one_row_check', sql`${t.id} = 1`),
    check(
      'debt_settings_values_check',
      sql`${t.payWithinDays} between 1 and 90 and ${t.reconnectionFeeSatang} >= 0`,
    ),
  ],
);

export type DebtLetterItem = {
  invoice_no: string;
  /** The bill's month ('พ.ย. 2569') or the opening balance's label, as printed. */
  label: string;
  due_date: string;
  amount_satang: number;
};

/**
 * A debt letter sent to a member (หนังสือแจ้งหนี้): its number in the 'debt_letter' series,
 * the months owed as printed (so a copy prints the same), and the batch PDF in the file room.
 */
export const debtLetters = pgTable(
  'debt_letters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').$type<'first' | 'second' | 'final'>().notNull(),
    letterNo: text('letter_no').notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /** Letters issued together share a batch number (one PDF). */
    batchNo: integer('batch_no').notNull(),
    issuedOn: date('issued_on').notNull(),
    payBy: date('pay_by').notNull(),
    months: integer('months').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    items: jsonb('items').$type<DebtLetterItem[]>().notNull(),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: byAccount('issued_by'),
  },
  (t) => [
    uniqueIndex('debt_letters_year_seq_key').on(t.fiscalYear, t.seq),
    index('debt_letters_client_idx').on(t.clientId, t.id),
    index('debt_letters_batch_idx').on(t.batchNo),
    check('debt_letters_kind_check', sql`${t.kind} in ('first', 'second', 'final')`),
    check('debt_letters_amount_check', sql`${t.amountSatang} > 0 and ${t.months} > 0`),
  ],
);

/**
 * A disconnection order (สั่งงดจ่ายน้ำ) and its life: pending → disconnected → reconnection
 * requested → reconnected, or cancelled (rules in @prapa/domain/disconnection). A member has
 * at most one open order.
 */
export const disconnections = pgTable(
  'disconnections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    letterId: integer('letter_id').references(() => debtLetters.id),
    state: text('state').notNull().default('pending'),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    disconnectedOn: date('disconnected_on'),
    disconnectedBy: integer('disconnected_by'),
    disconnectReading: integer('disconnect_reading'),
    reconnectRequestedAt: timestamp('reconnect_requested_at', { withTimezone: true }),
    reconnectFeeSatang: bigint('reconnect_fee_satang', { mode: 'number' }),
    /** The reconnection fee owed, frozen when the water is cut; billed once (decision 028). */
    reconnectionFeeSatang: bigint('reconnection_fee_satang', { mode: 'number' }),
    reconnectAllowedBy: integer('reconnect_allowed_by'),
    reconnectedOn: date('reconnected_on'),
    reconnectedBy: integer('reconnected_by'),
    reconnectReading: integer('reconnect_reading'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by'),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('disconnections_open_client_key')
      .on(t.clientId)
      .where(sql`${t.state} in ('pending', 'disconnected', 'reconnect_requested')`),
    index('disconnections_client_idx').on(t.clientId, t.id),
    check(
      'disconnections_state_check',
      sql`${t.state} in ('pending', 'disconnected', 'reconnect_requested', 'reconnected', 'cancelled')`,
    ),
  ],
);
