import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancel,
  groupTotalToCounts,
  hasDebt,
  isActive,
  parseStatusCode,
  reinstate,
  STATUS_CODES,
  STATUS_COLOURS,
  STATUS_KEYS,
  type StatusCode,
  statusCode,
  statusKey,
  withDebt,
} from './client-status.ts';

describe('status codes (spec §4)', () => {
  it.each([
    [true, false, '1_0'],
    [true, true, '1_1'],
    [false, false, '2_0'],
    [false, true, '2_1'],
  ] as const)('active=%s debt=%s → %s', (active, debt, code) => {
    expect(statusCode(active, debt)).toBe(code);
    expect(isActive(code)).toBe(active);
    expect(hasDebt(code)).toBe(debt);
  });

  it('keeps the display order active, active with debt, inactive, inactive with debt', () => {
    expect(STATUS_CODES).toEqual(['1_0', '1_1', '2_0', '2_1']);
    expect(STATUS_KEYS).toEqual(['s_1_0', 's_1_1', 's_2_0', 's_2_1']);
  });

  it.each([
    ['1_0', 's_1_0'],
    ['1_1', 's_1_1'],
    ['2_0', 's_2_0'],
    ['2_1', 's_2_1'],
  ] as const)('statusKey(%s) = %s', (code, key) => {
    expect(statusKey(code)).toBe(key);
  });

  it('has the fixed chart colours', () => {
    expect(STATUS_COLOURS).toEqual({
      s_1_0: '#2f9e44',
      s_1_1: '#f08c00',
      s_2_0: '#868e96',
      s_2_1: '#e03131',
    });
  });
});

describe('parseStatusCode', () => {
  it.each([
    ['1_0', '1_0'],
    ['2_1', '2_1'],
    [' 1_1 ', '1_1'],
    ['s_2_0', '2_0'],
  ])('%j → %s', (input, code) => {
    expect(parseStatusCode(input)).toBe(code);
  });

  it.each(['', '1', '1_2', '3_0', '10', '1-0', 'S_1_0', 's_s_1_0', '1_0 x'])(
    '%j → null',
    (input) => {
      expect(parseStatusCode(input)).toBeNull();
    },
  );
});

describe('transitions keep the other half', () => {
  it.each([
    ['1_0', '2_0', '1_0'],
    ['1_1', '2_1', '1_1'],
    ['2_0', '2_0', '1_0'],
    ['2_1', '2_1', '1_1'],
  ] as const)('%s: cancel → %s, reinstate → %s', (code, cancelled, reinstated) => {
    expect(cancel(code)).toBe(cancelled);
    expect(reinstate(code)).toBe(reinstated);
  });

  it.each([
    ['1_0', true, '1_1'],
    ['1_1', false, '1_0'],
    ['2_0', true, '2_1'],
    ['2_1', false, '2_0'],
    ['1_1', true, '1_1'],
    ['2_0', false, '2_0'],
  ] as const)('withDebt(%s, %s) = %s', (code, debt, result) => {
    expect(withDebt(code, debt)).toBe(result);
  });

  it('round-trips cancel and reinstate', () => {
    fc.assert(
      fc.property(fc.constantFrom<StatusCode>(...STATUS_CODES), (code) => {
        expect(hasDebt(cancel(code))).toBe(hasDebt(code));
        expect(reinstate(cancel(code))).toBe(reinstate(code));
        expect(cancel(cancel(code))).toBe(cancel(code));
      }),
    );
  });
});

describe('groupTotalToCounts', () => {
  it('maps the four counts to status keys', () => {
    expect(
      groupTotalToCounts({ active: 120, active_debt: 15, inactive: 7, inactive_debt: 2 }),
    ).toEqual({
      s_1_0: 120,
      s_1_1: 15,
      s_2_0: 7,
      s_2_1: 2,
    });
  });

  it('accepts counts sent as text (PostgreSQL bigint)', () => {
    expect(
      groupTotalToCounts({ active: '120', active_debt: '0', inactive: 7, inactive_debt: ' 2 ' }),
    ).toEqual({ s_1_0: 120, s_1_1: 0, s_2_0: 7, s_2_1: 2 });
  });

  it.each([-1, 1.5, '', 'abc', '1e3', '-1', Number.NaN])('rejects a count of %j', (bad) => {
    expect(() =>
      groupTotalToCounts({ active: bad, active_debt: 0, inactive: 0, inactive_debt: 0 }),
    ).toThrow(RangeError);
  });
});
