import type { TCreateTariffGroupRequest } from '@prapa/contracts/tariffs';
import type { RequestContext } from '../../lib/request-context.ts';
import { saveBillerId } from '../../modules/bank-import/bank-settings.service.ts';
import { createArea, listAreaConfigs } from '../../modules/config/areas.service.ts';
import { createMeterType, listMeterTypeConfigs } from '../../modules/config/meter-types.service.ts';
import {
  getOrganisation,
  saveOrganisationSettings,
} from '../../modules/config/organisation.service.ts';
import { createTariffGroup, listTariffGroupConfigs } from '../../modules/config/tariffs.service.ts';
import {
  DEMO_AREAS,
  DEMO_BILLER_ID,
  DEMO_METER_TYPES,
  DEMO_ORGANISATION,
  GENERATED_TARIFF_GROUPS,
} from '../../modules/generator/generator-master-data.ts';

/** 1 October 2025: the start of fiscal year 2569. */
const DEMO_TARIFF_FROM = '2025-10-01';

const DEMO_TARIFF_GROUPS: readonly TCreateTariffGroupRequest[] = GENERATED_TARIFF_GROUPS.map(
  ({ rules, ...group }) => ({
    ...group,
    first_version: { ...rules, effective_from: DEMO_TARIFF_FROM },
  }),
);

const lower = (s: string) => s.toLowerCase();

/**
 * The demo's organisation, areas, meter types and tariffs (the generator's lists) through the
 * services, audited: for tests and benchmarks that need master data without clients (the demo
 * itself is made by the generator, demo-data.ts). Each item is created only when missing; the
 * organisation only while it was never saved.
 */
export async function seedDemoMasterData(ctx: RequestContext): Promise<void> {
  if ((await getOrganisation(ctx)).updated_at === null) {
    await saveOrganisationSettings(ctx, DEMO_ORGANISATION);
    await saveBillerId(ctx, DEMO_BILLER_ID);
  }

  const areaCodes = new Set((await listAreaConfigs(ctx)).map((a) => lower(a.area_code)));
  for (const area of DEMO_AREAS) {
    if (!areaCodes.has(lower(area.area_code))) await createArea(ctx, area);
  }

  const meterTypeNames = new Set((await listMeterTypeConfigs(ctx)).map((m) => m.meter_type_name));
  for (const meterType of DEMO_METER_TYPES) {
    if (!meterTypeNames.has(meterType.meter_type_name)) await createMeterType(ctx, meterType);
  }

  const groupCodes = new Set((await listTariffGroupConfigs(ctx)).map((g) => lower(g.code)));
  for (const group of DEMO_TARIFF_GROUPS) {
    if (!groupCodes.has(lower(group.code))) await createTariffGroup(ctx, group);
  }
}
