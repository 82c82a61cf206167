/**
 * Thai calendar rules. A date here is a calendar date in Asia/Bangkok (the office's zone):
 * UTC+7 all year, no daylight saving, so converting an instant needs only a fixed offset and
 * no time-zone database. Years are Gregorian (C.E.) in data and Buddhist Era (B.E. = C.E. + 543)
 * on screen and paper.
 */

/** Gregorian year, month 1–12, day 1–31. */
export type CalendarDate = { year: number; month: number; day: number };
export type DateTimeParts = CalendarDate & { hour: number; minute: number; second: number };

/** `Date` is an instant (converted to Bangkok); `CalendarDate` is already a Bangkok date. */
export type DateInput = Date | CalendarDate;

export const BANGKOK_UTC_OFFSET_MS = 7 * 60 * 60 * 1000;
export const BUDDHIST_ERA_OFFSET = 543;

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

export const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

export type DateForm = 'short' | 'long';

export function toBuddhistYear(gregorianYear: number): number {
  assertInteger(gregorianYear, 'year');
  return gregorianYear + BUDDHIST_ERA_OFFSET;
}

export function toGregorianYear(buddhistYear: number): number {
  assertInteger(buddhistYear, 'year');
  return buddhistYear - BUDDHIST_ERA_OFFSET;
}

export function isLeapYear(gregorianYear: number): boolean {
  return (gregorianYear % 4 === 0 && gregorianYear % 100 !== 0) || gregorianYear % 400 === 0;
}

export function daysInMonth(gregorianYear: number, month: number): number {
  assertMonth(month);
  if (month === 2) return isLeapYear(gregorianYear) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export function isValidCalendarDate(date: CalendarDate): boolean {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger)) return false;
  if (month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

/**
 * The Bangkok wall-clock date and time of an instant. Shifting the epoch by +7 h and reading
 * the UTC fields gives Bangkok's fields without depending on the host's time zone.
 */
export function bangkokDateParts(instant: Date): DateTimeParts {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError('invalid Date');
  const shifted = new Date(ms + BANGKOK_UTC_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
  };
}

/** 'YYYY-MM-DD', the wire format of calendar dates (contracts' ZIsoDate). */
export function toIsoDate(date: DateInput): string {
  const { year, month, day } = toCalendarDate(date);
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`;
}

export function parseIsoDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isValidCalendarDate(date) ? date : null;
}

/**
 * Fiscal years are named by the year in which they end, in B.E.: with the government's
 * October start, 1 Oct 2026 opens fiscal year 2570. `startMonth` 1 makes it the calendar year.
 */
export function fiscalYearBE(date: DateInput, startMonth = 10): number {
  assertMonth(startMonth);
  const { year, month } = toCalendarDate(date);
  const endsNextYear = startMonth > 1 && month >= startMonth;
  return toBuddhistYear(endsNextYear ? year + 1 : year);
}

/** First and last calendar day of a fiscal year (inclusive), for report date ranges. */
export function fiscalYearBounds(
  fiscalYear: number,
  startMonth = 10,
): { start: CalendarDate; end: CalendarDate } {
  assertMonth(startMonth);
  const endYear = toGregorianYear(fiscalYear);
  if (startMonth === 1) {
    return {
      start: { year: endYear, month: 1, day: 1 },
      end: { year: endYear, month: 12, day: 31 },
    };
  }
  const endMonth = startMonth - 1;
  return {
    start: { year: endYear - 1, month: startMonth, day: 1 },
    end: { year: endYear, month: endMonth, day: daysInMonth(endYear, endMonth) },
  };
}

export function thaiMonthName(monthIndex0: number, form: DateForm = 'long'): string {
  assertMonth(monthIndex0 + 1);
  const names = form === 'long' ? THAI_MONTHS : THAI_MONTHS_SHORT;
  return names[monthIndex0]!;
}

/** A billing cycle is named by its month and B.E. year: 'มกราคม 2569' for January 2026. */
export function billCycleName(gregorianYear: number, monthIndex0: number): string {
  return `${thaiMonthName(monthIndex0, 'long')} ${toBuddhistYear(gregorianYear)}`;
}

/** '20 พ.ย. 2569' (short) or '20 พฤศจิกายน 2569' (long). */
export function formatThaiDate(date: DateInput, form: DateForm = 'short'): string {
  const { year, month, day } = toCalendarDate(date);
  return `${day} ${thaiMonthName(month - 1, form)} ${toBuddhistYear(year)}`;
}

/** '20 พ.ย. 2569 14:05 น.': 24-hour clock with the customary 'น.' (นาฬิกา). */
export function formatThaiDateTime(
  instant: Date | DateTimeParts,
  form: DateForm = 'short',
): string {
  const parts = instant instanceof Date ? bangkokDateParts(instant) : instant;
  assertTime(parts);
  return `${formatThaiDate(parts, form)} ${pad2(parts.hour)}:${pad2(parts.minute)} น.`;
}

function toCalendarDate(date: DateInput): CalendarDate {
  if (date instanceof Date) return bangkokDateParts(date);
  if (!isValidCalendarDate(date)) {
    throw new RangeError(`invalid calendar date ${JSON.stringify(date)}`);
  }
  return date;
}

function assertTime(parts: DateTimeParts): void {
  const ok =
    Number.isInteger(parts.hour) &&
    Number.isInteger(parts.minute) &&
    parts.hour >= 0 &&
    parts.hour <= 23 &&
    parts.minute >= 0 &&
    parts.minute <= 59;
  if (!ok) throw new RangeError(`invalid time ${parts.hour}:${parts.minute}`);
}

function assertMonth(month: number): void {
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`month must be 1–12, got ${month}`);
  }
}

function assertInteger(value: number, what: string): void {
  if (!Number.isInteger(value)) throw new RangeError(`${what} must be an integer, got ${value}`);
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}
