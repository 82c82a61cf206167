import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { byAccount } from './audit-columns.ts';
import { clients } from './clients.ts';
import { disconnections } from './debt.ts';
import { invoices } from './invoices.ts';

export type InvoiceChargeKind = 'late_fee' | 'reconnection_fee';

/**
 * A fee line of a bill (decision 028): a late fee on overdue bills (`source_invoice_ids`, each
 * charged once ever) or the reconnection fee of a disconnection order (billed once). The
 * bill's `charges_satang` is the sum of its lines not waived. A waived line stays, so the fee
 * is never charged again.
 */
export const invoiceCharges = pgTable(
  'invoice_charges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind').$type<InvoiceChargeKind>().notNull(),
    amountSatang: bigint('amount_satang', { mode: 'number' }).notNull(),
    sourceInvoiceIds: integer('source_invoice_ids').array().notNull().default(sql`'{}'`),
    disconnectionId: integer('disconnection_id').references(() => disconnections.id),
    /** The rule as applied (mode, rate or amount, base, days, cap), for the printed line. */
    basis: jsonb('basis').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waivedBy: byAccount('waived_by'),
    waiveReason: text('waive_reason'),
  },
  (t) => [
    index('invoice_charges_invoice_idx').on(t.invoiceId),
    index('invoice_charges_client_idx').on(t.clientId),
    index('invoice_charges_disconnection_idx')
      .on(t.disconnectionId)
      .where(sql`${t.disconnectionId} is not null`),
    check(
      'invoice_charges_kind_check',
      sql`(${t.kind} = 'late_fee' and cardinality(${t.sourceInvoiceIds}) > 0 and ${t.disconnectionId} is null) or (${t.kind} = 'reconnection_fee' and ${t.disconnectionId} is not null)`,
    ),
    check('invoice_charges_amount_check', sql`${t.amountSatang} > 0`),
    check('invoice_charges_waive_check', sql`(${t.waivedAt} is null) = (${t.waiveReason} is null)`),
  ],
);
