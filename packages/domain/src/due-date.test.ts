import { describe, expect, it } from 'vitest';
import { dueDate } from './due-date.ts';

describe('dueDate', () => {
  it('days_after adds calendar days across months and years', () => {
    expect(dueDate('2026-11-20', { kind: 'days_after', days: 15 })).toBe('2026-12-05');
    expect(dueDate('2026-12-25', { kind: 'days_after', days: 15 })).toBe('2027-01-09');
    expect(dueDate('2028-02-20', { kind: 'days_after', days: 9 })).toBe('2028-02-29');
    expect(dueDate('2026-11-20', { kind: 'days_after', days: 0 })).toBe('2026-11-20');
  });

  it('day_of_next_month clamps to the last day of a short month', () => {
    expect(dueDate('2026-11-20', { kind: 'day_of_next_month', day: 10 })).toBe('2026-12-10');
    expect(dueDate('2026-12-31', { kind: 'day_of_next_month', day: 10 })).toBe('2027-01-10');
    expect(dueDate('2027-01-15', { kind: 'day_of_next_month', day: 31 })).toBe('2027-02-28');
    expect(dueDate('2028-01-15', { kind: 'day_of_next_month', day: 30 })).toBe('2028-02-29');
    expect(dueDate('2026-03-31', { kind: 'day_of_next_month', day: 31 })).toBe('2026-04-30');
  });

  it('refuses a bad date or rule', () => {
    expect(() => dueDate('2026-02-30', { kind: 'days_after', days: 1 })).toThrow(RangeError);
    expect(() => dueDate('2026-02-01', { kind: 'days_after', days: -1 })).toThrow(RangeError);
    expect(() => dueDate('2026-02-01', { kind: 'day_of_next_month', day: 0 })).toThrow(RangeError);
  });
});
