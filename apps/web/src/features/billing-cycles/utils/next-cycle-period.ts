import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { bangkokDateParts, daysInMonth, toIsoDate } from '@prapa/domain/thai-date';

/** A calendar month billed: Gregorian year, month 1–12. */
export type CyclePeriod = { year: number; month: number };

/** The latest month any cycle bills; the list order is not relied on. */
function latestPeriod(cycles: readonly TBillingCycle[]): CyclePeriod | null {
  let latest: CyclePeriod | null = null;
  for (const { period_year: year, period_month: month } of cycles) {
    if (!latest || year > latest.year || (year === latest.year && month > latest.month)) {
      latest = { year, month };
    }
  }
  return latest;
}

/** The month after the newest cycle; without any cycle, this month (Bangkok). */
export function nextCyclePeriod(cycles: readonly TBillingCycle[], now = new Date()): CyclePeriod {
  const latest = latestPeriod(cycles);
  if (!latest) {
    const today = bangkokDateParts(now);
    return { year: today.year, month: today.month };
  }
  return latest.month === 12
    ? { year: latest.year + 1, month: 1 }
    : { year: latest.year, month: latest.month + 1 };
}

/** The default cut-off of a cycle: the last day of its month, 'YYYY-MM-DD'. */
export function defaultCutOff({ year, month }: CyclePeriod): string {
  return toIsoDate({ year, month, day: daysInMonth(year, month) });
}
