import { daysBetween } from './debt-aging.ts';
import { percentOf } from './money.ts';

/**
 * Late fees (ค่าปรับชำระล่าช้า, issue 16 item 3, docs/decisions/028). Pure rule arithmetic;
 * the bill run applies it.
 *
 * - `fixed`: `fixed_satang` per line. `percent`: `rate_bp` basis points of the base, rounded
 *   half up to the satang (12.345 baht → 12.35, 12.344 → 12.34), then capped.
 * - The base of an overdue bill is its total WITHOUT its own fee lines (late fees, the
 *   reconnection fee): a fee is never charged on a fee, so fees never compound.
 * - `base: 'bill'`: one line per overdue bill. `base: 'balance'`: one line per bill run on the
 *   sum of the bills that became chargeable since the last run. Either way each overdue bill
 *   is charged once ever.
 * - A bill is chargeable from the day that is `after_days` days after its due date (day 1 is
 *   the day after the due date, as in the aging).
 * - `cap_satang` (optional) bounds every line, fixed or percent.
 */
export type LateFeeRule = {
  enabled: boolean;
  mode: 'fixed' | 'percent';
  fixed_satang: number;
  rate_bp: number;
  after_days: number;
  base: 'bill' | 'balance';
  cap_satang: number | null;
};

export const LATE_FEE_OFF: LateFeeRule = {
  enabled: false,
  mode: 'fixed',
  fixed_satang: 0,
  rate_bp: 0,
  after_days: 30,
  base: 'bill',
  cap_satang: null,
};

/** Whether a bill due on `dueDate`, still unpaid on `asOf`, is chargeable under the rule. */
export function isLateFeeDue(dueDate: string, asOf: string, afterDays: number): boolean {
  return daysBetween(dueDate, asOf) >= Math.max(1, afterDays);
}

/** The fee for one line on `baseSatang` (the bills' totals without their fee lines). */
export function lateFeeAmount(rule: LateFeeRule, baseSatang: number): number {
  if (!rule.enabled || baseSatang <= 0) return 0;
  const raw = rule.mode === 'fixed' ? rule.fixed_satang : percentOf(baseSatang, rule.rate_bp);
  return rule.cap_satang === null ? raw : Math.min(raw, rule.cap_satang);
}

/** The base of an overdue bill: its total without its own fee lines (no compounding). */
export function lateFeeBase(bill: { total_satang: number; charges_satang: number }): number {
  return Math.max(0, bill.total_satang - bill.charges_satang);
}

export type OverdueBill = {
  id: number;
  due_date: string;
  total_satang: number;
  charges_satang: number;
};

export type LateFeeLine = { amount_satang: number; base_satang: number; source_ids: number[] };

/**
 * The late-fee lines of one member's new bill: from the member's unpaid bills not yet charged,
 * those chargeable on `asOf`, one line each (`bill`) or one line for all (`balance`). Lines
 * of 0 are left out (a 0 % rule, a bill of 0).
 */
export function lateFeeLines(
  rule: LateFeeRule,
  unchargedBills: readonly OverdueBill[],
  asOf: string,
): LateFeeLine[] {
  if (!rule.enabled) return [];
  const due = unchargedBills.filter((b) => isLateFeeDue(b.due_date, asOf, rule.after_days));
  const groups = rule.base === 'bill' ? due.map((b) => [b]) : due.length > 0 ? [due] : [];
  return groups.flatMap((bills) => {
    const base = bills.reduce((sum, b) => sum + lateFeeBase(b), 0);
    const amount = lateFeeAmount(rule, base);
    return amount > 0
      ? [{ amount_satang: amount, base_satang: base, source_ids: bills.map((b) => b.id) }]
      : [];
  });
}
