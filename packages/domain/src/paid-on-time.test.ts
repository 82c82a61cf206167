import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPaidOnTime } from './paid-on-time.ts';

describe('isPaidOnTime', () => {
  it.each([
    ['2026-11-15', ['2026-11-15'], true],
    ['2026-11-14', ['2026-11-15', '2026-12-15'], true],
    ['2026-11-16', ['2026-11-15'], false],
    ['2026-11-16', ['2026-10-15', '2026-12-15'], false],
    ['2026-11-01', [null], false],
    ['2026-11-01', [], false],
  ])('paid %s, due %j → %s', (paid, due, expected) => {
    expect(isPaidOnTime(paid, due)).toBe(expected);
  });

  it('is on time exactly when no due date is before the payment', () => {
    const day = fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.array(day, { minLength: 1, maxLength: 5 }), (paid, dues) => {
        const late = dues.some((due) => due < paid);
        expect(isPaidOnTime(paid, dues)).toBe(!late);
      }),
    );
  });
});
