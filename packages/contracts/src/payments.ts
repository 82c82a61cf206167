import { z } from 'zod';
import { ZIsoDate, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZInvoice, ZInvoiceKind } from './invoices.ts';
import { ZQueryId, ZQueryOptionalId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Cash payments at the counter, receipts, debt and the dashboard (spec §7 payment calls).
 * Money is integer satang. A receipt pays one or more invoices of one client; its number
 * (`receipt_no`, '2570/000123') is gapless per fiscal year. Voiding keeps the number.
 */

/** The header a retried payment repeats; 8–100 visible ASCII characters (a UUID fits). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** POST …/set-payment. `received` is the cash handed over; it must cover the total. */
export const ZSetPaymentRequest = z.object({
  invoices: z
    .array(z.number().int().positive())
    .min(1, { message: V.selectOne })
    .max(120, { message: V.listTooLong }),
  received: ZSatang,
  /** Who paid (ผู้ชำระเงิน); the client's name when empty. */
  payment_no: z.string().trim().max(200).optional(),
  /** ADMIN only: pay a newer invoice while an older one stays unpaid. */
  override_order: z.boolean().optional(),
  /**
   * ADMIN only (docs/decisions/031): this much of the cash received is kept as the member's
   * credit balance (an advance) instead of being given back as change.
   */
  advance: ZSatang.optional(),
});
export type TSetPaymentRequest = z.input<typeof ZSetPaymentRequest>;

export const ZReceiptItem = z.object({
  invoice_id: z.number().int(),
  invoice_no: z.string(),
  kind: ZInvoiceKind,
  /** '' for an opening balance (ยอดยกมา). */
  bill_cycle_name: z.string(),
  units: z.number().int(),
  bill_charge: z.number().int(),
  fee_charge: z.number().int(),
  vat_charge: z.number().int(),
  amount: z.number().int(),
  /** The bill's due date: the receipt thanks for paying on time only when none has passed. */
  due_date: ZIsoDate,
});

/** 'credit': a bill settled by the member's credit balance alone (docs/decisions/031). */
export const PAYMENT_METHODS = ['cash', 'bank', 'credit'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

export const ZReceipt = z.object({
  id: z.number().int(),
  receipt_no: z.string(),
  /** Bangkok calendar date. */
  receipt_date: ZIsoDate,
  paid_at: z.string(),
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  address: z.string(),
  area_name: z.string(),
  amount_paid: z.number().int(),
  received: z.number().int(),
  /** Change given back (spec §3 `leftOver`). */
  leftOver: z.number().int(),
  /** Who paid. */
  payment_no: z.string(),
  /** Who received the money (the cashier's full name). */
  payee: z.string(),
  /** The cashier's user name. */
  collect_by: z.string(),
  out_of_order: z.boolean(),
  copies_printed: z.number().int(),
  voided: z.boolean(),
  voided_at: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** How it was paid (docs/decisions/020): cash at the counter, or a bank payment from a bank file. */
  method: ZPaymentMethod,
  /** Bank payments only: bank code ('014'), channel ('NET', 'ATM', …), the bank's date-time, its reference. */
  bank_code: z.string().nullable(),
  bank_channel: z.string().nullable(),
  bank_paid_at: z.string().nullable(),
  bank_ref: z.string().nullable(),
  items: z.array(ZReceiptItem),
  /** The part of the amount kept as the member's credit balance (an advance, decision 031). */
  advance_satang: z.number().int().optional(),
  /** The amount in Thai words ('หนึ่งร้อยบาทถ้วน'). */
  amount_text: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;
export const ZReceiptResponse = dataEnvelope(ZReceipt);

export const ZReceiptIdQuery = z.object({
  invoiceId: ZQueryOptionalId,
  invoice_id: ZQueryOptionalId,
});
export const ZReceiptIdResponse = dataEnvelope(
  z.object({ receipt_id: z.number().int().nullable(), receipt_no: z.string().nullable() }),
);

export const ZVoidReceiptRequest = z.object({
  params: z.object({
    id: z.number().int().positive(),
    reason: z.string().trim().min(1, { message: V.required }).max(500),
  }),
});
export type TVoidReceiptRequest = z.input<typeof ZVoidReceiptRequest>;

export const ZClientIdQuery = z.object({ client_id: ZQueryId });

export const ZUnpaidInvoicesResponse = dataEnvelope(z.array(ZInvoice));
export const ZClientInvoicesResponse = dataEnvelope(z.array(ZInvoice));

/** A receipt in a list: without items. */
export const ZReceiptSummaryRow = ZReceipt.omit({ items: true, amount_text: true }).extend({
  invoice_count: z.number().int(),
});
export type TReceiptSummaryRow = z.infer<typeof ZReceiptSummaryRow>;
export const ZPaymentHistoryResponse = dataEnvelope(z.array(ZReceiptSummaryRow));

/**
 * Dashboard doughnut (decision 014): members who owe — a bill past its due date (ค้างชำระ,
 * status `_1`) — members whose bills are issued but not yet due (รอชำระ), and members who
 * owe nothing. `debt_total` is every live unpaid bill; `overdue_total` the part past due.
 */
export const ZDebtRatio = z.object({
  /** Overdue (ค้างชำระ): status `_1`. */
  with_debt: z.number().int(),
  /** Due, not overdue (รอชำระ): unpaid bills, none past its due date. */
  with_due: z.number().int(),
  /** Nothing unpaid. */
  without_debt: z.number().int(),
  debt_total: z.number().int(),
  overdue_total: z.number().int(),
});
export const ZDebtRatioResponse = dataEnvelope(ZDebtRatio);

/** `area_id=` (empty, as the spec's client sends it) means every area. */
export const ZDebtSummarizeQuery = z.object({ area_id: ZQueryOptionalId });
export const ZDebtSummaryRow = z.object({
  area_id: z.number().int(),
  area_code: z.string(),
  area_name: z.string(),
  /** Members with an unpaid bill, due or overdue. */
  clients_with_debt: z.number().int(),
  /** Members with a bill past its due date (ค้างชำระ, status `_1`). */
  clients_overdue: z.number().int(),
  unpaid_invoices: z.number().int(),
  unpaid: z.number().int(),
  /** The part of `unpaid` past its due date. */
  overdue: z.number().int(),
});
export type TDebtSummaryRow = z.infer<typeof ZDebtSummaryRow>;
export const ZDebtSummarizeResponse = dataEnvelope(z.array(ZDebtSummaryRow));

/**
 * Spec §3 unpaid-by-cycle row; the table shows them as billingId, name, debtBillingStack. The
 * rows are the four newest cycles that have been billed (a cycle just opened, with no bill yet,
 * does not push an older one with money out); after them one row of kind 'opening' (no cycle)
 * sums the unpaid balances brought forward by the data import, when there are any.
 */
export const ZUnpaidByCycleRow = z.object({
  kind: ZInvoiceKind,
  /** The cycle's fiscal year (B.E.): the table shows `fiscal_year/bill_cycle_no` ('2570/3'). */
  fiscal_year: z.number().int().nullable(),
  bill_cycle_no: z.number().int(),
  bill_cycle_name: z.string(),
  cycle_id: z.number().int().nullable(),
  unpaid: z.number().int(),
  unpaid_invoices: z.number().int(),
  /** The part of `unpaid` past its due date. */
  overdue: z.number().int(),
});
export type TUnpaidByCycleRow = z.infer<typeof ZUnpaidByCycleRow>;
export const ZUnpaidByCycleResponse = dataEnvelope(z.array(ZUnpaidByCycleRow));

export const ZTodayCash = z.object({
  date: ZIsoDate,
  receipts: z.number().int(),
  amount: z.number().int(),
  voided: z.number().int(),
});
export const ZTodayCashResponse = dataEnvelope(ZTodayCash);

/** The longest date range of a receipts summary, in days (both ends counted). */
export const RECEIPT_SUMMARY_DAYS_MAX = 366;
/** The receipts and voided lists of a summary stop here (a year of a large utility). */
export const RECEIPT_SUMMARY_ROWS_MAX = 20_000;

/**
 * `/sumreceipt`: a date range (both ends included) or a billing cycle (the receipts that paid
 * at least one invoice of the cycle, each listed whole).
 */
export const ZReceiptSummaryQuery = z.object({
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  cycle_id: ZQueryOptionalId,
  collected_by: ZQueryOptionalId,
});
export type TReceiptSummaryQuery = z.input<typeof ZReceiptSummaryQuery>;

export const ZReceiptSummary = z.object({
  from: ZIsoDate.nullable(),
  to: ZIsoDate.nullable(),
  cycle_id: z.number().int().nullable(),
  /** The cycle's name ('พฤศจิกายน 2569') when the summary is of a cycle. */
  cycle_name: z.string().nullable(),
  collectors: z.array(
    z.object({
      collected_by: z.number().int().nullable(),
      collect_by: z.string(),
      payee: z.string(),
      receipts: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  /** Receipts not voided per payment method (cash first), adding up to the totals. */
  methods: z.array(
    z.object({
      method: ZPaymentMethod,
      receipts: z.number().int(),
      amount: z.number().int(),
    }),
  ),
  /** Receipts not voided. */
  receipts: z.array(ZReceiptSummaryRow),
  voided: z.array(ZReceiptSummaryRow),
  total_amount: z.number().int(),
  total_receipts: z.number().int(),
  /**
   * True when the lists stop at RECEIPT_SUMMARY_ROWS_MAX rows; the collectors and totals always
   * cover every receipt of the range.
   */
  truncated: z.boolean(),
});
export type TReceiptSummary = z.infer<typeof ZReceiptSummary>;
export const ZReceiptSummaryResponse = dataEnvelope(ZReceiptSummary);
