import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  countedTotal,
  groupByDeadline,
  isBusinessDay,
  isPastRemittanceDeadline,
  remittanceDeadline,
  remittanceTotals,
} from './remittance.ts';

const NONE = new Set<string>();
// 2026-12-04 is a Friday; 2026-12-07 (Monday) is the substitute for Father's Day.
const HOLIDAYS = new Set(['2026-12-07', '2026-12-10']);
const DAILY = { cycleDays: 1, deadlineDays: 1 };

describe('business days', () => {
  it('skips Saturdays, Sundays and holidays', () => {
    expect(isBusinessDay('2026-12-04', NONE)).toBe(true);
    expect(isBusinessDay('2026-12-05', NONE)).toBe(false);
    expect(isBusinessDay('2026-12-06', NONE)).toBe(false);
    expect(isBusinessDay('2026-12-07', HOLIDAYS)).toBe(false);
  });

  it('counts forward across a weekend and a holiday', () => {
    expect(addBusinessDays('2026-12-03', 1, HOLIDAYS)).toBe('2026-12-04');
    expect(addBusinessDays('2026-12-04', 1, NONE)).toBe('2026-12-07');
    expect(addBusinessDays('2026-12-04', 1, HOLIDAYS)).toBe('2026-12-08');
    expect(addBusinessDays('2026-12-04', 3, HOLIDAYS)).toBe('2026-12-11');
    expect(addBusinessDays('2026-12-05', 0, HOLIDAYS)).toBe('2026-12-08');
    expect(addBusinessDays('2026-12-08', 0, HOLIDAYS)).toBe('2026-12-08');
    expect(() => addBusinessDays('2026-12-08', -1, NONE)).toThrow(RangeError);
  });
});

describe('remittance deadline', () => {
  it('is the next business day by default', () => {
    expect(remittanceDeadline('2026-12-02', DAILY, HOLIDAYS)).toBe('2026-12-03');
    // Friday's money: Monday is a holiday, so Tuesday.
    expect(remittanceDeadline('2026-12-04', DAILY, HOLIDAYS)).toBe('2026-12-08');
    // Money taken on a Saturday counts from the next business day.
    expect(remittanceDeadline('2026-12-05', DAILY, HOLIDAYS)).toBe('2026-12-08');
  });

  it('can be the same day or follow a cycle of several business days', () => {
    expect(remittanceDeadline('2026-12-02', { cycleDays: 1, deadlineDays: 0 }, NONE)).toBe(
      '2026-12-02',
    );
    expect(remittanceDeadline('2026-12-03', { cycleDays: 3, deadlineDays: 1 }, HOLIDAYS)).toBe(
      '2026-12-09',
    );
  });

  it('is late only after the deadline day', () => {
    expect(isPastRemittanceDeadline('2026-12-04', '2026-12-08', DAILY, HOLIDAYS)).toBe(false);
    expect(isPastRemittanceDeadline('2026-12-04', '2026-12-09', DAILY, HOLIDAYS)).toBe(true);
  });

  it('groups days that share a deadline', () => {
    expect(groupByDeadline(['2026-12-04', '2026-12-02', '2026-12-05'], DAILY, HOLIDAYS)).toEqual([
      { deadline: '2026-12-03', days: ['2026-12-02'] },
      { deadline: '2026-12-08', days: ['2026-12-04', '2026-12-05'] },
    ]);
  });
});

describe('counting the drawer and totals', () => {
  it('adds notes and coins in satang', () => {
    expect(countedTotal({ 100000: 2, 10000: 3, 100: 5, 25: 2 })).toBe(230_550);
    expect(countedTotal({})).toBe(0);
    expect(() => countedTotal({ 300: 1 })).toThrow(RangeError);
    expect(() => countedTotal({ 100: -1 })).toThrow(RangeError);
    expect(() => countedTotal({ 100: 1.5 })).toThrow(RangeError);
  });

  it('keeps cash, transfer and adjustments apart', () => {
    expect(
      remittanceTotals([
        { kind: 'receipt', method: 'cash', amountSatang: 15_000 },
        { kind: 'receipt', method: 'cash', amountSatang: 20_000 },
        { kind: 'receipt', method: 'bank', amountSatang: 30_000 },
        { kind: 'void', method: 'cash', amountSatang: -15_000 },
      ]),
    ).toEqual({ cash: 35_000, transfer: 30_000, adjustment: -15_000, total: 50_000, receipts: 3 });
  });
});
