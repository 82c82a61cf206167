import {
  BILL_CHECK_CANCELLED_DAYS,
  type TBillCheckQr,
  type TBillCheckRequest,
  type TBillCheckResult,
} from '@prapa/contracts/bill-check';
import { type BillPaymentCodesInput, billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { parseMemberId } from '@prapa/domain/member-id';
import { sumSatang } from '@prapa/domain/money';
import { maskName } from '@prapa/domain/name-mask';
import { toArabicDigits } from '@prapa/domain/thai-digits';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { type BillCheckKey, findBillCheckRow } from './bill-check.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const collapse = (text: string) => toArabicDigits(text.trim()).replace(/\s+/g, ' ');

/** '42', '00042', '๔๒' are member ids; anything may also be a water number. */
export function billCheckKey(request: TBillCheckRequest): BillCheckKey {
  const typed = collapse(request.member_or_water_no);
  return {
    memberId: parseMemberId(typed),
    waterNos: [typed.toLowerCase()],
    houseNo: collapse(request.house_no).toLowerCase(),
  };
}

/**
 * The public bill check. An unknown number and a known number with the wrong house number
 * throw the same NOT_FOUND with the same neutral message, after the same single query, so
 * the page cannot tell anybody who is a customer.
 */
export async function checkBill(
  ctx: RequestContext,
  request: TBillCheckRequest,
): Promise<TBillCheckResult> {
  const cancelledSince = new Date(ctx.now.getTime() - BILL_CHECK_CANCELLED_DAYS * DAY_MS);
  const row = await findBillCheckRow(ctx.db, billCheckKey(request), cancelledSince);
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'bill_check_not_found' });
  const total = sumSatang(row.bills.map((bill) => bill.amount_satang));
  const newest = row.bills.at(-1);
  return {
    name: maskName(row.first_name, row.last_name),
    area_name: row.area_name,
    bills: row.bills.map(
      ({ kind, invoice_no, bill_cycle_name, units, amount_satang, due_date }) => ({
        kind,
        invoice_no,
        bill_cycle_name,
        units,
        amount_satang,
        due_date,
      }),
    ),
    total_satang: total,
    cancelled: row.cancelled,
    last_payment_date: row.last_payment_date,
    last_payment_method: row.last_payment_method,
    qr:
      newest && total > 0
        ? billCodes({
            billerId: row.promptpay_biller_id,
            memberId: row.member_id,
            invoiceNo: newest.invoice_no,
            amountSatang: total,
          })
        : null,
  };
}

/**
 * The Thai QR and the bank barcode for the whole amount owed, made by the same
 * `billPaymentCodes` as every printed bill (docs/decisions/020): Ref1 the member id, Ref2 the
 * newest unpaid invoice. Null without a valid biller id (the page then shows no codes). The page
 * draws both: drawing on the server cost more CPU than the rest of a lookup (docs/decisions/009).
 */
function billCodes(input: BillPaymentCodesInput): TBillCheckQr | null {
  const codes = billPaymentCodes(input);
  return (
    codes && { payload: codes.qrPayload, barcode: codes.barcode, amount_satang: input.amountSatang }
  );
}
