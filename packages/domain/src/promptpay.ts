import { formatBahtPlain } from './money.ts';

/**
 * Thai QR payment, PromptPay bill payment (EMVCo merchant-presented mode, the Bank of Thailand
 * "Thai QR Code" profile). Every field is TLV: two-digit tag, two-digit length, value.
 *
 *   00 '01'                     payload format indicator
 *   01 '11' | '12'              static (no amount) | dynamic (amount given: one bill, one QR)
 *   30 merchant account, bill payment:
 *        00 'A000000677010112'  AID of PromptPay bill payment (domestic)
 *        01 biller id           15 digits: tax id (13) + suffix (2), issued by the bank
 *        02 Ref1                1–20 upper-case letters/digits (we use the member id / invoice)
 *        03 Ref2                optional, same format
 *   53 '764'                    currency, THB (ISO 4217)
 *   54 amount                   baht with two decimals, only when given
 *   58 'TH'                     country
 *   63 CRC                      CRC-16/CCITT-FALSE over everything before it, including '6304'
 */
export const BILL_PAYMENT_AID = 'A000000677010112';

export type BillPaymentInput = {
  billerId: string;
  ref1: string;
  ref2?: string;
  /** Omit for a static QR that lets the payer type the amount. */
  amountSatang?: number;
};

export type PromptPayError = 'BILLER_ID_FORMAT' | 'REF1_FORMAT' | 'REF2_FORMAT' | 'AMOUNT_INVALID';

const REF = /^[A-Z0-9]{1,20}$/;
// Tag 54 holds at most 13 characters: 9,999,999,999.99.
const MAX_AMOUNT_SATANG = 999_999_999_999;

export function validateBillPayment(input: BillPaymentInput): PromptPayError[] {
  const errors: PromptPayError[] = [];
  if (!/^[0-9]{15}$/.test(input.billerId)) errors.push('BILLER_ID_FORMAT');
  if (!REF.test(input.ref1)) errors.push('REF1_FORMAT');
  if (input.ref2 !== undefined && !REF.test(input.ref2)) errors.push('REF2_FORMAT');
  const amount = input.amountSatang;
  if (
    amount !== undefined &&
    (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT_SATANG)
  ) {
    errors.push('AMOUNT_INVALID');
  }
  return errors;
}

/** The biller id the bank issues: the organisation's 13-digit tax id and a 2-digit suffix. */
export function billerId(taxId: string, suffix = '00'): string {
  if (!/^[0-9]{13}$/.test(taxId) || !/^[0-9]{2}$/.test(suffix)) {
    throw new RangeError('biller id is a 13-digit tax id and a 2-digit suffix');
  }
  return taxId + suffix;
}

/**
 * The 13th digit of a Thai tax id / national id is a check digit: (11 − Σ dᵢ × (13 − i)) mod 10
 * over the first 12 digits. Catches most typing mistakes before a QR sends money astray.
 */
export function isValidThaiTaxId(taxId: string): boolean {
  if (!/^[0-9]{13}$/.test(taxId)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(taxId[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(taxId[12]);
}

export function buildBillPaymentPayload(input: BillPaymentInput): string {
  const errors = validateBillPayment(input);
  if (errors.length > 0) throw new RangeError(`invalid bill payment QR: ${errors.join(', ')}`);
  const merchant =
    tlv('00', BILL_PAYMENT_AID) +
    tlv('01', input.billerId) +
    tlv('02', input.ref1) +
    (input.ref2 === undefined ? '' : tlv('03', input.ref2));
  const body =
    tlv('00', '01') +
    tlv('01', input.amountSatang === undefined ? '11' : '12') +
    tlv('30', merchant) +
    tlv('53', '764') +
    (input.amountSatang === undefined ? '' : tlv('54', formatBahtPlain(input.amountSatang))) +
    tlv('58', 'TH') +
    '6304';
  return body + crc16CcittFalse(body);
}

/** Tag + two-digit length + value. Values here are ASCII, so length in characters = bytes. */
export function tlv(tag: string, value: string): string {
  if (!/^[0-9]{2}$/.test(tag)) throw new RangeError(`tag must be two digits, got ${tag}`);
  if (value.length < 1 || value.length > 99) {
    throw new RangeError(`TLV value length must be 1–99, got ${value.length}`);
  }
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR;
 * four upper-case hex digits. Input must be ASCII (EMV QR payloads are).
 */
export function crc16CcittFalse(data: string): string {
  let crc = 0xffff;
  for (let i = 0; i < data.length; i++) {
    const byte = data.charCodeAt(i);
    if (byte > 0x7f) throw new RangeError('CRC input must be ASCII');
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
