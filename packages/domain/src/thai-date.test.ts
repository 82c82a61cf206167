import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bangkokDateParts,
  billCycleName,
  type CalendarDate,
  daysInMonth,
  fiscalYearBE,
  fiscalYearBounds,
  formatThaiDate,
  formatThaiDateTime,
  isLeapYear,
  isValidCalendarDate,
  parseIsoDate,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
  thaiMonthName,
  toBuddhistYear,
  toGregorianYear,
  toIsoDate,
} from './thai-date.ts';

const d = (year: number, month: number, day: number): CalendarDate => ({ year, month, day });

describe('Buddhist Era', () => {
  it.each([
    [2026, 2569],
    [2000, 2543],
    [1957, 2500],
    [2027, 2570],
  ])('%i C.E. = %i B.E.', (ce, be) => {
    expect(toBuddhistYear(ce)).toBe(be);
    expect(toGregorianYear(be)).toBe(ce);
  });

  it('rejects fractional years', () => {
    expect(() => toBuddhistYear(2026.5)).toThrow(RangeError);
    expect(() => toGregorianYear(Number.NaN)).toThrow(RangeError);
  });
});

describe('leap years and month lengths', () => {
  it.each([
    [2024, true],
    [2026, false],
    [2028, true],
    [2000, true], // divisible by 400
    [1900, false], // divisible by 100, not 400
    [2100, false],
  ])('%i leap: %s', (year, leap) => {
    expect(isLeapYear(year)).toBe(leap);
    expect(daysInMonth(year, 2)).toBe(leap ? 29 : 28);
  });

  it('knows the 30-day and 31-day months', () => {
    const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    lengths.forEach((days, i) => {
      expect(daysInMonth(2026, i + 1)).toBe(days);
    });
  });

  it.each([0, 13, 1.5])('rejects month %s', (m) => {
    expect(() => daysInMonth(2026, m)).toThrow(RangeError);
  });

  it.each([
    [d(2024, 2, 29), true],
    [d(2026, 2, 29), false],
    [d(2026, 4, 31), false],
    [d(2026, 12, 31), true],
    [d(2026, 0, 1), false],
    [d(2026, 1, 0), false],
    [d(2026, 1, 1.5), false],
  ])('%j valid: %s', (date, valid) => {
    expect(isValidCalendarDate(date)).toBe(valid);
  });
});

describe('bangkokDateParts (UTC+7, no daylight saving)', () => {
  it('moves 17:30 UTC to 00:30 the next day in Bangkok', () => {
    expect(bangkokDateParts(new Date('2026-11-19T17:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 20,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('keeps 16:59:59 UTC on the same Bangkok day (23:59:59)', () => {
    expect(bangkokDateParts(new Date('2026-11-20T16:59:59Z'))).toMatchObject({
      day: 20,
      hour: 23,
      minute: 59,
      second: 59,
    });
  });

  it('crosses the year at 17:00 UTC on 31 December', () => {
    expect(bangkokDateParts(new Date('2026-12-31T17:00:00Z'))).toMatchObject(d(2027, 1, 1));
  });

  it('lands on 29 February in a leap year and on 1 March otherwise', () => {
    expect(bangkokDateParts(new Date('2024-02-28T17:00:00Z'))).toMatchObject(d(2024, 2, 29));
    expect(bangkokDateParts(new Date('2025-02-28T17:00:00Z'))).toMatchObject(d(2025, 3, 1));
  });

  it('is 7 hours ahead in June as in December (no DST)', () => {
    expect(bangkokDateParts(new Date('2026-06-15T00:00:00Z')).hour).toBe(7);
    expect(bangkokDateParts(new Date('2026-12-15T00:00:00Z')).hour).toBe(7);
  });

  it('rejects an invalid Date', () => {
    expect(() => bangkokDateParts(new Date('nonsense'))).toThrow(RangeError);
  });
});

describe('fiscalYearBE', () => {
  it.each([
    // Government year from October: named by the year it ends in.
    [d(2026, 9, 30), 10, 2569],
    [d(2026, 10, 1), 10, 2570],
    [d(2026, 12, 31), 10, 2570],
    [d(2027, 1, 1), 10, 2570],
    [d(2027, 9, 30), 10, 2570],
    [d(2027, 10, 1), 10, 2571],
    [d(2024, 2, 29), 10, 2567], // leap day, before October: 2024 + 543
    // Calendar year.
    [d(2026, 1, 1), 1, 2569],
    [d(2026, 12, 31), 1, 2569],
    // Other starts.
    [d(2026, 3, 31), 4, 2569],
    [d(2026, 4, 1), 4, 2570],
    [d(2026, 11, 30), 12, 2569],
    [d(2026, 12, 1), 12, 2570],
    [d(2026, 1, 31), 2, 2569],
    [d(2026, 2, 1), 2, 2570],
  ])('%j with start month %i → %i', (date, start, fy) => {
    expect(fiscalYearBE(date, start)).toBe(fy);
  });

  it('defaults to the October start', () => {
    expect(fiscalYearBE(d(2026, 10, 1))).toBe(2570);
  });

  it('reads an instant in Bangkok: 17:00 UTC on 30 Sep is 1 Oct there', () => {
    expect(fiscalYearBE(new Date('2026-09-30T16:59:59Z'))).toBe(2569);
    expect(fiscalYearBE(new Date('2026-09-30T17:00:00Z'))).toBe(2570);
  });

  it.each([0, 13, 2.5])('rejects start month %s', (start) => {
    expect(() => fiscalYearBE(d(2026, 1, 1), start)).toThrow(RangeError);
  });

  it('rejects an impossible date', () => {
    expect(() => fiscalYearBE(d(2026, 2, 29))).toThrow(RangeError);
  });
});

describe('fiscalYearBounds', () => {
  it('FY 2570 (October start) is 1 Oct 2026 – 30 Sep 2027', () => {
    expect(fiscalYearBounds(2570)).toEqual({ start: d(2026, 10, 1), end: d(2027, 9, 30) });
  });

  it('FY 2569 as a calendar year is 1 Jan – 31 Dec 2026', () => {
    expect(fiscalYearBounds(2569, 1)).toEqual({ start: d(2026, 1, 1), end: d(2026, 12, 31) });
  });

  it('ends on 29 February when a March start meets a leap year', () => {
    // FY 2571 ends in 2571 − 543 = 2028, a leap year.
    expect(fiscalYearBounds(2571, 3)).toEqual({ start: d(2027, 3, 1), end: d(2028, 2, 29) });
    expect(fiscalYearBounds(2570, 3)).toEqual({ start: d(2026, 3, 1), end: d(2027, 2, 28) });
  });

  it('contains every date of its fiscal year, for every start month', () => {
    const calendarDate = fc
      .record({
        year: fc.integer({ min: 1900, max: 2200 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .filter(isValidCalendarDate);
    const key = (x: CalendarDate) => x.year * 10000 + x.month * 100 + x.day;
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: 1, max: 12 }), (date, start) => {
        const { start: first, end: last } = fiscalYearBounds(fiscalYearBE(date, start), start);
        expect(key(first)).toBeLessThanOrEqual(key(date));
        expect(key(date)).toBeLessThanOrEqual(key(last));
      }),
    );
  });
});

describe('Thai month names', () => {
  it('has the full names January to December', () => {
    expect(THAI_MONTHS).toEqual([
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
    ]);
  });

  it('has the abbreviations used on bills and the usage chart', () => {
    expect(THAI_MONTHS_SHORT.join(' ')).toBe(
      'ม.ค. ก.พ. มี.ค. เม.ย. พ.ค. มิ.ย. ก.ค. ส.ค. ก.ย. ต.ค. พ.ย. ธ.ค.',
    );
  });

  it('looks a month up by zero-based index', () => {
    expect(thaiMonthName(0)).toBe('มกราคม');
    expect(thaiMonthName(10, 'short')).toBe('พ.ย.');
    expect(() => thaiMonthName(12)).toThrow(RangeError);
    expect(() => thaiMonthName(-1)).toThrow(RangeError);
  });
});

describe('billCycleName', () => {
  it.each([
    [2026, 0, 'มกราคม 2569'],
    [2026, 1, 'กุมภาพันธ์ 2569'],
    [2026, 9, 'ตุลาคม 2569'],
    [2026, 11, 'ธันวาคม 2569'],
    [2027, 0, 'มกราคม 2570'],
  ])('%i month index %i → %s', (year, month, name) => {
    expect(billCycleName(year, month)).toBe(name);
  });

  it('rejects a month index outside 0–11', () => {
    expect(() => billCycleName(2026, 12)).toThrow(RangeError);
  });
});

describe('formatThaiDate and formatThaiDateTime', () => {
  it('writes day, abbreviated month and B.E. year', () => {
    expect(formatThaiDate(d(2026, 11, 20))).toBe('20 พ.ย. 2569');
    expect(formatThaiDate(d(2026, 1, 5))).toBe('5 ม.ค. 2569');
  });

  it('writes the full month in the long form', () => {
    expect(formatThaiDate(d(2026, 11, 20), 'long')).toBe('20 พฤศจิกายน 2569');
    expect(formatThaiDate(d(2024, 2, 29), 'long')).toBe('29 กุมภาพันธ์ 2567');
  });

  it('formats an instant as its Bangkok date', () => {
    expect(formatThaiDate(new Date('2026-11-19T17:30:00Z'))).toBe('20 พ.ย. 2569');
    expect(formatThaiDate(new Date('2026-12-31T17:00:00Z'), 'long')).toBe('1 มกราคม 2570');
  });

  it('adds the Bangkok time on a 24-hour clock', () => {
    // 07:05 UTC = 14:05 in Bangkok.
    expect(formatThaiDateTime(new Date('2026-11-20T07:05:09Z'))).toBe('20 พ.ย. 2569 14:05 น.');
    expect(formatThaiDateTime(new Date('2026-11-20T07:05:09Z'), 'long')).toBe(
      '20 พฤศจิกายน 2569 14:05 น.',
    );
    expect(formatThaiDateTime({ ...d(2026, 1, 1), hour: 0, minute: 0, second: 0 })).toBe(
      '1 ม.ค. 2569 00:00 น.',
    );
  });

  it('rejects impossible dates and times', () => {
    expect(() => formatThaiDate(d(2026, 2, 30))).toThrow(RangeError);
    expect(() => formatThaiDateTime({ ...d(2026, 1, 1), hour: 24, minute: 0, second: 0 })).toThrow(
      RangeError,
    );
  });
});

describe('ISO calendar dates', () => {
  it('writes YYYY-MM-DD', () => {
    expect(toIsoDate(d(2026, 1, 5))).toBe('2026-01-05');
    expect(toIsoDate(new Date('2026-11-19T17:30:00Z'))).toBe('2026-11-20');
  });

  it.each([
    ['2024-02-29', d(2024, 2, 29)],
    ['2026-12-31', d(2026, 12, 31)],
    ['2026-02-29', null],
    ['2026-13-01', null],
    ['2026-1-05', null],
    ['2026-01-05T00:00:00Z', null],
    ['', null],
  ])('parseIsoDate(%j) = %j', (text, expected) => {
    expect(parseIsoDate(text)).toEqual(expected);
  });
});
