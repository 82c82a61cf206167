/**
 * A receipt thanks the payer for paying on time only when it settled nothing late: every bill
 * on it was paid on or before its due date. An opening balance (ยอดยกมา) has no due date of
 * its own in the sense of this month's bill, so a receipt that only pays old debt is not
 * "on time". Dates are ISO calendar dates (YYYY-MM-DD), which compare as text.
 */
export function isPaidOnTime(receiptDate: string, dueDates: readonly (string | null)[]): boolean {
  if (dueDates.length === 0) return false;
  return dueDates.every((due) => due !== null && receiptDate <= due);
}
