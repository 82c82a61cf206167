import { describe, expect, it } from 'vitest';
import { bangkokToday, billState, isPastDue, owingOf, summariseOwing } from './bill-state.ts';

const unpaid = (dueDate: string) => ({ dueDate, paid: false, cancelled: false });

describe('billState', () => {
  it('is due on and before its due date, overdue from the day after', () => {
    expect(billState(unpaid('2026-11-30'), '2026-11-29')).toBe('due');
    expect(billState(unpaid('2026-11-30'), '2026-11-30')).toBe('due');
    expect(billState(unpaid('2026-11-30'), '2026-12-01')).toBe('overdue');
  });

  it('crosses month and year ends by calendar date', () => {
    expect(billState(unpaid('2026-12-31'), '2027-01-01')).toBe('overdue');
    expect(billState(unpaid('2028-02-29'), '2028-02-29')).toBe('due');
    expect(billState(unpaid('2028-02-29'), '2028-03-01')).toBe('overdue');
  });

  it('a paid or cancelled bill is never due nor overdue', () => {
    expect(billState({ dueDate: '2026-01-01', paid: true, cancelled: false }, '2026-12-01')).toBe(
      'paid',
    );
    expect(billState({ dueDate: '2026-01-01', paid: false, cancelled: true }, '2026-12-01')).toBe(
      'cancelled',
    );
  });

  it('refuses dates that are not YYYY-MM-DD', () => {
    expect(() => isPastDue('2026-1-1', '2026-01-02')).toThrow(RangeError);
  });
});

describe('bangkokToday', () => {
  it('turns over at midnight in Bangkok (17:00 UTC), not at midnight UTC', () => {
    expect(bangkokToday(new Date('2026-11-30T16:59:59.999Z'))).toBe('2026-11-30');
    expect(bangkokToday(new Date('2026-11-30T17:00:00.000Z'))).toBe('2026-12-01');
  });

  it('a bill due on 30 November becomes overdue at 00:00 on 1 December Bangkok time', () => {
    const bill = unpaid('2026-11-30');
    expect(billState(bill, bangkokToday(new Date('2026-11-30T16:59:59Z')))).toBe('due');
    expect(billState(bill, bangkokToday(new Date('2026-11-30T17:00:00Z')))).toBe('overdue');
  });
});

describe('summariseOwing', () => {
  it('splits live unpaid bills into due and overdue and leaves out paid and cancelled', () => {
    const bills = [
      { ...unpaid('2026-10-15'), amountSatang: 10_000 },
      { ...unpaid('2026-11-15'), amountSatang: 20_000 },
      { ...unpaid('2026-12-15'), amountSatang: 40_000 },
      { dueDate: '2026-09-15', paid: true, cancelled: false, amountSatang: 80_000 },
      { dueDate: '2026-09-15', paid: false, cancelled: true, amountSatang: 160_000 },
    ];
    expect(summariseOwing(bills, '2026-11-15')).toEqual({ due: 60_000, overdue: 10_000 });
  });
});

describe('owingOf', () => {
  it('overdue from the status, due from an unpaid total without it, else nothing', () => {
    expect(owingOf('1_1', 15_000)).toBe('overdue');
    expect(owingOf('2_1', 15_000)).toBe('overdue');
    expect(owingOf('1_0', 15_000)).toBe('due');
    expect(owingOf('1_0', 0)).toBe('none');
  });
});
