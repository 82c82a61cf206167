/**
 * Instalment plans (issue 16 item 4, docs/decisions/029): a member's arrears become a down
 * payment and N monthly instalments. Pure arithmetic to the satang; the API stores the
 * schedule and bills one instalment with each month's bill.
 *
 * - The instalments are whole baht: each is `floor(rest / N)` rounded down to the baht, and the
 *   last takes what remains (the satang and the baht left over), so the schedule always adds up
 *   to the arrears exactly: no satang counted twice or lost.
 * - When the rest is too small for whole baht in every instalment (less than N baht), the
 *   instalments are satang: `floor(rest / N)`, the last taking the remainder.
 * - The down payment may be 0; it is never the whole arrears (then there is nothing to pay in
 *   instalments), and every instalment is at least 1 satang.
 */
export const INSTALMENT_COUNT_MAX = 60;

export type InstalmentScheduleInput = {
  arrearsSatang: number;
  downPaymentSatang: number;
  count: number;
};

export type InstalmentScheduleError =
  | 'no_arrears'
  | 'count_range'
  | 'down_payment_range'
  | 'instalment_too_small';

export type InstalmentSchedule = {
  downPaymentSatang: number;
  /** The N instalments in order (instalment 1 first). */
  instalments: number[];
  totalSatang: number;
};

export function instalmentSchedule(
  input: InstalmentScheduleInput,
): { ok: true; schedule: InstalmentSchedule } | { ok: false; reason: InstalmentScheduleError } {
  const { arrearsSatang, downPaymentSatang, count } = input;
  if (!Number.isSafeInteger(arrearsSatang) || arrearsSatang <= 0) {
    return { ok: false, reason: 'no_arrears' };
  }
  if (!Number.isInteger(count) || count < 1 || count > INSTALMENT_COUNT_MAX) {
    return { ok: false, reason: 'count_range' };
  }
  if (
    !Number.isSafeInteger(downPaymentSatang) ||
    downPaymentSatang < 0 ||
    downPaymentSatang >= arrearsSatang
  ) {
    return { ok: false, reason: 'down_payment_range' };
  }
  const rest = arrearsSatang - downPaymentSatang;
  if (rest < count) return { ok: false, reason: 'instalment_too_small' };
  const even = Math.floor(rest / count);
  const base = even >= 100 ? even - (even % 100) : even;
  const instalments = Array.from({ length: count }, () => base);
  instalments[count - 1] = rest - base * (count - 1);
  return {
    ok: true,
    schedule: { downPaymentSatang, instalments, totalSatang: arrearsSatang },
  };
}

/** A month as `year * 12 + monthIndex0` (the API's `period`), and back. */
export function periodOf(year: number, month1: number): number {
  return year * 12 + month1 - 1;
}

export function periodParts(period: number): { year: number; month: number } {
  return { year: Math.floor(period / 12), month: (period % 12) + 1 };
}

/**
 * The month whose bill carries instalment `no` (1-based) when the first is billed with the
 * bill of `firstPeriod`: one instalment a month. A month whose bill run comes late, or is
 * skipped, moves the rest along (the API bills the next unbilled instalment with each bill).
 */
export function instalmentPeriod(firstPeriod: number, no: number): number {
  return firstPeriod + no - 1;
}

export const INSTALMENT_PLAN_STATES = ['active', 'completed', 'broken', 'cancelled'] as const;
export type InstalmentPlanState = (typeof INSTALMENT_PLAN_STATES)[number];

/** Facts about one instalment (0 = the down payment) as the API reads them. */
export type InstalmentFact = {
  /** On a live invoice (not cancelled). */
  billed: boolean;
  paid: boolean;
  /** Billed, unpaid and past its invoice's due date (decision 014). */
  overdue: boolean;
};

/**
 * What an active plan becomes: broken when any billed instalment is overdue (missed), completed
 * when every instalment is billed and paid, otherwise still active. Cancelled, broken and
 * completed plans stay as they are.
 */
export function nextPlanState(
  state: InstalmentPlanState,
  items: readonly InstalmentFact[],
): InstalmentPlanState {
  if (state !== 'active') return state;
  if (items.some((item) => item.billed && !item.paid && item.overdue)) return 'broken';
  if (items.length > 0 && items.every((item) => item.billed && item.paid)) return 'completed';
  return 'active';
}
