import { z } from 'zod';
import { ZIsoDate, ZSatang } from './common-fields.ts';
import { dataEnvelope } from './envelope.ts';
import { ZInvoiceKind } from './invoices.ts';
import { V } from './validation-keys.ts';

/**
 * The public bill check (spec §2 /billcheck): a water user looks up what they owe. A POST, so
 * the identifiers never appear in a URL (logs, proxies, browser history).
 */
export { BILL_CHECK_PATH } from './bill-check-path.ts';

/** Member id ('42' or '00042') or water number, and the house number as the second factor. */
export const ZBillCheckRequest = z.object({
  member_or_water_no: z.string().trim().min(1, { message: V.required }).max(30),
  house_no: z.string().trim().min(1, { message: V.required }).max(30),
});
export type TBillCheckRequest = z.infer<typeof ZBillCheckRequest>;

/** One unpaid bill, as little as the water user needs to recognise it. */
export const ZBillCheckBill = z.strictObject({
  kind: ZInvoiceKind,
  /** As printed on the bill: 'INV2570/000123'. */
  invoice_no: z.string(),
  /** 'พฤศจิกายน 2569' (Thai month, B.E. year); '' for an opening balance (ยอดยกมา). */
  bill_cycle_name: z.string(),
  units: z.number().int(),
  amount_satang: ZSatang,
  due_date: ZIsoDate,
});
export type TBillCheckBill = z.infer<typeof ZBillCheckBill>;

/**
 * A bill cancelled in the last BILL_CHECK_CANCELLED_DAYS days (decision 009, amended): shown
 * marked ยกเลิก, never counted in what is owed, so a water user holding the paper bill sees it
 * no longer stands and which bill replaces it.
 */
export const ZBillCheckCancelledBill = z.strictObject({
  kind: ZInvoiceKind,
  invoice_no: z.string(),
  bill_cycle_name: z.string(),
  amount_satang: ZSatang,
  /** Bangkok date of the cancellation. */
  cancelled_date: ZIsoDate,
  /** The number of the bill issued in its place; null while none is issued yet. */
  replaced_by: z.string().nullable(),
});
export type TBillCheckCancelledBill = z.infer<typeof ZBillCheckCancelledBill>;

/** How far back the bill check lists cancelled bills. */
export const BILL_CHECK_CANCELLED_DAYS = 90;

/**
 * The codes of a bill for the whole amount owed (docs/decisions/020): `payload` is the Thai QR
 * tag-30 text the page draws as the QR code, `barcode` the bank's Code 128 data ('|' + biller id
 * + CR + Ref1 + CR + Ref2 + CR + satang) drawn under it. Drawing is the phone's work, not the
 * server's.
 */
export const ZBillCheckQr = z.strictObject({
  payload: z.string(),
  barcode: z.string(),
  amount_satang: ZSatang,
});
export type TBillCheckQr = z.infer<typeof ZBillCheckQr>;

/**
 * Data minimisation (PDPA): a masked name, the area, the unpaid bills, the total and the last
 * payment date. No address, phone, e-mail, member id or internal ids. Strict, so a key added
 * by mistake fails the server's response serialisation instead of leaking.
 */
export const ZBillCheckResult = z.strictObject({
  /** First name and the first letter of the surname: 'สมชาย ใ.'. */
  name: z.string(),
  area_name: z.string(),
  /** Oldest first. */
  bills: z.array(ZBillCheckBill),
  /** Total of `bills` only: cancelled bills are not owed. */
  total_satang: ZSatang,
  /** Newest first. */
  cancelled: z.array(ZBillCheckCancelledBill),
  /** Bangkok date of the latest receipt that was not voided; null when never paid. */
  last_payment_date: ZIsoDate.nullable(),
  /** How that receipt was paid: at the counter, through a bank (decision 020) or from credit (031). */
  last_payment_method: z.enum(['cash', 'bank', 'credit']).nullable(),
  /** Null when nothing is owed or the organisation has no valid biller id. */
  qr: ZBillCheckQr.nullable(),
});
export type TBillCheckResult = z.infer<typeof ZBillCheckResult>;

export const ZBillCheckResponse = dataEnvelope(ZBillCheckResult);
export type TBillCheckResponse = z.infer<typeof ZBillCheckResponse>;
