import { formatMemberId } from './member-id.ts';
import { buildBillPaymentPayload, isValidThaiTaxId, validateBillPayment } from './promptpay.ts';
import { toArabicDigits } from './thai-digits.ts';

/**
 * A biller id is what the bank issues for bill payment: the organisation's 13-digit tax id,
 * whose last digit is a check digit, and a 2-digit suffix (usually '00' … '99' per service).
 */
export function isValidBillerId(id: string): boolean {
  return /^[0-9]{15}$/.test(id) && isValidThaiTaxId(id.slice(0, 13));
}

/**
 * Ref2 as printed: the invoice number upper-cased without anything but letters and digits
 * ('INV2570/000123' → 'INV2570000123'), the last 20 characters if longer (a ref holds 20).
 */
export function invoiceRef(invoiceNo: string): string {
  return toArabicDigits(invoiceNo)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(-20);
}

export type BillPaymentCodesInput = {
  billerId: string;
  memberId: number;
  /** The invoice number as stored ('INV2570/000123'). */
  invoiceNo: string;
  /** What is due; 0 prints codes that let the payer type the amount (open amount). */
  amountSatang: number;
};

export type BillPaymentCodes = {
  /** Ref1: the member id, zero-padded ('00042'). */
  ref1: string;
  /** Ref2: the invoice number without separators ('INV2570000123'). */
  ref2: string;
  /** Thai QR tag-30 payload (EMVCo text) to draw as a QR code. */
  qrPayload: string;
  /**
   * The bank barcode's data, to draw as Code 128: '|' + biller id + CR + Ref1 + CR + Ref2 + CR +
   * amount in satang without a decimal point ('0' for an open amount).
   */
  barcode: string;
  /** The barcode as people read it under the bars: CR shown as a space. */
  barcodeText: string;
};

/**
 * The two codes printed on a bill or a debt letter so the member can pay at a bank, an ATM, a
 * counter service or by scanning with a banking app. What comes back in the bank's payment file
 * as Ref1/Ref2 is exactly what these carried, so the import can match it without a person.
 * Null when the codes cannot be made: no valid biller id, a negative amount, or a ref that the
 * bank would refuse.
 */
export function billPaymentCodes(input: BillPaymentCodesInput): BillPaymentCodes | null {
  if (!isValidBillerId(input.billerId)) return null;
  if (!Number.isSafeInteger(input.amountSatang) || input.amountSatang < 0) return null;
  if (!Number.isSafeInteger(input.memberId) || input.memberId < 1) return null;
  const ref1 = formatMemberId(input.memberId);
  const ref2 = invoiceRef(input.invoiceNo);
  if (ref2 === '') return null;
  const payment = {
    billerId: input.billerId,
    ref1,
    ref2,
    ...(input.amountSatang > 0 ? { amountSatang: input.amountSatang } : {}),
  };
  if (validateBillPayment(payment).length > 0) return null;
  const amount = String(input.amountSatang);
  const barcode = `|${input.billerId}\r${ref1}\r${ref2}\r${amount}`;
  return {
    ref1,
    ref2,
    qrPayload: buildBillPaymentPayload(payment),
    barcode,
    barcodeText: barcode.replace(/\r/g, ' '),
  };
}
