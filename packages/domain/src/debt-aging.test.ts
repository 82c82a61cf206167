import { describe, expect, it } from 'vitest';
import { addDays, agingBucket, bucketBounds, daysBetween } from './debt-aging.ts';

describe('aging buckets', () => {
  it.each([
    [1, 'd0_30'],
    [30, 'd0_30'],
    [31, 'd31_60'],
    [60, 'd31_60'],
    [61, 'd61_90'],
    [90, 'd61_90'],
    [91, 'd90_plus'],
    [400, 'd90_plus'],
  ] as const)('%i days past due is %s', (days, bucket) => {
    expect(agingBucket(days)).toBe(bucket);
    const { min, max } = bucketBounds(bucket);
    expect(days >= min && (max === null || days <= max)).toBe(true);
  });

  it('counts the day after the due date as day 1, across month and leap-year ends', () => {
    expect(daysBetween('2026-11-15', '2026-11-16')).toBe(1);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(addDays('2026-11-20', 15)).toBe('2026-12-05');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
