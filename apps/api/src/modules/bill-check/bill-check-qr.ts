import type { TBillCheckQr } from '@prapa/contracts/bill-check';
import { invoiceRef } from '@prapa/domain/bill-payment-codes';
import { formatMemberId } from '@prapa/domain/member-id';
import { buildBillPaymentPayload, validateBillPayment } from '@prapa/domain/promptpay';

export type BillQrInput = {
  billerId: string;
  memberId: number;
  /** The newest unpaid invoice's number ('INV2570/000123'). */
  newestInvoiceNo: string;
  amountSatang: number;
};

/**
 * Ref2 is the newest unpaid invoice's number without its slash ('INV2570000123', the prefix
 * kept: docs/decisions/014), the same rule as every printed bill (`@prapa/domain/bill-payment-codes`).
 */
export { invoiceRef };

/**
 * The PromptPay bill-payment QR for the amount owed, or null when the organisation has no
 * usable biller id (then the page simply shows no QR) or nothing is owed. The page draws it:
 * drawing on the server cost more CPU than the rest of a lookup (docs/decisions/009).
 */
export function buildBillQr(input: BillQrInput): TBillCheckQr | null {
  if (input.amountSatang <= 0 || input.billerId === '') return null;
  const ref2 = invoiceRef(input.newestInvoiceNo);
  const payment = {
    billerId: input.billerId,
    ref1: formatMemberId(input.memberId),
    ...(ref2 === '' ? {} : { ref2 }),
    amountSatang: input.amountSatang,
  };
  if (validateBillPayment(payment).length > 0) return null;
  return { payload: buildBillPaymentPayload(payment), amount_satang: input.amountSatang };
}
