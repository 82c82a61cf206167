import { bangkokDateParts, toIsoDate } from './thai-date.ts';

/**
 * Where a bill stands on a given day (docs/decisions/014):
 * - `paid`: a receipt (not voided) paid it;
 * - `cancelled`: cancelled, no longer owed (its number stays used);
 * - `due` (รอชำระ): live and unpaid, its due date is today or later;
 * - `overdue` (ค้างชำระ): live and unpaid, its due date has passed (before today in Bangkok).
 *
 * Only `overdue` makes a member owe (status `_1`); `due` and `overdue` both count in the
 * member's debt (`clients.debt_satang`). Dates are 'YYYY-MM-DD' Bangkok calendar dates, so a
 * plain string comparison orders them.
 */
export type BillState = 'paid' | 'cancelled' | 'due' | 'overdue';

export type BillFacts = {
  dueDate: string;
  paid: boolean;
  cancelled: boolean;
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The due date has passed on `today`: the day after the due date is the first overdue day. */
export function isPastDue(dueDate: string, today: string): boolean {
  if (!ISO_DATE.test(dueDate) || !ISO_DATE.test(today)) {
    throw new RangeError(`dates must be YYYY-MM-DD, got ${dueDate} and ${today}`);
  }
  return dueDate < today;
}

export function billState(bill: BillFacts, today: string): BillState {
  if (bill.cancelled) return 'cancelled';
  if (bill.paid) return 'paid';
  return isPastDue(bill.dueDate, today) ? 'overdue' : 'due';
}

/** Today in Bangkok as 'YYYY-MM-DD': the day against which due dates are compared. */
export function bangkokToday(now: Date): string {
  return toIsoDate(bangkokDateParts(now));
}

export type OwingSummary = {
  /** Live unpaid bills whose due date has not passed (รอชำระ), satang. */
  due: number;
  /** Live unpaid bills past their due date (ค้างชำระ), satang. */
  overdue: number;
};

/** Sums a member's live unpaid bills into what is due and what is overdue. */
export function summariseOwing(
  bills: readonly (BillFacts & { amountSatang: number })[],
  today: string,
): OwingSummary {
  const sum: OwingSummary = { due: 0, overdue: 0 };
  for (const bill of bills) {
    const state = billState(bill, today);
    if (state === 'due' || state === 'overdue') sum[state] += bill.amountSatang;
  }
  return sum;
}

/** What a member owes, as the client screens show it next to the debt. */
export type Owing = 'none' | 'due' | 'overdue';

/**
 * From the stored status (its `_1` half is kept equal to "has an overdue bill" by every writer
 * of invoices and by the overdue refresh) and the unpaid total.
 */
export function owingOf(statusCode: string, debtSatang: number): Owing {
  if (statusCode.endsWith('_1')) return 'overdue';
  return debtSatang > 0 ? 'due' : 'none';
}
