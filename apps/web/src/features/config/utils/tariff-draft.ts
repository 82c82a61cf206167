import type { TNewTariffVersionRequest, TTariffVersion } from '@prapa/contracts/tariffs';
import type { Tariff, TariffError } from '@prapa/domain/tariff';
import { validateTariff } from '@prapa/domain/tariff';

/** One row of the tier editor; null is an empty input. `key` keeps React rows stable. */
export type TierDraft = {
  key: number;
  from_unit: number | null;
  to_unit: number | null;
  rate_satang: number | null;
};

/** The editable rules of a tariff version, as the form holds them. */
export type TariffDraft = {
  effective_from: string | null;
  tiers: TierDraft[];
  minimum_charge_satang: number | null;
  minimum_units: number | null;
  apply_meter_fee: boolean;
  vat_enabled: boolean;
  vat_rate_bp: number | null;
};

/** Thai VAT; offered when VAT is switched on. */
export const DEFAULT_VAT_RATE_BP = 700;

let nextKey = 1;
export const newTierKey = () => nextKey++;

export function emptyTariffDraft(effectiveFrom: string): TariffDraft {
  return {
    effective_from: effectiveFrom,
    tiers: [{ key: newTierKey(), from_unit: 0, to_unit: null, rate_satang: null }],
    minimum_charge_satang: 0,
    minimum_units: 0,
    apply_meter_fee: true,
    vat_enabled: false,
    vat_rate_bp: DEFAULT_VAT_RATE_BP,
  };
}

/** A new version starts as a copy of the one in force, from the given date. */
export function draftFromVersion(version: TTariffVersion, effectiveFrom: string): TariffDraft {
  return {
    effective_from: effectiveFrom,
    tiers: version.tiers.map((tier) => ({ key: newTierKey(), ...tier })),
    minimum_charge_satang: version.minimum_charge_satang,
    minimum_units: version.minimum_units,
    apply_meter_fee: version.apply_meter_fee,
    vat_enabled: version.vat_enabled,
    vat_rate_bp: version.vat_enabled ? version.vat_rate_bp : DEFAULT_VAT_RATE_BP,
  };
}

// An empty input becomes NaN so that the domain's validation reports it like any bad number.
const num = (value: number | null) => value ?? Number.NaN;

/** The draft as the domain's tariff; VAT's rate only counts when VAT is on. */
export function draftToTariff(draft: TariffDraft): Tariff {
  return {
    tiers: draft.tiers.map((tier, i) => ({
      from_unit: num(tier.from_unit),
      to_unit: i === draft.tiers.length - 1 ? null : num(tier.to_unit),
      rate_satang: num(tier.rate_satang),
    })),
    minimum_charge_satang: num(draft.minimum_charge_satang),
    minimum_units: num(draft.minimum_units),
    apply_meter_fee: draft.apply_meter_fee,
    vat_enabled: draft.vat_enabled,
    vat_rate_bp: draft.vat_enabled ? num(draft.vat_rate_bp) : 0,
  };
}

export function checkTariffDraft(draft: TariffDraft): TariffError[] {
  return validateTariff(draftToTariff(draft));
}

/**
 * Errors worth showing before the user has tried to save: a wrong number is, an input not
 * filled in yet is not (it would paint a fresh form red).
 */
export function isEmptyInputError(error: TariffError, draft: TariffDraft): boolean {
  const tier = error.tier === undefined ? undefined : draft.tiers[error.tier];
  const last = error.tier === draft.tiers.length - 1;
  switch (error.code) {
    case 'NOT_WHOLE_UNITS':
      return tier?.from_unit === null || (!last && tier?.to_unit === null);
    case 'INVALID_RATE':
      return tier?.rate_satang === null;
    case 'INVALID_MINIMUM_CHARGE':
      return draft.minimum_charge_satang === null;
    case 'INVALID_MINIMUM_UNITS':
      return draft.minimum_units === null;
    case 'INVALID_VAT_RATE':
      return draft.vat_rate_bp === null;
    default:
      return false;
  }
}

/** The request body for a valid draft (call after `checkTariffDraft` found nothing). */
export function draftToRequest(draft: TariffDraft): TNewTariffVersionRequest {
  return { ...draftToTariff(draft), effective_from: draft.effective_from ?? '' };
}
