import { describe, expect, it } from 'vitest';
import {
  isLateFeeDue,
  LATE_FEE_OFF,
  type LateFeeRule,
  lateFeeAmount,
  lateFeeBase,
  lateFeeLines,
} from './late-fee.ts';
import { waterOffBill } from './water-off-bill.ts';

const rule = (patch: Partial<LateFeeRule>): LateFeeRule => ({
  ...LATE_FEE_OFF,
  enabled: true,
  ...patch,
});

describe('late fee amount', () => {
  it.each([
    ['off', { enabled: false, fixed_satang: 5000 }, 100_00, 0],
    ['fixed', { mode: 'fixed', fixed_satang: 20_00 }, 345_67, 20_00],
    ['fixed, capped', { mode: 'fixed', fixed_satang: 20_00, cap_satang: 15_00 }, 345_67, 15_00],
    ['percent 1.5 %', { mode: 'percent', rate_bp: 150 }, 200_00, 3_00],
    // 1.5 % of 123.30 = 1.8495 baht → 184.95 satang: half up to 185.
    ['percent rounds .5 satang up', { mode: 'percent', rate_bp: 150 }, 123_30, 185],
    // 1.5 % of 123.29 baht = 184.935 satang → 185.
    ['percent rounds .935 up', { mode: 'percent', rate_bp: 150 }, 123_29, 185],
    // 1.5 % of 123.27 baht = 184.905 satang → 185; of 123.63 = 185.445 → 185 (below half).
    ['percent rounds .445 down', { mode: 'percent', rate_bp: 150 }, 123_63, 185],
    // 1 % of 12.34 baht = 12.34 satang → 12 (below half, down).
    ['percent rounds .34 down', { mode: 'percent', rate_bp: 100 }, 12_34, 12],
    ['percent, capped', { mode: 'percent', rate_bp: 1000, cap_satang: 50_00 }, 1000_00, 50_00],
    ['percent under the cap', { mode: 'percent', rate_bp: 1000, cap_satang: 50_00 }, 300_00, 30_00],
    ['percent of a zero base', { mode: 'percent', rate_bp: 1000 }, 0, 0],
    ['fixed on a zero base', { mode: 'fixed', fixed_satang: 20_00 }, 0, 0],
  ] as const)('%s', (_name, patch, base, expected) => {
    expect(lateFeeAmount(rule(patch as Partial<LateFeeRule>), base)).toBe(expected);
  });
});

describe('N days past due', () => {
  it.each([
    ['2026-11-15', '2026-11-15', 1, false],
    ['2026-11-15', '2026-11-16', 1, true],
    ['2026-11-15', '2026-12-14', 30, false],
    ['2026-11-15', '2026-12-15', 30, true],
    ['2026-11-15', '2026-12-16', 30, true],
    ['2024-02-28', '2024-03-01', 2, true],
    // 0 days is treated as 1: a bill is never late on its due date.
    ['2026-11-15', '2026-11-15', 0, false],
  ] as const)('due %s, run on %s, after %i days: %s', (due, asOf, days, expected) => {
    expect(isLateFeeDue(due, asOf, days)).toBe(expected);
  });
});

describe('lines and no compounding', () => {
  const bills = [
    { id: 1, due_date: '2026-08-15', total_satang: 200_00, charges_satang: 0 },
    // A bill that already carries a late fee of 30 baht: the fee is not part of the base.
    { id: 2, due_date: '2026-09-15', total_satang: 330_00, charges_satang: 30_00 },
    { id: 3, due_date: '2026-11-15', total_satang: 100_00, charges_satang: 0 },
  ];

  it('the base leaves out the bill’s own fee lines', () => {
    expect(lateFeeBase(bills[1]!)).toBe(300_00);
  });

  it('one line per chargeable bill, percent of each bill without its fees', () => {
    const lines = lateFeeLines(
      rule({ mode: 'percent', rate_bp: 1000, after_days: 30 }),
      bills,
      '2026-11-20',
    );
    expect(lines).toEqual([
      { amount_satang: 20_00, base_satang: 200_00, source_ids: [1] },
      { amount_satang: 30_00, base_satang: 300_00, source_ids: [2] },
    ]);
  });

  it('balance: one line on the sum of the chargeable bills, capped once', () => {
    const r = rule({
      mode: 'percent',
      rate_bp: 1000,
      after_days: 30,
      base: 'balance',
      cap_satang: 40_00,
    });
    expect(lateFeeLines(r, bills, '2026-11-20')).toEqual([
      { amount_satang: 40_00, base_satang: 500_00, source_ids: [1, 2] },
    ]);
  });

  it('fixed: one fee per bill; none when nothing is chargeable or the rule is off', () => {
    const r = rule({ mode: 'fixed', fixed_satang: 25_00, after_days: 30 });
    expect(lateFeeLines(r, bills, '2026-11-20').map((l) => l.amount_satang)).toEqual([
      25_00, 25_00,
    ]);
    expect(lateFeeLines(r, bills, '2026-09-01')).toEqual([]);
    expect(lateFeeLines(LATE_FEE_OFF, bills, '2026-11-20')).toEqual([]);
  });
});

describe('water off', () => {
  it.each([
    [{ fee_satang: 10_00, vat_enabled: true, vat_rate_bp: 700 }, 70],
    [{ fee_satang: 15_00, vat_enabled: true, vat_rate_bp: 700 }, 105],
    [{ fee_satang: 10_00, vat_enabled: false, vat_rate_bp: 700 }, 0],
    [{ fee_satang: 0, vat_enabled: true, vat_rate_bp: 700 }, 0],
  ])('no water charge, the meter fee and its VAT: %o', (input, vat) => {
    expect(waterOffBill(input)).toEqual({
      bill_satang: 0,
      fee_satang: input.fee_satang,
      vat_satang: vat,
    });
  });
});
