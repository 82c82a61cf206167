import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { bankImports } from './bank.ts';
import { clients } from './clients.ts';
import { invoices } from './invoices.ts';
import { receipts } from './receipts.ts';

/** What moved a credit balance (CREDIT_REASONS in @prapa/contracts/member-credit). */
export type CreditReason =
  | 'bank_overpaid'
  | 'bank_no_debt'
  | 'bank_resolved'
  | 'counter_advance'
  | 'bill'
  | 'counter_use'
  | 'receipt_void';

/**
 * The ledger of a member's credit balance (docs/decisions/031): money in (+, an overpaid bank
 * line, a payment for a member who owed nothing, a held line credited by hand, an advance at
 * the counter) and out (−, deducted on a bill or at the counter), each naming its source.
 * `clients.credit_satang` is the sum, kept in the same statement.
 */
export const clientCredits = pgTable(
  'client_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    reason: text('reason').$type<CreditReason>().notNull(),
    receiptId: integer('receipt_id').references(() => receipts.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    bankImportId: integer('bank_import_id').references(() => bankImports.id),
    bankRecord: integer('bank_record'),
    createdBy: byAccount('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('client_credits_client_idx').on(t.clientId, t.id),
    check('client_credits_amount_check', sql`${t.amountSatang} <> 0`),
    check(
      'client_credits_reason_check',
      sql`${t.reason} in ('bank_overpaid', 'bank_no_debt', 'bank_resolved', 'counter_advance', 'bill', 'counter_use', 'receipt_void')`,
    ),
  ],
);
