import { describe, expect, it } from 'vitest';
import { MONTHS_IN_YEAR, toMonthlySeries } from './monthly-series';

describe('toMonthlySeries', () => {
  it('gives twelve zeros when there are no records', () => {
    expect(toMonthlySeries([])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(MONTHS_IN_YEAR).toBe(12);
  });

  it('places each usage at its zero-based month index', () => {
    const series = toMonthlySeries([
      { month: 0, usage: 10 },
      { month: 5, usage: 7.5 },
      { month: 11, usage: 3 },
    ]);
    expect(series).toEqual([10, 0, 0, 0, 0, 7.5, 0, 0, 0, 0, 0, 3]);
  });

  it('places every single month correctly', () => {
    for (let month = 0; month < 12; month += 1) {
      const series = toMonthlySeries([{ month, usage: 42 }]);
      expect(series).toHaveLength(12);
      expect(series[month]).toBe(42);
      expect(series.filter((v) => v === 0)).toHaveLength(11);
    }
  });

  it('does not depend on record order', () => {
    const records = [
      { month: 3, usage: 1 },
      { month: 1, usage: 2 },
      { month: 9, usage: 3 },
    ];
    expect(toMonthlySeries(records)).toEqual(toMonthlySeries([...records].reverse()));
  });

  it('ignores months outside 0–11 and non-integer months', () => {
    const series = toMonthlySeries([
      { month: -1, usage: 5 },
      { month: 12, usage: 5 },
      { month: 1.5, usage: 5 },
      { month: Number.NaN, usage: 5 },
      { month: 2, usage: 8 },
    ]);
    expect(series).toEqual([0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('lets the later record win when a month repeats', () => {
    expect(
      toMonthlySeries([
        { month: 4, usage: 1 },
        { month: 4, usage: 9 },
      ])[4],
    ).toBe(9);
  });

  it('keeps zero usage and treats a non-finite usage as 0', () => {
    const series = toMonthlySeries([
      { month: 0, usage: 0 },
      { month: 1, usage: Number.POSITIVE_INFINITY },
      { month: 2, usage: Number.NaN },
    ]);
    expect(series.slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('does not modify its input', () => {
    const records = Object.freeze([Object.freeze({ month: 1, usage: 1 })]);
    expect(() => toMonthlySeries(records)).not.toThrow();
  });
});
