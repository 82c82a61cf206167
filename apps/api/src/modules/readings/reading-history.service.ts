import type { TMonthlyUsage, TReadingHistoryItem, TWaterCost } from '@prapa/contracts/readings';
import { computeCharge, type Tariff } from '@prapa/domain/tariff';
import { bangkokDateParts, toIsoDate } from '@prapa/domain/thai-date';
import type { TariffVersionRow } from '../../db/schema/tariffs.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { clientNotFound } from '../clients/client-mapping.ts';
import {
  findTariffVersionForDate,
  listTariffVersions,
} from '../config/tariff-versions.repository.ts';
import {
  findClientPricing,
  listClientReadings,
  sumUnitsByPeriod,
} from './reading-history.repository.ts';
import { periodOf, periodParts } from './reading-rules.ts';

export function tariffOf(version: TariffVersionRow): Tariff {
  return {
    tiers: version.tiers,
    minimum_charge_satang: version.minimumChargeSatang,
    minimum_units: version.minimumUnits,
    apply_meter_fee: version.applyMeterFee,
    vat_enabled: version.vatEnabled,
    vat_rate_bp: version.vatRateBp,
  };
}

/** The version in force on `isoDate` among `versions` (findTariffVersionForDate's rule). */
function versionOn(versions: readonly TariffVersionRow[], isoDate: string) {
  let best: TariffVersionRow | undefined;
  for (const version of versions) {
    if (version.effectiveFrom > isoDate) continue;
    const later =
      !best ||
      version.effectiveFrom > best.effectiveFrom ||
      (version.effectiveFrom === best.effectiveFrom && version.versionNo > best.versionNo);
    if (later) best = version;
  }
  return best;
}

/**
 * One client's readings across cycles, newest first, each priced under the client's tariff
 * version in force on the cycle's cut-off date (0 when none was). The invoice, once issued, is
 * the bill; this is the reading history's estimate of it.
 */
export async function getClientReadingHistory(
  ctx: RequestContext,
  clientId: number,
): Promise<TReadingHistoryItem[]> {
  const client = await findClientPricing(ctx.db, clientId, true);
  if (!client) throw clientNotFound();
  const [readings, versions] = await Promise.all([
    listClientReadings(ctx.db, clientId),
    listTariffVersions(ctx.db, [client.tariff_group_id]),
  ]);
  return readings.map((row) => {
    const version = versionOn(versions, row.bill_cut_off);
    const charge = version
      ? computeCharge(tariffOf(version), row.units, row.meter_fee_satang)
      : undefined;
    return {
      cycle_id: row.cycle_id,
      bill_cycle_no: row.bill_cycle_no,
      bill_cycle_name: row.bill_cycle_name,
      bill_year: row.bill_year,
      period_year: row.period_year,
      period_month: row.period_month,
      meter_id: row.meter_id,
      meterNo: row.meter_no,
      previousMeter: row.previous_reading,
      currentMeter: row.current_reading,
      currentMeterDate: toIsoDate(new Date(row.read_at_ms)),
      meterUsage: row.units,
      rollover: row.rollover,
      estimated: row.estimated,
      note: row.note,
      flag: row.flag,
      total_charge: charge?.total_charge_satang ?? 0,
    };
  });
}

/** Months in the monthly usage chart: the current one and the 11 before it. */
export const USAGE_CHART_MONTHS = 12;

/**
 * Spec §3 monthly usage records: total units per cycle month over the last 12 months, for the
 * whole utility or one client. Months without readings are left out (the chart shows 0).
 */
export async function getMonthlyUsage(
  ctx: RequestContext,
  clientId?: number,
): Promise<TMonthlyUsage[]> {
  if (clientId !== undefined && !(await findClientPricing(ctx.db, clientId, true))) {
    throw clientNotFound();
  }
  const today = bangkokDateParts(ctx.now);
  const toPeriod = periodOf(today.year, today.month);
  const rows = await sumUnitsByPeriod(
    ctx.db,
    { fromPeriod: toPeriod - (USAGE_CHART_MONTHS - 1), toPeriod },
    clientId,
  );
  return rows.map((row) => {
    const { year, month } = periodParts(row.period);
    return { month: month - 1, year, usage: row.usage };
  });
}

/** The charge for `diff_unit` units under the client's tariff version in force today. */
export async function getWaterCost(
  ctx: RequestContext,
  query: { client_id: number; diff_unit: number },
): Promise<TWaterCost> {
  const client = await findClientPricing(ctx.db, query.client_id, false);
  if (!client) throw clientNotFound();
  const today = toIsoDate(ctx.now);
  const version = await findTariffVersionForDate(ctx.db, client.tariff_group_id, today);
  if (!version) {
    throw new AppError('CONFLICT', {
      messageKey: 'reading.no_tariff_in_force',
      params: { group: client.tariff_group_name },
    });
  }
  const charge = computeCharge(tariffOf(version), query.diff_unit, client.meter_fee_satang ?? 0);
  return {
    client_id: client.client_id,
    units: charge.units,
    tariff_group_id: client.tariff_group_id,
    tariff_group_name: client.tariff_group_name,
    tariff_version_id: version.id,
    effective_from: version.effectiveFrom,
    tiers: charge.tiers,
    water_charge: charge.water_satang,
    minimum_applied: charge.minimum_applied,
    bill_charge: charge.bill_charge_satang,
    fee_charge: charge.fee_charge_satang,
    vat_charge: charge.vat_charge_satang,
    total_charge: charge.total_charge_satang,
  };
}
