import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { clients } from './clients.ts';
import { receipts } from './receipts.ts';

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Bank settings (one row): which payment channels are accepted. The biller id stays on
 * `organisation.promptpay_biller_id`, the one place the bills' QR codes read it from.
 */
export const bankSettings = pgTable(
  'bank_settings',
  {
    id: integer('id').primaryKey().default(1),
    acceptedChannels: text('accepted_channels').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: byAccount('updated_by'),
  },
  (t) => [check('bank_settings_single_row_check', sql`${t.id} = 1`)],
);

/** The organisation's accounts that receive bill payments (the bank file's company account). */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    accountName: text('account_name').notNull().default(''),
  },
  (t) => [
    uniqueIndex('bank_accounts_key').on(t.bankCode, t.accountNo),
    check('bank_accounts_code_check', sql`${t.bankCode} ~ '^[0-9]{3}$'`),
    check('bank_accounts_no_check', sql`${t.accountNo} ~ '^[0-9]{10}$'`),
  ],
);

/**
 * One applied bank payment file, its original bytes kept. Every line ends applied, held or
 * rejected, and the three totals add up to the file's (a check constraint).
 */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileName: text('file_name').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }),
    recordLength: smallint('record_length').notNull(),
    lineCount: integer('line_count').notNull(),
    fileTotalSatang: bigint('file_total_satang', { mode: 'number' }).notNull(),
    appliedCount: integer('applied_count').notNull(),
    appliedSatang: bigint('applied_satang', { mode: 'number' }).notNull(),
    heldCount: integer('held_count').notNull(),
    heldSatang: bigint('held_satang', { mode: 'number' }).notNull(),
    rejectedCount: integer('rejected_count').notNull(),
    rejectedSatang: bigint('rejected_satang', { mode: 'number' }).notNull(),
    /** Held lines an ADMIN marked for refund (decision 031). */
    refundedCount: integer('refunded_count').notNull().default(0),
    refundedSatang: bigint('refunded_satang', { mode: 'number' }).notNull().default(0),
    importedBy: byAccount('imported_by'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    confirmedBy: byAccount('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_imports_sha256_key').on(t.sha256),
    check(
      'bank_imports_totals_check',
      sql`${t.appliedSatang} + ${t.heldSatang} + ${t.rejectedSatang} + ${t.refundedSatang} = ${t.fileTotalSatang} and ${t.appliedCount} + ${t.heldCount} + ${t.rejectedCount} + ${t.refundedCount} = ${t.lineCount}`,
    ),
  ],
);

/** A detail line of an imported file with its verdict; `tx_key` makes a payment apply once. */
export const bankImportLines = pgTable(
  'bank_import_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => bankImports.id),
    record: integer('record').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    customerName: text('customer_name').notNull(),
    ref1: text('ref1').notNull(),
    ref2: text('ref2').notNull(),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    verdict: text('verdict').notNull(),
    outcome: text('outcome', { enum: ['applied', 'held', 'rejected', 'refunded'] }).notNull(),
    clientId: integer('client_id').references(() => clients.id),
    invoiceIds: integer('invoice_ids').array().notNull().default(sql`'{}'::integer[]`),
    receiptId: integer('receipt_id').references(() => receipts.id),
    txKey: text('tx_key'),
    /** The part of the amount kept as the member's credit balance (decision 031). */
    creditSatang: bigint('credit_satang', { mode: 'number' }).notNull().default(0),
    /** A held line resolved by hand: 'pay', 'partial', 'credit' or 'refund', by whom, when. */
    resolution: text('resolution'),
    resolutionNote: text('resolution_note'),
    resolvedBy: byAccount('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_import_lines_record_key').on(t.importId, t.record),
    uniqueIndex('bank_import_lines_tx_key').on(t.txKey).where(sql`${t.txKey} is not null`),
    index('bank_import_lines_receipt_idx').on(t.receiptId).where(sql`${t.receiptId} is not null`),
    check(
      'bank_import_lines_outcome_check',
      sql`${t.outcome} in ('applied', 'held', 'rejected', 'refunded')`,
    ),
    check(
      'bank_import_lines_resolution_check',
      sql`(${t.resolution} is null) = (${t.resolvedAt} is null) and (${t.outcome} <> 'refunded' or ${t.resolutionNote} is not null)`,
    ),
  ],
);

/**
 * How one receiving account's CSV / Excel payment list is read (issue #14 item 4): the first
 * payment row and the 0-based column of each field, saved once per account and reused.
 */
export const bankColumnMappings = pgTable(
  'bank_column_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bankCode: text('bank_code').notNull(),
    accountNo: text('account_no').notNull(),
    firstRow: integer('first_row').notNull().default(2),
    dateCol: smallint('date_col').notNull(),
    timeCol: smallint('time_col'),
    nameCol: smallint('name_col'),
    ref1Col: smallint('ref1_col').notNull(),
    ref2Col: smallint('ref2_col'),
    amountCol: smallint('amount_col').notNull(),
    dateOrder: text('date_order', { enum: ['dmy', 'mdy', 'ymd'] })
      .notNull()
      .default('dmy'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    updatedBy: byAccount('updated_by'),
  },
  (t) => [
    uniqueIndex('bank_column_mappings_account_key').on(t.bankCode, t.accountNo),
    check('bank_column_mappings_date_order_check', sql`${t.dateOrder} in ('dmy', 'mdy', 'ymd')`),
    check('bank_column_mappings_first_row_check', sql`${t.firstRow} between 1 and 1000`),
  ],
);
