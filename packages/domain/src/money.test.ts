import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bahtToSatang,
  changeDue,
  formatBaht,
  formatBahtPlain,
  isSatang,
  parseBahtToSatang,
  percentOf,
  roundHalfUpDiv,
  sumSatang,
} from './money.ts';

const MAX = Number.MAX_SAFE_INTEGER; // 9,007,199,254,740,991 satang = 90,071,992,547,409.91 baht

describe('parseBahtToSatang / bahtToSatang', () => {
  it.each([
    ['1,234.50', 123450],
    ['1234.5', 123450],
    ['1234', 123400],
    ['1,234,567.89', 123456789],
    ['0.01', 1],
    ['0.1', 10],
    ['0', 0],
    ['00012.30', 1230],
    ['  12 ', 1200],
    ['-12.34', -1234],
    ['-0', 0],
    ['-0.00', 0],
    ['๑,๒๓๔.๕๐', 123450], // Thai digits
    ['90,071,992,547,409.91', MAX],
    ['90071992547409.91', MAX],
  ])('%j → %i satang', (text, satang) => {
    expect(parseBahtToSatang(text)).toEqual({ ok: true, satang });
    expect(bahtToSatang(text)).toBe(satang);
  });

  it.each([
    [1234.5, 123450],
    [19.99, 1999], // 19.99 × 100 is 1998.9999999999998 as a float; we read the digits
    [1.1, 110],
    [0.07, 7],
    [-5, -500],
    [0, 0],
  ])('number %s → %i satang, read through its decimal digits', (value, satang) => {
    expect(bahtToSatang(value)).toBe(satang);
  });

  it.each([
    ['', 'EMPTY'],
    ['   ', 'EMPTY'],
    ['1.234', 'TOO_MANY_DECIMALS'],
    ['0.001', 'TOO_MANY_DECIMALS'],
    ['12,34', 'INVALID_FORMAT'], // bad grouping
    ['1,2345', 'INVALID_FORMAT'],
    [',123', 'INVALID_FORMAT'],
    ['1,234,56', 'INVALID_FORMAT'],
    ['1.', 'INVALID_FORMAT'],
    ['.5', 'INVALID_FORMAT'],
    ['abc', 'INVALID_FORMAT'],
    ['1 234', 'INVALID_FORMAT'],
    ['--1', 'INVALID_FORMAT'],
    ['+1', 'INVALID_FORMAT'],
    ['1e3', 'INVALID_FORMAT'],
    ['฿100', 'INVALID_FORMAT'],
    ['90071992547409.92', 'OUT_OF_RANGE'], // one satang past the safe integers
    ['100000000000000000000', 'OUT_OF_RANGE'],
  ])('%j is rejected: %s', (text, error) => {
    expect(parseBahtToSatang(text)).toEqual({ ok: false, error });
    expect(() => bahtToSatang(text)).toThrow(RangeError);
  });

  it.each([
    [0.1 + 0.2, 'TOO_MANY_DECIMALS'], // 0.30000000000000004: refused, not guessed
    [1e21, 'INVALID_FORMAT'], // '1e+21'
    [Number.NaN, 'INVALID_FORMAT'],
    [Number.POSITIVE_INFINITY, 'INVALID_FORMAT'],
  ])('number %s is rejected: %s', (value, error) => {
    expect(parseBahtToSatang(value)).toEqual({ ok: false, error });
  });
});

describe('formatBaht', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123450, '1,234.50'],
    [100000000, '1,000,000.00'],
    [-5, '-0.05'],
    [-123450, '-1,234.50'],
    [MAX, '90,071,992,547,409.91'],
    [-MAX, '-90,071,992,547,409.91'],
  ])('%i satang → %s', (satang, text) => {
    expect(formatBaht(satang)).toBe(text);
  });

  it('has a form without grouping', () => {
    expect(formatBahtPlain(123456789)).toBe('1234567.89');
    expect(formatBahtPlain(-100)).toBe('-1.00');
  });

  it.each([1.5, Number.NaN, 2 ** 53, Number.POSITIVE_INFINITY])('rejects %s', (value) => {
    expect(() => formatBaht(value)).toThrow(RangeError);
  });

  it('round-trips every safe amount through parse', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), (satang) => {
        expect(bahtToSatang(formatBaht(satang))).toBe(satang);
        expect(bahtToSatang(formatBahtPlain(satang))).toBe(satang);
      }),
    );
  });

  it('parses baht and satang written separately to baht × 100 + satang', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 99 }),
        (b, s) => {
          const text = `${b}.${String(s).padStart(2, '0')}`;
          expect(bahtToSatang(text)).toBe(b * 100 + s);
        },
      ),
    );
  });
});

describe('roundHalfUpDiv', () => {
  it.each([
    [7, 2, 4], // 3.5 → 4
    [5, 2, 3], // 2.5 → 3 (not banker's 2)
    [3, 2, 2], // 1.5 → 2
    [1, 2, 1], // 0.5 → 1
    [1, 3, 0], // 0.333 → 0
    [2, 3, 1], // 0.667 → 1
    [13, 4, 3], // 3.25 → 3
    [14, 4, 4], // 3.5 → 4
    [10, 5, 2],
    [0, 5, 0],
    [-7, 2, -4], // −3.5 → −4: away from zero
    [7, -2, -4],
    [-7, -2, 4],
    [-1, 3, 0],
    [MAX, 2, 4503599627370496], // 4,503,599,627,370,495.5 → …496
  ])('%i / %i → %i', (n, d, q) => {
    expect(roundHalfUpDiv(n, d)).toBe(q);
  });

  it('never returns -0', () => {
    expect(Object.is(roundHalfUpDiv(-1, 3), 0)).toBe(true);
  });

  it.each([
    [1, 0],
    [1.5, 2],
    [1, 0.5],
    [2 ** 53, 1],
  ])('rejects %s / %s', (n, d) => {
    expect(() => roundHalfUpDiv(n, d)).toThrow(RangeError);
  });

  it('is never off by more than half a satang, and ties go away from zero', () => {
    const nonZero = fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).filter((x) => x !== 0);
    fc.assert(
      fc.property(fc.integer({ min: -MAX, max: MAX }), nonZero, (n, d) => {
        const q = BigInt(roundHalfUpDiv(n, d));
        const error = q * BigInt(d) - BigInt(n); // rounded − exact, scaled by d
        const twiceError = 2n * (error < 0n ? -error : error);
        const absD = BigInt(Math.abs(d));
        expect(twiceError <= absD).toBe(true);
        if (twiceError === absD) {
          // A tie: the result is the one further from zero.
          const qd = q * BigInt(d);
          expect((qd < 0n ? -qd : qd) > BigInt(Math.abs(n))).toBe(true);
        }
      }),
    );
  });

  it('agrees with Math.round on small positive numbers', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 6 }),
        fc.integer({ min: 1, max: 10 ** 4 }),
        (n, d) => {
          expect(roundHalfUpDiv(n, d)).toBe(Math.round(n / d));
        },
      ),
    );
  });
});

describe('percentOf (basis points, half-up)', () => {
  it.each([
    [10000, 700, 700], // 100.00 × 7 % = 7.00
    [77000, 700, 5390], // 770.00 × 7 % = 53.90
    [1050, 700, 74], // 10.50 × 7 % = 0.735 baht = 73.5 satang → 74
    [350, 700, 25], // 3.50 × 7 % = 24.5 satang → 25 (banker's rounding would give 24)
    [7, 700, 0], // 0.49 satang → 0
    [8, 700, 1], // 0.56 satang → 1
    [12345, 0, 0],
    [12345, 10000, 12345], // 100 %
    [-1050, 700, -74],
    // 9,007,199,254,740,991 × 700 / 10,000 = 630,503,947,831,869.37 → …869; a float
    // product would already have lost the last digits.
    [MAX, 700, 630503947831869],
  ])('%i satang × %i bp → %i', (satang, bp, expected) => {
    expect(percentOf(satang, bp)).toBe(expected);
  });

  it('rejects non-integer amounts and rates', () => {
    expect(() => percentOf(10.5, 700)).toThrow(RangeError);
    expect(() => percentOf(1000, 7.5)).toThrow(RangeError);
  });
});

describe('changeDue', () => {
  it('returns the change when enough was received', () => {
    expect(changeDue(10000, 10000)).toEqual({ ok: true, leftOver: 0 });
    expect(changeDue(38190, 50000)).toEqual({ ok: true, leftOver: 11810 }); // 500 − 381.90 = 118.10
    expect(changeDue(0, 0)).toEqual({ ok: true, leftOver: 0 });
  });

  it('reports what is missing when too little was received', () => {
    expect(changeDue(12345, 10000)).toEqual({
      ok: false,
      error: 'INSUFFICIENT_PAYMENT',
      shortBy: 2345,
    });
    expect(changeDue(1, 0)).toEqual({ ok: false, error: 'INSUFFICIENT_PAYMENT', shortBy: 1 });
  });

  it.each([
    [-1, 0],
    [0, -1],
    [1.5, 2],
    [1, Number.NaN],
  ])('rejects (%s, %s)', (total, received) => {
    expect(() => changeDue(total, received)).toThrow(RangeError);
  });
});

describe('sumSatang and isSatang', () => {
  it('adds exactly and refuses to leave the safe range', () => {
    expect(sumSatang([])).toBe(0);
    expect(sumSatang([10, 20, -5])).toBe(25);
    expect(sumSatang([MAX - 1, 1])).toBe(MAX);
    expect(() => sumSatang([MAX, 1])).toThrow(RangeError);
    expect(() => sumSatang([0.1, 0.2])).toThrow(RangeError);
  });

  it('recognises satang values', () => {
    expect(isSatang(0)).toBe(true);
    expect(isSatang(-5)).toBe(true);
    expect(isSatang(1.5)).toBe(false);
    expect(isSatang('100')).toBe(false);
    expect(isSatang(2 ** 53)).toBe(false);
  });
});
