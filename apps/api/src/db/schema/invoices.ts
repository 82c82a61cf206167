import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { byAccount, createdColumns } from './audit-columns.ts';
import { instalmentPlans } from './instalments.ts';
import { meterReadings } from './meter-readings.ts';
import { receipts } from './receipts.ts';
import type { TariffTierJson } from './tariffs.ts';
import { tariffVersions } from './tariffs.ts';

/** A tier line of the bill as charged: the units that fell in the tier and their amount. */
export type InvoiceTierJson = TariffTierJson & { units: number; amount_satang: number };

/**
 * One water bill (ใบแจ้งค่าน้ำ): one recorded reading of one cycle, priced with the tariff
 * version in force on the invoice date, which stays referenced so the bill never changes.
 * Amounts are satang. `debt_satang` is what the client still owed on earlier invoices when this
 * one was issued (printed as arrears); the amount due on this invoice is `total_satang`.
 *
 * Paid: `receipt_id` set and `paid_at` set, both or neither; voiding the receipt clears them.
 *
 * Cancelled (ยกเลิก): `cancelled_at`, `cancelled_by` and `cancel_reason` set together. A cancelled
 * invoice keeps its number (numbering stays gapless) but is no longer owed; it never has a
 * receipt. The invoice issued in its place names it in `replaces_invoice_id`. Everything that
 * means "a live bill" filters `cancelled_at is null`.
 */
export type InvoiceKind = 'water' | 'opening' | 'instalment';

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** '2570/000123': fiscal year (B.E.) and the number within it, gapless. */
    invoiceNo: text('invoice_no').notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    /**
     * 'water': a bill of one reading of one cycle (every bill run invoice).
     * 'opening': ยอดยกมา, a balance brought forward from the utility's previous system by the
     * data import; it has no cycle, meter, reading or tariff, and only an amount (bill = total).
     */
    kind: text('kind').$type<InvoiceKind>().notNull().default('water'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // cycle_id, meter_id, reading_id and client_id are checked by the one composite foreign
    // key below rather than four single ones (docs/decisions/007, bill-run speed).
    cycleId: integer('cycle_id'),
    clientId: integer('client_id').notNull(),
    meterId: integer('meter_id'),
    readingId: integer('reading_id'),
    tariffVersionId: integer('tariff_version_id').references(() => tariffVersions.id),
    previousReading: integer('previous_reading').notNull(),
    currentReading: integer('current_reading').notNull(),
    /** m³ billed. */
    units: integer('units').notNull(),
    tiers: jsonb('tiers').$type<InvoiceTierJson[]>().notNull(),
    billSatang: bigint('bill_satang', { mode: 'number' }).notNull(),
    feeSatang: bigint('fee_satang', { mode: 'number' }).notNull(),
    vatSatang: bigint('vat_satang', { mode: 'number' }).notNull(),
    /**
     * Fee lines of the bill (late fees, the reconnection fee; table invoice_charges, decision
     * 028), net of waivers. Part of the total; no VAT.
     */
    chargesSatang: bigint('charges_satang', { mode: 'number' }).notNull().default(0),
    totalSatang: bigint('total_satang', { mode: 'number' }).notNull(),
    /** Unpaid earlier invoices of the client at issue time (arrears printed on the bill). */
    debtSatang: bigint('debt_satang', { mode: 'number' }).notNull().default(0),
    /** Credit balance deducted when the bill was issued (ยอดเงินคงเหลือ, decision 031). */
    creditSatang: bigint('credit_satang', { mode: 'number' }).notNull().default(0),
    /** Partial payments received while it stays unpaid (each with its receipt, decision 031). */
    partialSatang: bigint('partial_satang', { mode: 'number' }).notNull().default(0),
    receiptId: integer('receipt_id').references((): AnyPgColumn => receipts.id),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...createdColumns(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: byAccount('cancelled_by'),
    cancelReason: text('cancel_reason'),
    replacesInvoiceId: integer('replaces_invoice_id').references((): AnyPgColumn => invoices.id),
    /**
     * An instalment of a plan billed on this invoice (its own line, docs/decisions/029); part of
     * `total_satang`. A 'instalment' invoice (a plan's down payment, or the rest of a broken
     * plan) has nothing else.
     */
    instalmentSatang: bigint('instalment_satang', { mode: 'number' }).notNull().default(0),
    /**
     * Moved into an instalment plan: the plan owes it now, so it is neither paid nor cancelled
     * but no longer unpaid either (counted in no debt, offered at no counter).
     */
    movedToPlanId: integer('moved_to_plan_id').references((): AnyPgColumn => instalmentPlans.id),
  },
  (t) => [
    uniqueIndex('invoices_invoice_no_key').on(t.invoiceNo),
    uniqueIndex('invoices_year_seq_key').on(t.fiscalYear, t.seq),
    // One live invoice per reading: re-running a bill run cannot issue a reading twice, while a
    // cancelled invoice leaves its reading free to be billed again.
    uniqueIndex('invoices_reading_key').on(t.readingId).where(sql`${t.cancelledAt} is null`),
    // A client's invoices oldest first (counter, billing page, debt).
    index('invoices_client_idx').on(t.clientId, t.id),
    // Unpaid invoices: dashboard per cycle, debt summaries.
    index('invoices_unpaid_cycle_idx').on(t.cycleId).where(sql`${t.receiptId} is null`),
    // Paid invoices of a receipt (void, print); unpaid ones are not worth indexing here.
    // Cancelled invoices by reading: the bill run finds the one a new invoice replaces.
    index('invoices_cancelled_reading_idx')
      .on(t.readingId)
      .where(sql`${t.cancelledAt} is not null`),
    // The invoice issued in place of a cancelled one (lists show "replaced by").
    index('invoices_replaces_idx')
      .on(t.replacesInvoiceId)
      .where(sql`${t.replacesInvoiceId} is not null`),
    index('invoices_receipt_idx').on(t.receiptId).where(sql`${t.receiptId} is not null`),
    // Overdue bills by due date, read from the index alone (the debtor list; migration 0025;
    // bills moved into an instalment plan are owed through it, migration 0032).
    index('invoices_overdue_idx')
      .on(t.dueDate)
      .where(
        sql`${t.receiptId} is null and ${t.cancelledAt} is null and ${t.movedToPlanId} is null`,
      ),
    // One lookup per invoice proves that its cycle, meter and client are its reading's (and
    // so exist: meter_readings references all three). Opening balances have no reading, so
    // MATCH SIMPLE skips them; the import writes their client in the same transaction.
    foreignKey({
      name: 'invoices_reading_fk',
      columns: [t.readingId, t.cycleId, t.meterId, t.clientId],
      foreignColumns: [
        meterReadings.id,
        meterReadings.cycleId,
        meterReadings.meterId,
        meterReadings.clientId,
      ],
    }),
    check(
      'invoices_amounts_check',
      sql`${t.billSatang} >= 0 and ${t.feeSatang} >= 0 and ${t.vatSatang} >= 0 and ${t.debtSatang} >= 0 and ${t.chargesSatang} >= 0 and ${t.instalmentSatang} >= 0 and ${t.totalSatang} = ${t.billSatang} + ${t.feeSatang} + ${t.vatSatang} + ${t.chargesSatang} + ${t.instalmentSatang}`,
    ),
    check(
      'invoices_settled_check',
      sql`${t.creditSatang} >= 0 and ${t.partialSatang} >= 0 and ${t.creditSatang} + ${t.partialSatang} <= ${t.totalSatang}`,
    ),
    check('invoices_paid_check', sql`(${t.receiptId} is null) = (${t.paidAt} is null)`),
    check('invoices_seq_check', sql`${t.seq} >= 1`),
    check(
      'invoices_cancel_check',
      sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null) and (${t.cancelledAt} is null or ${t.receiptId} is null)`,
    ),
    check(
      'invoices_kind_check',
      sql`(${t.kind} = 'water' and ${t.cycleId} is not null and ${t.meterId} is not null and ${t.readingId} is not null and ${t.tariffVersionId} is not null)
        or (${t.kind} = 'opening' and ${t.cycleId} is null and ${t.meterId} is null and ${t.readingId} is null and ${t.tariffVersionId} is null
          and ${t.units} = 0 and ${t.previousReading} = 0 and ${t.currentReading} = 0 and ${t.tiers} = '[]'::jsonb
          and ${t.feeSatang} = 0 and ${t.vatSatang} = 0 and ${t.billSatang} = ${t.totalSatang} and ${t.totalSatang} > 0)
        or (${t.kind} = 'instalment' and ${t.cycleId} is null and ${t.meterId} is null and ${t.readingId} is null and ${t.tariffVersionId} is null
          and ${t.units} = 0 and ${t.previousReading} = 0 and ${t.currentReading} = 0 and ${t.tiers} = '[]'::jsonb
          and ${t.billSatang} = 0 and ${t.feeSatang} = 0 and ${t.vatSatang} = 0 and ${t.instalmentSatang} = ${t.totalSatang} and ${t.totalSatang} > 0)`,
    ),
    // The bills a plan took over (the agreement lists them).
    index('invoices_moved_to_plan_idx')
      .on(t.movedToPlanId)
      .where(sql`${t.movedToPlanId} is not null`),
    // At most one balance brought forward per client.
    uniqueIndex('invoices_opening_client_key').on(t.clientId).where(sql`${t.kind} = 'opening'`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
