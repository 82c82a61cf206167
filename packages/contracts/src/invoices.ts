import { z } from 'zod';
import { ZIsoDate } from './common-fields.ts';
import { dataEnvelope, pageOf } from './envelope.ts';
import { ZInvoiceChargeLine } from './invoice-charges.ts';
import { ZQueryId } from './query-fields.ts';

/**
 * Invoices (ใบแจ้งค่าน้ำ): one per recorded reading, issued by the bill run of a cycle.
 * Field names are those of spec §3; money is integer satang (`*_charge`, `debt_total`,
 * `billing_total`). The spec shows no invoice calls, so the paths are chosen here.
 *
 * - `bill_charge` the progressive water charge (after any minimum), `fee_charge` the meter
 *   maintenance fee, `vat_charge` VAT, `total_charge` their sum: what this invoice asks.
 * - `debt_total` the client's unpaid earlier invoices when this one was issued (arrears);
 *   `billing_total` = `debt_total` + `total_charge`, the amount printed as "รวมที่ต้องชำระ".
 * - `units` m³ used; `water_usage` the same in litres (spec §3 names it in litres).
 */
export const INVOICE_PATHS = {
  /** POST `{ params: { cycle_id } }`: issues the cycle's missing invoices. */
  billRun: '/api/user/invoice/bill-run',
  /** GET a page of invoices (`cycle_id`, `area_id`, `client_id`, `status`, `q`). */
  list: '/api/user/invoice',
  /** GET one invoice as printed (the bill print view). */
  one: '/api/user/invoice/:id',
  /** GET the A5 bills of a cycle (optionally one area) as one PDF. */
  printPdf: '/api/user/invoice/print-pdf',
} as const;

/**
 * 'cancelled' (ยกเลิก): the invoice keeps its number but is no longer owed and cannot be paid
 * (decision 012); the invoice issued in its place names it in `replaces_invoice_no`.
 */
export const INVOICE_STATUSES = ['unpaid', 'paid', 'cancelled'] as const;
export const ZInvoiceStatus = z.enum(INVOICE_STATUSES);
export type TInvoiceStatus = z.infer<typeof ZInvoiceStatus>;

/**
 * 'water': a bill of one reading of one cycle. 'opening': ยอดยกมา, a balance brought forward
 * by the data import, with no cycle, meter or reading (`cycle_id`, `meter_id` null,
 * `bill_cycle_name` and `meterNo` empty); screens label it from their locale. 'instalment': an
 * instalment plan's down payment, or the rest of a broken plan (docs/decisions/029), likewise
 * without cycle or meter; its amount is `instalment_charge`.
 */
export const INVOICE_KINDS = ['water', 'opening', 'instalment'] as const;
export const ZInvoiceKind = z.enum(INVOICE_KINDS);
export type TInvoiceKind = z.infer<typeof ZInvoiceKind>;

export const ZInvoiceTier = z.object({
  from_unit: z.number().int(),
  to_unit: z.number().int().nullable(),
  rate_satang: z.number().int(),
  units: z.number().int(),
  amount_satang: z.number().int(),
});
export type TInvoiceTier = z.infer<typeof ZInvoiceTier>;

export const ZInvoice = z.object({
  id: z.number().int(),
  invoice_no: z.string(),
  invoice_date: ZIsoDate,
  due_date: ZIsoDate,
  kind: ZInvoiceKind,
  cycle_id: z.number().int().nullable(),
  /** 'พฤศจิกายน 2569'; '' for an opening balance. */
  bill_cycle_name: z.string(),
  client_id: z.number().int(),
  memberId: z.number().int(),
  fullname: z.string(),
  house_no: z.string(),
  area_id: z.number().int(),
  area_name: z.string(),
  meter_id: z.number().int().nullable(),
  meterNo: z.string(),
  previous_reading: z.number().int(),
  current_reading: z.number().int(),
  units: z.number().int(),
  water_usage: z.number().int(),
  bill_charge: z.number().int(),
  fee_charge: z.number().int(),
  vat_charge: z.number().int(),
  total_charge: z.number().int(),
  /**
   * Decision 031: the credit balance deducted when the bill was issued (ยอดเงินคงเหลือ), the
   * partial payments received on it, and what is still due (total less both). Absent = 0.
   */
  credit_satang: z.number().int().optional(),
  partial_satang: z.number().int().optional(),
  due_satang: z.number().int().optional(),
  /** An instalment plan's instalment billed on this bill (its own line, part of the total). */
  instalment_charge: z.number().int().optional(),
  /** Taken over by an instalment plan: owed through the plan, not by itself (decision 029). */
  in_plan: z.boolean().optional(),
  debt_total: z.number().int(),
  billing_total: z.number().int(),
  status: ZInvoiceStatus,
  paid: z.boolean(),
  /** ISO date-time of the payment; null while unpaid. */
  paid_at: z.string().nullable(),
  /** Bangkok calendar date of the payment. */
  paid_date: ZIsoDate.nullable(),
  receipt_id: z.number().int().nullable(),
  receipt_no: z.string().nullable(),
  /** ISO date-time of the cancellation; null while the invoice stands. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** The cancelled invoice this one was issued in place of (ออกใบแจ้งหนี้แทน). */
  replaces_invoice_no: z.string().nullable(),
  /** For a cancelled invoice: the one issued in its place, once there is one. */
  replaced_by_invoice_no: z.string().nullable(),
  /**
   * Unpaid and past its due date today in Bangkok (ค้างชำระ); an unpaid bill that is not is
   * due (รอชำระ). Decision 014: only overdue bills make a member owe (status `_1`).
   */
  overdue: z.boolean(),
});
export type TInvoice = z.infer<typeof ZInvoice>;

/**
 * The first bill after a meter replacement also charges the old meter's last units (its last
 * reading → its final reading); `previous_reading` / `current_reading` are the new meter's and
 * `units` both meters' together.
 */
export const ZReplacedMeterLine = z.object({
  meterNo: z.string(),
  from_reading: z.number().int(),
  to_reading: z.number().int(),
  units: z.number().int(),
});
export type TReplacedMeterLine = z.infer<typeof ZReplacedMeterLine>;

/** One invoice as the bill print view needs it: the tier lines and the tariff version. */
export const ZInvoiceDetail = ZInvoice.extend({
  tiers: z.array(ZInvoiceTier),
  tariff_group_name: z.string(),
  tariff_version_no: z.number().int(),
  vat_rate_bp: z.number().int(),
  /** Null unless this is the first bill after a meter replacement. */
  replaced_meter: ZReplacedMeterLine.nullable(),
  /** Fee lines (late fees, the reconnection fee; decision 028), waived ones marked. */
  charges: z.array(ZInvoiceChargeLine),
  /** The earlier invoices still unpaid today, oldest first (arrears lines of the bill). */
  arrears: z.array(
    z.object({
      invoice_no: z.string(),
      kind: ZInvoiceKind,
      bill_cycle_name: z.string(),
      total_charge: z.number().int(),
    }),
  ),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const ZInvoiceResponse = dataEnvelope(ZInvoiceDetail);
export const ZInvoicePage = pageOf(ZInvoice);
export const ZInvoicePageResponse = dataEnvelope(ZInvoicePage);

export const INVOICE_PAGE_SIZE_MAX = 500;

export const ZInvoiceListQuery = z.object({
  cycle_id: ZQueryId.optional(),
  area_id: ZQueryId.optional(),
  client_id: ZQueryId.optional(),
  status: ZInvoiceStatus.optional(),
  /** Member id, name, house number or invoice number. */
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(INVOICE_PAGE_SIZE_MAX).default(10),
});
export type TInvoiceListQuery = z.input<typeof ZInvoiceListQuery>;

/** Bills per PDF: a larger print is refused (print one area at a time) rather than cut short. */
export const INVOICE_PRINT_MAX = 2_000;

export const ZInvoicePrintQuery = z.object({
  cycle_id: ZQueryId,
  area_id: ZQueryId.optional(),
  /** Only invoices still unpaid. */
  unpaid_only: z.enum(['true', 'false', '1', '0']).optional(),
});
export type TInvoicePrintQuery = z.input<typeof ZInvoicePrintQuery>;

/** POST …/bill-run `{ params: { cycle_id } }`. */
export const ZBillRunRequest = z.object({
  params: z.object({
    cycle_id: z.number().int().positive(),
    /** Flagged readings the clerk looked at and confirmed in the review (kept in the audit). */
    confirmed_flagged: z.number().int().nonnegative().optional(),
  }),
});
export type TBillRunRequest = z.input<typeof ZBillRunRequest>;

export const ZBillRunResult = z.object({
  cycle_id: z.number().int(),
  /** Invoices issued by this run. */
  issued: z.number().int().nonnegative(),
  /** Recorded readings that already had an invoice (an earlier run). */
  already_issued: z.number().int().nonnegative(),
  /** Recorded readings left out: ignored (fee-exempt) clients. */
  skipped_ignored: z.number().int().nonnegative(),
  /** Recorded readings left out: clients cancelled (2_x) or deleted since they were read. */
  skipped_inactive: z.number().int().nonnegative(),
  /** Sum of `total_charge` of the invoices issued by this run. */
  total_satang: z.number().int().nonnegative(),
  /** First and last invoice number issued by this run; null when none. */
  first_invoice_no: z.string().nullable(),
  last_invoice_no: z.string().nullable(),
});
export type TBillRunResult = z.infer<typeof ZBillRunResult>;
export const ZBillRunResponse = dataEnvelope(ZBillRunResult);
