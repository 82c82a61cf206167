import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSTALMENT_COUNT_MAX,
  instalmentPeriod,
  instalmentSchedule,
  nextPlanState,
  periodOf,
  periodParts,
} from './instalment-schedule.ts';

describe('instalment schedule', () => {
  it.each([
    // arrears, down payment, N → down payment, instalments
    ['even split', 300_000, 0, 3, [100_000, 100_000, 100_000]],
    ['remainder baht on the last', 100_000, 0, 3, [33_300, 33_300, 33_400]],
    ['remainder satang on the last', 100_050, 0, 3, [33_300, 33_300, 33_450]],
    ['down payment taken first', 125_075, 25_000, 4, [25_000, 25_000, 25_000, 25_075]],
    ['N = 1: the whole rest at once', 98_765, 10_000, 1, [88_765]],
    ['down payment 0, N = 1', 50, 0, 1, [50]],
    ['rest under N baht: satang instalments', 250, 0, 3, [83, 83, 84]],
    ['rest of exactly N satang', 1_003, 1_000, 3, [1, 1, 1]],
    [
      'a whole-baht split keeps whole baht',
      60_000,
      0,
      6,
      [10_000, 10_000, 10_000, 10_000, 10_000, 10_000],
    ],
    ['rounding down to the baht, never up', 10_099, 0, 2, [5_000, 5_099]],
  ])('%s', (_name, arrears, down, count, expected) => {
    const result = instalmentSchedule({
      arrearsSatang: arrears,
      downPaymentSatang: down,
      count,
    });
    expect(result).toEqual({
      ok: true,
      schedule: { downPaymentSatang: down, instalments: expected, totalSatang: arrears },
    });
  });

  it.each([
    ['no arrears', 0, 0, 3, 'no_arrears'],
    ['negative arrears', -100, 0, 3, 'no_arrears'],
    ['fractional satang', 100.5, 0, 3, 'no_arrears'],
    ['N = 0', 10_000, 0, 0, 'count_range'],
    ['N too large', 10_000, 0, INSTALMENT_COUNT_MAX + 1, 'count_range'],
    ['negative down payment', 10_000, -1, 2, 'down_payment_range'],
    ['down payment is the whole arrears', 10_000, 10_000, 2, 'down_payment_range'],
    ['down payment above the arrears', 10_000, 10_001, 2, 'down_payment_range'],
    ['instalments under one satang', 10_002, 10_000, 3, 'instalment_too_small'],
  ])('refuses %s', (_name, arrears, down, count, reason) => {
    expect(instalmentSchedule({ arrearsSatang: arrears, downPaymentSatang: down, count })).toEqual({
      ok: false,
      reason,
    });
  });

  it('adds up to the arrears to the satang, every instalment positive, all but the last equal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 1, max: INSTALMENT_COUNT_MAX }),
        fc.double({ min: 0, max: 0.99, noNaN: true }),
        (arrears, count, share) => {
          const down = Math.floor(arrears * share);
          const result = instalmentSchedule({
            arrearsSatang: arrears,
            downPaymentSatang: down,
            count,
          });
          if (arrears - down < count) {
            expect(result).toEqual({ ok: false, reason: 'instalment_too_small' });
            return;
          }
          if (!result.ok) throw new Error(result.reason);
          const { instalments } = result.schedule;
          expect(instalments).toHaveLength(count);
          expect(down + instalments.reduce((a, b) => a + b, 0)).toBe(arrears);
          expect(instalments.every((x) => Number.isInteger(x) && x > 0)).toBe(true);
          expect(new Set(instalments.slice(0, -1)).size).toBeLessThanOrEqual(1);
          expect(instalments.at(-1)).toBeGreaterThanOrEqual(instalments[0] as number);
        },
      ),
    );
  });
});

describe('instalment months', () => {
  it('one instalment a month from the first, across the year end', () => {
    const first = periodOf(2026, 11);
    expect(periodParts(instalmentPeriod(first, 1))).toEqual({ year: 2026, month: 11 });
    expect(periodParts(instalmentPeriod(first, 2))).toEqual({ year: 2026, month: 12 });
    expect(periodParts(instalmentPeriod(first, 3))).toEqual({ year: 2027, month: 1 });
  });
});

describe('plan state', () => {
  const paid = { billed: true, paid: true, overdue: false };
  const due = { billed: true, paid: false, overdue: false };
  const missed = { billed: true, paid: false, overdue: true };
  const unbilled = { billed: false, paid: false, overdue: false };
  it.each([
    ['kept: paid so far, the rest not yet billed', 'active', [paid, due, unbilled], 'active'],
    ['a missed instalment breaks it', 'active', [paid, missed, unbilled], 'broken'],
    ['the down payment missed breaks it', 'active', [missed, unbilled], 'broken'],
    ['everything billed and paid completes it', 'active', [paid, paid, paid], 'completed'],
    ['billed but not all paid is still active', 'active', [paid, paid, due], 'active'],
    ['a broken plan stays broken', 'broken', [paid, paid], 'broken'],
    ['a cancelled plan stays cancelled', 'cancelled', [missed], 'cancelled'],
  ] as const)('%s', (_name, state, items, expected) => {
    expect(nextPlanState(state, items)).toBe(expected);
  });
});
