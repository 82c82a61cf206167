import { z } from 'zod';
import { ZIsoDate, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZQueryId } from './query-fields.ts';
import { V } from './validation-keys.ts';

/**
 * Fee lines of a bill (docs/decisions/028): a late fee (ค่าปรับชำระล่าช้า) on overdue bills,
 * or the reconnection fee (ค่าธรรมเนียมต่อน้ำ) of a disconnection order, billed once. Part of
 * the bill's `total_charge`, without VAT. An administrator may waive a late fee with a reason.
 */
export const INVOICE_CHARGE_PATHS = {
  /** GET a member's fee lines (`client_id`). */
  list: '/api/debt/charges',
  /** POST `{ params: { reason } }` (ADMIN): waives one late fee. */
  waive: '/api/debt/charges/:id/waive',
} as const;

export const INVOICE_CHARGE_KINDS = ['late_fee', 'reconnection_fee'] as const;
export const ZInvoiceChargeKind = z.enum(INVOICE_CHARGE_KINDS);

/** One fee line as a bill prints it. */
export const ZInvoiceChargeLine = z.object({
  id: z.number().int(),
  kind: ZInvoiceChargeKind,
  amount_satang: ZSatang,
  /** Late fee: the overdue bills it is charged for. */
  source_invoice_nos: z.array(z.string()),
  waived: z.boolean(),
});
export type TInvoiceChargeLine = z.infer<typeof ZInvoiceChargeLine>;

/** One fee line on the member's billing page. */
export const ZInvoiceCharge = ZInvoiceChargeLine.extend({
  invoice_id: z.number().int(),
  invoice_no: z.string(),
  invoice_date: ZIsoDate,
  /** The bill carrying the line is paid (no waiver) or cancelled. */
  invoice_status: z.enum(['unpaid', 'paid', 'cancelled', 'in_plan']),
  waived_at: z.string().nullable(),
  waived_by: z.string().nullable(),
  waive_reason: z.string().nullable(),
});
export type TInvoiceCharge = z.infer<typeof ZInvoiceCharge>;

export const ZInvoiceChargeListQuery = z.object({ client_id: ZQueryId });
export const ZInvoiceChargeListResponse = dataEnvelope(z.array(ZInvoiceCharge));
export const ZWaiveChargeRequest = z.object({
  params: z.object({ reason: z.string().trim().min(1, { message: V.required }).max(500) }),
});
export const ZWaiveChargeResponse = dataEnvelope(ZInvoiceCharge);
