import { percentOf } from './money.ts';

/**
 * Progressive-rate water tariff (spec §1: "progressive rate").
 *
 * Tier convention: `from_unit..to_unit` is an inclusive range of whole units (m³), counted from
 * the first unit used, as in the PWA table "0–10, 11–20, 21–30, 31–50, 51–80 …": units 1–10 at
 * the first rate, units 11–20 at the second, and so on. The first tier may be written from 0
 * or from 1 (both mean "from the first unit"); each next tier starts at the previous
 * `to_unit + 1`; only the last tier is open-ended (`to_unit: null`), and it must be, so every
 * reading can be billed.
 *
 * Minimum: the water charge is at least the charge for `minimum_units` (when > 0) and at least
 * `minimum_charge_satang` (when > 0). The meter fee is added only when `apply_meter_fee`.
 * VAT = (water charge + meter fee) × rate, rounded half-up to the satang once, on the total;
 * 0 when VAT is disabled. All amounts are integer satang; rates are satang per unit.
 */
export type TariffTier = {
  from_unit: number;
  /** null = no upper bound (last tier only). */
  to_unit: number | null;
  /** Satang per unit (m³). */
  rate_satang: number;
};

export type Tariff = {
  tiers: TariffTier[];
  minimum_charge_satang: number;
  minimum_units: number;
  apply_meter_fee: boolean;
  vat_enabled: boolean;
  /** Basis points: 700 = 7 %. */
  vat_rate_bp: number;
};

export type TierCharge = {
  from_unit: number;
  to_unit: number | null;
  units: number;
  rate_satang: number;
  amount_satang: number;
};

export type ChargeBreakdown = {
  units: number;
  /** Only the tiers the units reach, in order. */
  tiers: TierCharge[];
  /** Sum of the tier amounts, before any minimum. */
  water_satang: number;
  minimum_applied: boolean;
  /** max(water, charge for the minimum units, minimum charge). */
  bill_charge_satang: number;
  fee_charge_satang: number;
  vat_charge_satang: number;
  total_charge_satang: number;
};

/**
 * Why a tariff is invalid. The codes are the stable part: the API and the web app translate
 * them with their own locale files (`tariff.<CODE>`).
 */
export const TARIFF_ERROR_CODES = [
  'NO_TIERS',
  'FIRST_TIER_START',
  'NOT_WHOLE_UNITS',
  'TIER_RANGE',
  'GAP',
  'OVERLAP',
  'OPEN_TIER_NOT_LAST',
  'LAST_TIER_NOT_OPEN',
  'INVALID_RATE',
  'INVALID_MINIMUM_CHARGE',
  'INVALID_MINIMUM_UNITS',
  'INVALID_VAT_RATE',
] as const;

export type TariffErrorCode = (typeof TARIFF_ERROR_CODES)[number];

/** `tier` is the 0-based row the error belongs to, so a form can mark it. */
export type TariffError = { code: TariffErrorCode; tier?: number };

const isWholeNumber = (n: number) => Number.isSafeInteger(n) && n >= 0;

export function validateTiers(tiers: readonly TariffTier[]): TariffError[] {
  if (tiers.length === 0) return [{ code: 'NO_TIERS' }];
  const errors: TariffError[] = [];
  tiers.forEach((tier, i) => {
    const last = i === tiers.length - 1;
    if (!isWholeNumber(tier.from_unit) || (tier.to_unit !== null && !isWholeNumber(tier.to_unit))) {
      errors.push({ code: 'NOT_WHOLE_UNITS', tier: i });
      return;
    }
    if (!isWholeNumber(tier.rate_satang)) errors.push({ code: 'INVALID_RATE', tier: i });
    if (i === 0 && tier.from_unit > 1) errors.push({ code: 'FIRST_TIER_START', tier: i });
    if (tier.to_unit !== null && tier.to_unit < Math.max(tier.from_unit, 1)) {
      errors.push({ code: 'TIER_RANGE', tier: i });
    }
    if (tier.to_unit === null && !last) errors.push({ code: 'OPEN_TIER_NOT_LAST', tier: i });
    if (tier.to_unit !== null && last) errors.push({ code: 'LAST_TIER_NOT_OPEN', tier: i });
    const previous = tiers[i - 1];
    if (previous?.to_unit != null && isWholeNumber(previous.to_unit)) {
      const expected = previous.to_unit + 1;
      if (tier.from_unit > expected) errors.push({ code: 'GAP', tier: i });
      if (tier.from_unit < expected) errors.push({ code: 'OVERLAP', tier: i });
    }
  });
  return errors;
}

export function validateTariff(tariff: Tariff): TariffError[] {
  const errors = validateTiers(tariff.tiers);
  if (!isWholeNumber(tariff.minimum_charge_satang)) errors.push({ code: 'INVALID_MINIMUM_CHARGE' });
  if (!isWholeNumber(tariff.minimum_units)) errors.push({ code: 'INVALID_MINIMUM_UNITS' });
  if (!isWholeNumber(tariff.vat_rate_bp) || tariff.vat_rate_bp > 10_000) {
    errors.push({ code: 'INVALID_VAT_RATE' });
  }
  return errors;
}

/** The tier-by-tier water charge for `units`, without minimum, fee or VAT. */
export function tierCharges(
  tiers: readonly TariffTier[],
  units: number,
): { tiers: TierCharge[]; water_satang: number } {
  assertUnits(units, 'units');
  const charged: TierCharge[] = [];
  let water = 0;
  for (const tier of tiers) {
    const first = Math.max(tier.from_unit, 1);
    const last = tier.to_unit ?? Number.POSITIVE_INFINITY;
    const inTier = Math.min(units, last) - first + 1;
    if (inTier <= 0) continue;
    const amount = inTier * tier.rate_satang;
    water += amount;
    if (!Number.isSafeInteger(water)) throw new RangeError('water charge exceeds the safe range');
    charged.push({ ...tier, units: inTier, amount_satang: amount });
  }
  return { tiers: charged, water_satang: water };
}

export function computeCharge(tariff: Tariff, units: number, meterFeeSatang = 0): ChargeBreakdown {
  const errors = validateTariff(tariff);
  if (errors.length > 0) {
    throw new RangeError(`invalid tariff: ${errors.map((e) => e.code).join(', ')}`);
  }
  assertUnits(units, 'units');
  assertUnits(meterFeeSatang, 'meter fee');

  const water = tierCharges(tariff.tiers, units);
  const minimumUnitsCharge =
    tariff.minimum_units > 0 ? tierCharges(tariff.tiers, tariff.minimum_units).water_satang : 0;
  const bill = Math.max(water.water_satang, minimumUnitsCharge, tariff.minimum_charge_satang);
  const fee = tariff.apply_meter_fee ? meterFeeSatang : 0;
  const vat = tariff.vat_enabled ? percentOf(bill + fee, tariff.vat_rate_bp) : 0;
  return {
    units,
    tiers: water.tiers,
    water_satang: water.water_satang,
    minimum_applied: bill > water.water_satang,
    bill_charge_satang: bill,
    fee_charge_satang: fee,
    vat_charge_satang: vat,
    total_charge_satang: bill + fee + vat,
  };
}

function assertUnits(value: number, what: string): void {
  if (!isWholeNumber(value)) {
    throw new RangeError(`${what} must be a non-negative whole number, got ${value}`);
  }
}
