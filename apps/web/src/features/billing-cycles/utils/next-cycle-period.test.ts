import { describe, expect, it } from 'vitest';
import { fakeCycle } from '../../../test/fake-cycles.ts';
import { defaultCutOff, nextCyclePeriod } from './next-cycle-period.ts';

describe('nextCyclePeriod', () => {
  it('is the month after the newest cycle, whatever the list order', () => {
    const cycles = [
      fakeCycle({ id: 1, period_year: 2026, period_month: 10 }),
      fakeCycle({ id: 2, period_year: 2026, period_month: 11 }),
    ];
    expect(nextCyclePeriod(cycles)).toEqual({ year: 2026, month: 12 });
  });

  it('rolls December over into January of the next year', () => {
    expect(nextCyclePeriod([fakeCycle({ period_year: 2026, period_month: 12 })])).toEqual({
      year: 2027,
      month: 1,
    });
  });

  it('is the current Bangkok month when there is no cycle yet', () => {
    // 31 Dec 2026 20:00 UTC is already 1 Jan 2027 in Bangkok.
    expect(nextCyclePeriod([], new Date('2026-12-31T20:00:00Z'))).toEqual({
      year: 2027,
      month: 1,
    });
  });
});

describe('defaultCutOff', () => {
  it('is the last day of the month, leap years included', () => {
    expect(defaultCutOff({ year: 2026, month: 11 })).toBe('2026-11-30');
    expect(defaultCutOff({ year: 2028, month: 2 })).toBe('2028-02-29');
  });
});
