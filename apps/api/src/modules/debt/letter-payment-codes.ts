import { formatMemberId } from '@prapa/domain/member-id';
import { formatBahtPlain } from '@prapa/domain/money';
import { buildBillQr, invoiceRef } from '../bill-check/bill-check-qr.ts';

export type LetterPaymentInput = {
  /** The organisation's 15-digit PromptPay biller id ('' when not set up). */
  billerId: string;
  memberId: number;
  /** The newest overdue bill's number: Ref2, as on the bill check (docs/decisions/009, 014). */
  invoiceNo: string;
  amountSatang: number;
};

export type LetterPaymentCodes = {
  /** Thai QR (tag 30 bill payment) payload. */
  qrPayload: string;
  /** The bank barcode's text: '|' biller CR Ref1 CR Ref2 CR amount in satang (reference §2). */
  barcodeText: string;
  ref1: string;
  ref2: string;
};

/**
 * The one place a debt letter gets its Thai QR and barcode (docs/decisions/022): built from
 * the PromptPay payload builder in packages/domain, the same as the bill check. Swapping in
 * a shared helper for bills and letters changes this function only. Null when the office has
 * no biller id or nothing is owed (the letter then prints without codes).
 */
export function letterPaymentCodes(input: LetterPaymentInput): LetterPaymentCodes | null {
  const qr = buildBillQr({
    billerId: input.billerId,
    memberId: input.memberId,
    newestInvoiceNo: input.invoiceNo,
    amountSatang: input.amountSatang,
  });
  if (!qr) return null;
  const ref1 = formatMemberId(input.memberId);
  const ref2 = invoiceRef(input.invoiceNo);
  const satang = formatBahtPlain(input.amountSatang).replace('.', '');
  return {
    qrPayload: qr.payload,
    barcodeText: `|${input.billerId}\r${ref1}\r${ref2}\r${satang}`,
    ref1,
    ref2,
  };
}
