import { describe, expect, it } from 'vitest';
import {
  checkMember,
  constantKind,
  deviation,
  differenceFrom,
  type HistoryReading,
  isAbnormalHigh,
  median,
  monthlyUsage,
  DEFAULT_INVESTIGATION_SETTINGS as S,
  usageAverage,
} from './investigation.ts';

/** Periods 100…112: one cycle a month; the checked cycle is 112. */
const CYCLES = Array.from({ length: 13 }, (_, i) => 100 + i);
const P = 112;

/** Readings of meter 1 from a list of units ending at period 112 (null: no reading; 'e': estimated). */
function history(units: readonly (number | null | `${number}e`)[], meterId = 1): HistoryReading[] {
  const start = P - units.length + 1;
  return units.flatMap((u, i) => {
    if (u === null) return [];
    const estimated = typeof u === 'string';
    return [
      { period: start + i, meterId, units: estimated ? Number(u.slice(0, -1)) : u, estimated },
    ];
  });
}

const check = (readings: HistoryReading[], areaMedian: number | null = null, active = true) =>
  checkMember({ readings, period: P, cyclePeriods: CYCLES, areaMedian, active, settings: S });

describe('abnormal high bill (× 2 of the own average over 6 cycles, at least 10 units)', () => {
  it.each([
    ['steady use', [10, 10, 10, 10, 10, 10, 12], false],
    ['exactly twice is not above', [10, 10, 10, 10, 10, 10, 20], false],
    ['just above twice', [10, 10, 10, 10, 10, 10, 21], true],
    ['small numbers: 1 → 3 units is not abnormal', [1, 1, 1, 1, 1, 1, 3], false],
    ['at the minimum of 10 units', [4, 4, 4, 4, 4, 4, 10], true],
    ['below the minimum', [4, 4, 4, 4, 4, 4, 9], false],
    ['only the last 6 cycles count', [100, 100, 10, 10, 10, 10, 10, 10, 25], true],
    ['gaps: the average of the months read', [null, 10, null, 10, null, 10, 25], true],
    ['estimated months are left out', ['50e', '50e', 10, 10, 10, 10, 25], true],
    ['an estimated current month is never abnormal', [10, 10, 10, 10, 10, 10, '40e'], false],
  ] as const)('%s', (_name, units, expected) => {
    expect(check(history(units))?.abnormal).toBe(expected);
  });

  it('a roll-over month counts with its units as recorded', () => {
    // units already include the wrap (9,990 → 0,015 = 25 units)
    expect(check(history([10, 10, 10, 10, 10, 10, 25]))?.abnormal).toBe(true);
  });

  it('leaves out the month of a meter replacement (two meters, or a new meter)', () => {
    const readings = [
      ...history([10, 10, 10, null, null, null, null]),
      // month 109: old meter 5 units, new meter 40 units (a replacement month)
      { period: 109, meterId: 1, units: 5, estimated: false },
      { period: 109, meterId: 2, units: 40, estimated: false },
      { period: 110, meterId: 2, units: 10, estimated: false },
      { period: 111, meterId: 2, units: 10, estimated: false },
      { period: 112, meterId: 2, units: 21, estimated: false },
    ];
    const result = check(readings);
    expect(result?.average).toEqual({ sum: 50, count: 5 });
    expect(result?.abnormal).toBe(true);
    // A new meter without the old one read in the same month is a replacement too.
    const months = monthlyUsage([
      { period: 110, meterId: 1, units: 10, estimated: false },
      { period: 111, meterId: 3, units: 2, estimated: false },
      { period: 112, meterId: 3, units: 10, estimated: false },
    ]);
    expect(months.map((m) => m.replacement)).toEqual([false, true, false]);
  });

  it('new members are compared with the area median', () => {
    expect(check(history([30]), 14)?.abnormal).toBe(true);
    expect(check(history([28]), 14)?.abnormal).toBe(false);
    expect(check(history([29]), 14.5)?.abnormal).toBe(false);
    expect(check(history([30]), 14.5)?.abnormal).toBe(true);
    expect(check(history([30]), null)?.abnormal).toBe(false);
    // Only estimated months before: no own average either.
    expect(check(history(['10e', '10e', 40]), 10)?.abnormal).toBe(true);
  });

  it('compares in integers, so thirds do not round', () => {
    // average 31/3 = 10.33…; twice = 20.67: 21 is above, 20 is not
    const avg = { sum: 31, count: 3 };
    const month = (units: number) => ({ period: P, units, estimated: false, replacement: false });
    expect(isAbnormalHigh(month(21), avg, null, S)).toBe(true);
    expect(isAbnormalHigh(month(20), avg, null, S)).toBe(false);
  });
});

describe('high/low (more than 30 % from the own average)', () => {
  it.each([
    ['30 % above is not more than 30 %', [10, 10, 10, 10, 10, 10, 13], null],
    ['31 % above', [100, 100, 100, 100, 100, 100, 131], 'higher'],
    ['30 % below is not more than 30 %', [10, 10, 10, 10, 10, 10, 7], null],
    ['31 % below', [100, 100, 100, 100, 100, 100, 69], 'lower'],
    ['stopped using water', [10, 10, 10, 10, 10, 10, 0], 'lower'],
    ['from nothing to something', [0, 0, 0, 0, 0, 0, 5], 'higher'],
    ['nothing and nothing', [0, 0, 0, 0, 0, 0, 0], null],
    ['no history: not checked', [50], null],
    ['estimated month: not checked', [10, 10, '30e'], null],
    ['estimated months do not pull the average', ['40e', '40e', 10, 10, 10, 10, 10], null],
  ] as const)('%s', (_name, units, expected) => {
    expect(check(history(units))?.deviation).toBe(expected);
  });

  it('uses the threshold as set', () => {
    const avg = { sum: 100, count: 10 };
    const month = (units: number) => ({ period: P, units, estimated: false, replacement: false });
    expect(deviation(month(12), avg, { ...S, deviationPct: 15 })).toBe('higher');
    expect(deviation(month(12), avg, { ...S, deviationPct: 20 })).toBe(null);
  });
});

describe('constant meter (3 consecutive cycles)', () => {
  it.each([
    ['0 units three times', [12, 0, 0, 0], 'zero'],
    ['0 units twice only', [12, 12, 0, 0], null],
    ['a gap breaks the run', [0, null, 0, 0], null],
    ['a missing current reading', [0, 0, 0, null], null],
    ['estimated three times', ['8e', '9e', '9e'], 'estimated'],
    ['estimated twice, read once', ['8e', 9, '9e'], null],
    ['0 and estimated 0 mixed are still 0 units', [0, '0e', 0], 'zero'],
  ] as const)('%s', (_name, units, expected) => {
    const readings = history(units);
    // With no current reading the member is not in the cycle at all.
    expect(check(readings)?.constant ?? null).toBe(expected);
  });

  it('only while the member is active', () => {
    expect(check(history([0, 0, 0]), null, false)?.constant).toBe(null);
  });

  it('looks at the current meter only (a new meter starts a new run)', () => {
    const readings = [
      { period: 110, meterId: 1, units: 0, estimated: false },
      { period: 111, meterId: 1, units: 0, estimated: false },
      { period: 112, meterId: 2, units: 0, estimated: false },
    ];
    expect(check(readings)?.constant).toBe(null);
    expect(constantKind(readings.slice(0, 2), [110, 111], true)).toBe('zero');
  });
});

describe('helpers', () => {
  it('median of odd, even and empty lists', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBe(null);
  });

  it('difference in units and percent', () => {
    expect(differenceFrom(15, 10)).toEqual({ diffUnits: 5, diffPct: 50 });
    expect(differenceFrom(5, 0)).toEqual({ diffUnits: 5, diffPct: null });
    expect(differenceFrom(5, null)).toEqual({ diffUnits: null, diffPct: null });
  });

  it('average over a window of periods', () => {
    const months = monthlyUsage(history([10, 20, '99e', 30]));
    expect(usageAverage(months, [109, 110, 111])).toEqual({ sum: 30, count: 2 });
  });
});
