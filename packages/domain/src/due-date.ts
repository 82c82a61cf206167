import { daysInMonth, parseIsoDate, toIsoDate } from './thai-date.ts';

/**
 * When a bill must be paid, from the organisation's rule (organisation.due_rule):
 * - `days_after`: the invoice date plus `days` calendar days;
 * - `day_of_next_month`: that day of the month after the invoice date, or the month's last day
 *   when it is shorter (day 31 in a 30-day month, 29–31 in February).
 * Dates are 'YYYY-MM-DD' calendar dates in Bangkok, as stored in the database.
 */
export type DueRule =
  | { kind: 'days_after'; days: number }
  | { kind: 'day_of_next_month'; day: number };

export function dueDate(invoiceDate: string, rule: DueRule): string {
  const date = parseIsoDate(invoiceDate);
  if (!date) throw new RangeError(`invalid invoice date ${invoiceDate}`);
  if (rule.kind === 'days_after') {
    if (!Number.isInteger(rule.days) || rule.days < 0) {
      throw new RangeError(`days must be a non-negative whole number, got ${rule.days}`);
    }
    // UTC arithmetic on a calendar date: no time zone or daylight saving can shift the day.
    const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + rule.days));
    return toIsoDate({
      year: shifted.getUTCFullYear(),
      month: shifted.getUTCMonth() + 1,
      day: shifted.getUTCDate(),
    });
  }
  if (!Number.isInteger(rule.day) || rule.day < 1 || rule.day > 31) {
    throw new RangeError(`day must be 1–31, got ${rule.day}`);
  }
  const year = date.month === 12 ? date.year + 1 : date.year;
  const month = date.month === 12 ? 1 : date.month + 1;
  return toIsoDate({ year, month, day: Math.min(rule.day, daysInMonth(year, month)) });
}
