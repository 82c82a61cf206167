import { type ChargeBreakdown, computeCharge, type Tariff } from '@prapa/domain/tariff';
import type { TariffVersionInForce } from './bill-run.repository.ts';

export type PricedBill = ChargeBreakdown & {
  /** 1-based index of the bill's tier lines in `TierSets.json`. */
  tiersIndex: number;
};

/** Distinct tier-line sets of a run as JSON text, shared by every bill with the same lines. */
export type TierSets = { json: string[] };

const tariffOf = (version: TariffVersionInForce): Tariff => ({
  tiers: version.tiers,
  minimum_charge_satang: version.minimum_charge_satang,
  minimum_units: version.minimum_units,
  apply_meter_fee: version.apply_meter_fee,
  vat_enabled: version.vat_enabled,
  vat_rate_bp: version.vat_rate_bp,
});

/**
 * Prices bills with the domain's `computeCharge` (the one place the tariff arithmetic lives),
 * remembering each (version, units, meter fee): a cycle of 100,000 meters has a few hundred
 * distinct combinations, so the tariff is validated and walked a few hundred times, not
 * 100,000. The tier lines are kept once per distinct set for the same reason.
 */
export function createBillPricer() {
  const cache = new Map<string, PricedBill>();
  const tierIndexes = new Map<string, number>();
  const sets: TierSets = { json: [] };

  const price = (version: TariffVersionInForce, units: number, meterFee: number): PricedBill => {
    const key = `${version.id}:${units}:${meterFee}`;
    const known = cache.get(key);
    if (known) return known;
    const charge = computeCharge(tariffOf(version), units, meterFee);
    const json = JSON.stringify(charge.tiers);
    let tiersIndex = tierIndexes.get(json);
    if (tiersIndex === undefined) {
      sets.json.push(json);
      tiersIndex = sets.json.length;
      tierIndexes.set(json, tiersIndex);
    }
    const priced = { ...charge, tiersIndex };
    cache.set(key, priced);
    return priced;
  };
  return { price, tierSets: sets };
}
