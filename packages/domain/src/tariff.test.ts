import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeCharge,
  TARIFF_ERROR_CODES,
  type Tariff,
  type TariffErrorCode,
  type TariffTier,
  validateTariff,
  validateTiers,
} from './tariff.ts';

const tier = (from_unit: number, to_unit: number | null, rate_satang: number): TariffTier => ({
  from_unit,
  to_unit,
  rate_satang,
});

/**
 * PWA residential table (baht per m³): 0–10 10.20, 11–20 16.00, 21–30 19.00, 31–50 21.20,
 * 51–80 21.60, 81 and above 21.65 (the real table has more tiers above 100; two are enough).
 */
const PWA_TIERS: TariffTier[] = [
  tier(0, 10, 1020),
  tier(11, 20, 1600),
  tier(21, 30, 1900),
  tier(31, 50, 2120),
  tier(51, 80, 2160),
  tier(81, null, 2165),
];

const plain: Tariff = {
  tiers: PWA_TIERS,
  minimum_charge_satang: 0,
  minimum_units: 0,
  apply_meter_fee: false,
  vat_enabled: false,
  vat_rate_bp: 700,
};
const withVat: Tariff = { ...plain, vat_enabled: true };

describe('computeCharge on the PWA table, checked by hand', () => {
  it.each([
    [0, 0],
    [1, 1020], // 1 × 10.20
    [5, 5100], // 5 × 10.20 = 51.00
    [10, 10200], // 10 × 10.20 = 102.00
    [11, 11800], // 102.00 + 1 × 16.00 = 118.00
    [15, 18200], // 102.00 + 5 × 16.00 = 182.00
    [20, 26200], // 102.00 + 160.00 = 262.00
    [25, 35700], // 102 + 160 + 5 × 19.00 = 357.00
    [30, 45200], // 102 + 160 + 190 = 452.00
    [45, 77000], // 102 + 160 + 190 + 15 × 21.20 (318.00) = 770.00
    [50, 87600], // 452 + 20 × 21.20 (424.00) = 876.00
    [60, 109200], // 876 + 10 × 21.60 (216.00) = 1,092.00
    [80, 152400], // 876 + 30 × 21.60 (648.00) = 1,524.00
    [81, 154565], // 1,524.00 + 1 × 21.65 = 1,545.65
  ])('%i m³ → %i satang water', (units, water) => {
    const charge = computeCharge(plain, units, 0);
    expect(charge.water_satang).toBe(water);
    expect(charge.bill_charge_satang).toBe(water);
    expect(charge.total_charge_satang).toBe(water);
    expect(charge.vat_charge_satang).toBe(0);
    expect(charge.minimum_applied).toBe(false);
  });

  it('breaks 45 m³ into its tiers', () => {
    expect(computeCharge(plain, 45, 0).tiers).toEqual([
      { from_unit: 0, to_unit: 10, units: 10, rate_satang: 1020, amount_satang: 10200 },
      { from_unit: 11, to_unit: 20, units: 10, rate_satang: 1600, amount_satang: 16000 },
      { from_unit: 21, to_unit: 30, units: 10, rate_satang: 1900, amount_satang: 19000 },
      { from_unit: 31, to_unit: 50, units: 15, rate_satang: 2120, amount_satang: 31800 },
    ]);
  });

  it('lists only the tiers reached, none at 0 m³', () => {
    expect(computeCharge(plain, 15, 0).tiers.map((t) => t.units)).toEqual([10, 5]);
    expect(computeCharge(plain, 0, 0).tiers).toEqual([]);
  });
});

describe('VAT 7 %, half-up on the final amount', () => {
  it.each([
    // units, VAT, total
    [45, 5390, 82390], // 770.00 × 7 % = 53.90; 770.00 + 53.90 = 823.90
    [25, 2499, 38199], // 357.00 × 7 % = 24.99; 381.99
    [5, 357, 5457], // 51.00 × 7 % = 3.57; 54.57
    [3, 214, 3274], // 30.60 × 7 % = 2.142 → 2.14; 32.74
    [7, 500, 7640], // 71.40 × 7 % = 4.998 → 5.00; 76.40
    [0, 0, 0],
  ])('%i m³ → VAT %i, total %i satang', (units, vat, total) => {
    const charge = computeCharge(withVat, units, 0);
    expect(charge.vat_charge_satang).toBe(vat);
    expect(charge.total_charge_satang).toBe(total);
  });

  it('rounds an exact half satang up', () => {
    // 10 m³ = 102.00 + meter fee 1.50 = 103.50; × 7 % = 7.245 baht = 724.5 satang → 725
    // (banker's rounding would give 724). Total 102.00 + 1.50 + 7.25 = 110.75.
    const charge = computeCharge({ ...withVat, apply_meter_fee: true }, 10, 150);
    expect(charge.vat_charge_satang).toBe(725);
    expect(charge.total_charge_satang).toBe(11075);
  });

  it('uses the configured rate', () => {
    // 10 m³ = 102.00; at 10 % the VAT is 10.20.
    expect(computeCharge({ ...withVat, vat_rate_bp: 1000 }, 10, 0).vat_charge_satang).toBe(1020);
    expect(computeCharge({ ...withVat, vat_rate_bp: 0 }, 10, 0).vat_charge_satang).toBe(0);
  });

  it('is 0 when disabled, whatever the rate', () => {
    expect(computeCharge({ ...plain, vat_rate_bp: 700 }, 45, 0).vat_charge_satang).toBe(0);
  });
});

describe('meter fee', () => {
  it('is added, and taxed, when the tariff applies it', () => {
    // 25 m³ = 357.00 + fee 10.00 = 367.00; VAT 7 % = 25.69; total 392.69.
    const charge = computeCharge({ ...withVat, apply_meter_fee: true }, 25, 1000);
    expect(charge.fee_charge_satang).toBe(1000);
    expect(charge.vat_charge_satang).toBe(2569);
    expect(charge.total_charge_satang).toBe(39269);
  });

  it('is ignored when the tariff does not apply it', () => {
    const charge = computeCharge(plain, 25, 1000);
    expect(charge.fee_charge_satang).toBe(0);
    expect(charge.total_charge_satang).toBe(35700);
  });

  it('defaults to no fee', () => {
    expect(computeCharge({ ...plain, apply_meter_fee: true }, 5).fee_charge_satang).toBe(0);
  });
});

describe('minimum charge and minimum units', () => {
  const minCharge: Tariff = { ...plain, minimum_charge_satang: 5000 }; // 50.00 baht

  it('raises a small bill to the minimum charge, keeping the real tiers', () => {
    // 3 m³ = 30.60 < 50.00
    const charge = computeCharge(minCharge, 3, 0);
    expect(charge.water_satang).toBe(3060);
    expect(charge.bill_charge_satang).toBe(5000);
    expect(charge.minimum_applied).toBe(true);
    expect(charge.tiers).toEqual([
      { from_unit: 0, to_unit: 10, units: 3, rate_satang: 1020, amount_satang: 3060 },
    ]);
  });

  it('charges the minimum (+ fee, + VAT) for 0 m³', () => {
    expect(computeCharge(minCharge, 0, 0).total_charge_satang).toBe(5000);
    // 50.00 + fee 10.00 = 60.00; VAT 4.20; total 64.20.
    const charge = computeCharge(
      { ...minCharge, apply_meter_fee: true, vat_enabled: true },
      0,
      1000,
    );
    expect(charge.bill_charge_satang).toBe(5000);
    expect(charge.vat_charge_satang).toBe(420);
    expect(charge.total_charge_satang).toBe(6420);
  });

  it('does not apply when the water charge reaches it', () => {
    // 5 m³ = 51.00 ≥ 50.00
    expect(computeCharge(minCharge, 5, 0)).toMatchObject({
      bill_charge_satang: 5100,
      minimum_applied: false,
    });
    // Exactly equal is not "applied".
    expect(computeCharge({ ...plain, minimum_charge_satang: 5100 }, 5, 0).minimum_applied).toBe(
      false,
    );
  });

  it.each([
    [0, 5100, true], // charged as 5 m³ = 51.00
    [3, 5100, true],
    [5, 5100, false],
    [6, 6120, false], // 6 × 10.20
  ])('minimum 5 units: %i m³ → %i satang (applied: %s)', (units, bill, applied) => {
    const charge = computeCharge({ ...plain, minimum_units: 5 }, units, 0);
    expect(charge.bill_charge_satang).toBe(bill);
    expect(charge.minimum_applied).toBe(applied);
  });

  it('charges minimum units across tiers', () => {
    // minimum 15 m³ = 182.00
    expect(computeCharge({ ...plain, minimum_units: 15 }, 0, 0).bill_charge_satang).toBe(18200);
  });

  it('takes the larger of both minimums', () => {
    // 5 units = 51.00 vs 60.00 → 60.00; 10 units = 102.00 vs 60.00 → 102.00
    const both = { ...plain, minimum_units: 5, minimum_charge_satang: 6000 };
    expect(computeCharge(both, 0, 0).bill_charge_satang).toBe(6000);
    expect(computeCharge({ ...both, minimum_units: 10 }, 0, 0).bill_charge_satang).toBe(10200);
  });
});

describe('tier convention', () => {
  it('treats a first tier from 0 and from 1 alike', () => {
    const fromOne = PWA_TIERS.map((t, i) => (i === 0 ? { ...t, from_unit: 1 } : t));
    expect(validateTiers(fromOne)).toEqual([]);
    for (const units of [0, 1, 10, 11, 45, 100]) {
      expect(computeCharge({ ...plain, tiers: fromOne }, units, 0).water_satang).toBe(
        computeCharge(plain, units, 0).water_satang,
      );
    }
  });

  it('supports a flat rate as one open tier', () => {
    // 12 m³ × 8.00 = 96.00
    expect(computeCharge({ ...plain, tiers: [tier(0, null, 800)] }, 12, 0).water_satang).toBe(9600);
  });
});

describe('validateTiers', () => {
  const codes = (tiers: TariffTier[]) => validateTiers(tiers);

  it('accepts the PWA table', () => {
    expect(codes(PWA_TIERS)).toEqual([]);
  });

  it.each<[string, TariffTier[], { code: TariffErrorCode; tier?: number }[]]>([
    ['no tiers', [], [{ code: 'NO_TIERS' }]],
    [
      'first tier from 2',
      [tier(2, 10, 100), tier(11, null, 200)],
      [{ code: 'FIRST_TIER_START', tier: 0 }],
    ],
    ['a gap 10 → 12', [tier(0, 10, 100), tier(12, null, 200)], [{ code: 'GAP', tier: 1 }]],
    [
      'a shared boundary 0–10, 10– (overlap)',
      [tier(0, 10, 100), tier(10, null, 200)],
      [{ code: 'OVERLAP', tier: 1 }],
    ],
    [
      'an open tier before the last',
      [tier(0, null, 100), tier(11, null, 200)],
      [{ code: 'OPEN_TIER_NOT_LAST', tier: 0 }],
    ],
    [
      'a bounded last tier',
      [tier(0, 10, 100), tier(11, 20, 200)],
      [{ code: 'LAST_TIER_NOT_OPEN', tier: 1 }],
    ],
    [
      'a negative rate',
      [tier(0, 10, -1), tier(11, null, 200)],
      [{ code: 'INVALID_RATE', tier: 0 }],
    ],
    [
      'a fractional rate',
      [tier(0, 10, 10.5), tier(11, null, 200)],
      [{ code: 'INVALID_RATE', tier: 0 }],
    ],
    [
      'a fractional unit',
      [tier(0, 10.5, 100), tier(11, null, 200)],
      [{ code: 'NOT_WHOLE_UNITS', tier: 0 }],
    ],
    [
      'a negative unit',
      [tier(-1, 10, 100), tier(11, null, 200)],
      [{ code: 'NOT_WHOLE_UNITS', tier: 0 }],
    ],
    [
      'a range ending before it starts',
      [tier(0, 10, 100), tier(11, 5, 200), tier(6, null, 300)],
      [{ code: 'TIER_RANGE', tier: 1 }],
    ],
    [
      'a tier covering no unit (0–0)',
      [tier(0, 0, 100), tier(1, null, 200)],
      [{ code: 'TIER_RANGE', tier: 0 }],
    ],
    [
      'several problems at once',
      [tier(3, 10, -5), tier(15, 20, 100)],
      [
        { code: 'INVALID_RATE', tier: 0 },
        { code: 'FIRST_TIER_START', tier: 0 },
        { code: 'LAST_TIER_NOT_OPEN', tier: 1 },
        { code: 'GAP', tier: 1 },
      ],
    ],
  ])('rejects %s', (_name, tiers, expected) => {
    expect(codes(tiers)).toEqual(expected);
  });
});

describe('validateTariff', () => {
  it('accepts a valid tariff, including a 100 % rate', () => {
    expect(validateTariff(plain)).toEqual([]);
    expect(validateTariff({ ...plain, vat_rate_bp: 10000 })).toEqual([]);
  });

  it.each<[Partial<Tariff>, TariffErrorCode]>([
    [{ minimum_charge_satang: -1 }, 'INVALID_MINIMUM_CHARGE'],
    [{ minimum_charge_satang: 0.5 }, 'INVALID_MINIMUM_CHARGE'],
    [{ minimum_units: 1.5 }, 'INVALID_MINIMUM_UNITS'],
    [{ minimum_units: -1 }, 'INVALID_MINIMUM_UNITS'],
    [{ vat_rate_bp: 10001 }, 'INVALID_VAT_RATE'],
    [{ vat_rate_bp: -1 }, 'INVALID_VAT_RATE'],
    [{ vat_rate_bp: 7.5 }, 'INVALID_VAT_RATE'],
  ])('%j → %s', (change, code) => {
    expect(validateTariff({ ...plain, ...change })).toEqual([{ code }]);
  });

  it('lists every error code once (the locale files translate each)', () => {
    expect(new Set(TARIFF_ERROR_CODES).size).toBe(TARIFF_ERROR_CODES.length);
    expect(TARIFF_ERROR_CODES).toHaveLength(12);
  });
});

describe('computeCharge rejects bad input', () => {
  it('refuses an invalid tariff rather than guessing', () => {
    expect(() => computeCharge({ ...plain, tiers: [tier(0, 10, 100)] }, 5, 0)).toThrow(
      /LAST_TIER_NOT_OPEN/,
    );
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s units', (units) => {
    expect(() => computeCharge(plain, units, 0)).toThrow(RangeError);
  });

  it.each([-1, 0.5])('refuses a meter fee of %s', (fee) => {
    expect(() => computeCharge(plain, 5, fee)).toThrow(RangeError);
  });
});

// Random valid tariffs: 1–6 tiers of random width and rate, first from 0 or 1.
const arbTariff = fc
  .record({
    firstFrom: fc.constantFrom(0, 1),
    widths: fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 0, maxLength: 5 }),
    rates: fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 6, maxLength: 6 }),
    minimum_charge_satang: fc.integer({ min: 0, max: 20000 }),
    minimum_units: fc.integer({ min: 0, max: 30 }),
    apply_meter_fee: fc.boolean(),
    vat_enabled: fc.boolean(),
    vat_rate_bp: fc.integer({ min: 0, max: 10000 }),
  })
  .map(({ firstFrom, widths, rates, ...rest }): Tariff => {
    const tiers: TariffTier[] = [];
    let from = firstFrom;
    widths.forEach((width, i) => {
      const to = Math.max(from, 1) + width - 1;
      tiers.push(tier(from, to, rates[i]!));
      from = to + 1;
    });
    tiers.push(tier(from, null, rates[widths.length]!));
    return { tiers, ...rest };
  });

const arbUnits = fc.integer({ min: 0, max: 400 });
const arbFee = fc.integer({ min: 0, max: 5000 });

/** Independent oracle: price each unit 1…n by finding its tier. */
function unitByUnit(tiers: TariffTier[], units: number): number {
  let sum = 0;
  for (let unit = 1; unit <= units; unit++) {
    const t = tiers.find(
      (x) => unit >= Math.max(x.from_unit, 1) && (x.to_unit === null || unit <= x.to_unit),
    );
    sum += t!.rate_satang;
  }
  return sum;
}

describe('properties of computeCharge', () => {
  it('generated tariffs are valid', () => {
    fc.assert(
      fc.property(arbTariff, (t) => {
        expect(validateTariff(t)).toEqual([]);
      }),
    );
  });

  it('never decreases when units increase', () => {
    fc.assert(
      fc.property(
        arbTariff,
        arbUnits,
        fc.integer({ min: 1, max: 100 }),
        arbFee,
        (t, u, more, fee) => {
          const a = computeCharge(t, u, fee);
          const b = computeCharge(t, u + more, fee);
          expect(b.water_satang).toBeGreaterThanOrEqual(a.water_satang);
          expect(b.bill_charge_satang).toBeGreaterThanOrEqual(a.bill_charge_satang);
          expect(b.total_charge_satang).toBeGreaterThanOrEqual(a.total_charge_satang);
        },
      ),
    );
  });

  it('tier amounts and units add up, and match pricing unit by unit', () => {
    fc.assert(
      fc.property(arbTariff, arbUnits, (t, u) => {
        const c = computeCharge(t, u, 0);
        expect(c.tiers.reduce((s, x) => s + x.amount_satang, 0)).toBe(c.water_satang);
        expect(c.tiers.reduce((s, x) => s + x.units, 0)).toBe(u);
        expect(c.water_satang).toBe(unitByUnit(t.tiers, u));
      }),
    );
  });

  it('total = bill + fee + VAT, VAT is the half-up percentage, bill ≥ every minimum', () => {
    fc.assert(
      fc.property(arbTariff, arbUnits, arbFee, (t, u, fee) => {
        const c = computeCharge(t, u, fee);
        expect(c.total_charge_satang).toBe(
          c.bill_charge_satang + c.fee_charge_satang + c.vat_charge_satang,
        );
        expect(c.fee_charge_satang).toBe(t.apply_meter_fee ? fee : 0);
        const base = c.bill_charge_satang + c.fee_charge_satang;
        if (t.vat_enabled) {
          // |VAT × 10000 − base × rate| ≤ 5000, i.e. within half a satang.
          expect(Math.abs(c.vat_charge_satang * 10000 - base * t.vat_rate_bp)).toBeLessThanOrEqual(
            5000,
          );
        } else {
          expect(c.vat_charge_satang).toBe(0);
        }
        expect(c.bill_charge_satang).toBeGreaterThanOrEqual(t.minimum_charge_satang);
        expect(c.bill_charge_satang).toBeGreaterThanOrEqual(unitByUnit(t.tiers, t.minimum_units));
        expect(c.minimum_applied).toBe(c.bill_charge_satang > c.water_satang);
      }),
    );
  });

  it('0 units cost the minimum (+ fee + VAT)', () => {
    fc.assert(
      fc.property(arbTariff, arbFee, (t, fee) => {
        const c = computeCharge(t, 0, fee);
        const minimum = Math.max(t.minimum_charge_satang, unitByUnit(t.tiers, t.minimum_units));
        expect(c.water_satang).toBe(0);
        expect(c.bill_charge_satang).toBe(minimum);
        expect(c.total_charge_satang).toBe(minimum + c.fee_charge_satang + c.vat_charge_satang);
      }),
    );
  });
});
