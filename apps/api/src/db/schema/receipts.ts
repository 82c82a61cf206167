import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { clients } from './clients.ts';
import { invoices } from './invoices.ts';

/**
 * A receipt (ใบเสร็จรับเงิน) for one cash payment of one or more invoices of one client.
 * `receipt_no` is '2570/000123', gapless per fiscal year (document_numbers). A voided receipt
 * keeps its number and its items; its invoices return to unpaid.
 *
 * Names as printed (spec §3): `payment_no` is who paid (ผู้ชำระเงิน, the client's name unless
 * typed otherwise), `payee` the cashier's full name who received the money (ผู้รับเงิน),
 * `collected_by` the cashier's account.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receiptNo: text('receipt_no').notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /** Bangkok calendar date of the payment. */
    receiptDate: date('receipt_date', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    /**
     * 'credit': a bill settled by the member's credit balance alone, no money moving
     * (docs/decisions/031); never counted in a close or a remittance as money.
     */
    method: text('method', { enum: ['cash', 'bank', 'credit'] })
      .notNull()
      .default('cash'),
    /** Bank payments only (method 'bank', docs/decisions/020): bank code ('014'), channel
     * ('NET', 'ATM', …), when the bank took the money and the bank's reference. */
    bankCode: text('bank_code'),
    bankChannel: text('bank_channel'),
    bankPaidAt: timestamp('bank_paid_at', { withTimezone: true }),
    bankRef: text('bank_ref'),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    /** The part of the amount paid in advance, kept as the member's credit (decision 031). */
    advanceSatang: bigint('advance_satang', { mode: 'number' }).notNull().default(0),
    receivedSatang: bigint('received_satang', { mode: 'number' }).notNull(),
    changeSatang: bigint('change_satang', { mode: 'number' }).notNull(),
    paymentNo: text('payment_no').notNull(),
    payee: text('payee').notNull(),
    collectedBy: byAccount('collected_by'),
    /** Paid ahead of an older unpaid invoice, allowed by an ADMIN. */
    outOfOrder: boolean('out_of_order').notNull().default(false),
    copiesPrinted: integer('copies_printed').notNull().default(0),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidedBy: byAccount('voided_by'),
    voidReason: text('void_reason'),
  },
  (t) => [
    uniqueIndex('receipts_receipt_no_key').on(t.receiptNo),
    uniqueIndex('receipts_year_seq_key').on(t.fiscalYear, t.seq),
    index('receipts_client_idx').on(t.clientId, t.id),
    index('receipts_date_idx').on(t.receiptDate),
    check(
      'receipts_amounts_check',
      sql`${t.amountSatang} > 0 and ${t.receivedSatang} >= ${t.amountSatang} and ${t.changeSatang} = ${t.receivedSatang} - ${t.amountSatang}`,
    ),
    check('receipts_method_check', sql`${t.method} in ('cash', 'bank', 'credit')`),
    check(
      'receipts_advance_check',
      sql`${t.advanceSatang} >= 0 and ${t.advanceSatang} <= ${t.amountSatang}`,
    ),
    check('receipts_bank_check', sql`(${t.method} = 'bank') = (${t.bankCode} is not null)`),
    check('receipts_void_check', sql`(${t.voidedAt} is null) = (${t.voidReason} is null)`),
  ],
);

/** The invoices a receipt paid, kept after a void so the voided receipt still lists them. */
export const receiptItems = pgTable(
  'receipt_items',
  {
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => receipts.id),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.receiptId, t.invoiceId] }),
    index('receipt_items_invoice_idx').on(t.invoiceId),
  ],
);

export type ReceiptRow = typeof receipts.$inferSelect;
