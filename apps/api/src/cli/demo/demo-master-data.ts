import type { TAreaInput } from '@prapa/contracts/areas';
import type { TMeterTypeInput } from '@prapa/contracts/meter-types';
import type { TOrganisationInput } from '@prapa/contracts/organisation';
import type { TCreateTariffGroupRequest, TTariffRules } from '@prapa/contracts/tariffs';
import type { RequestContext } from '../../lib/request-context.ts';
import { createArea, listAreaConfigs } from '../../modules/config/areas.service.ts';
import { createMeterType, listMeterTypeConfigs } from '../../modules/config/meter-types.service.ts';
import {
  getOrganisation,
  saveOrganisationSettings,
} from '../../modules/config/organisation.service.ts';
import { createTariffGroup, listTariffGroupConfigs } from '../../modules/config/tariffs.service.ts';

/** A village waterworks run by the community, as many in the Thai countryside are. */
export const DEMO_ORGANISATION: TOrganisationInput = {
  name: 'การประปาหมู่บ้านบ้านหนองน้ำใส',
  address: 'หมู่ 3 ตำบลหนองน้ำใส อำเภอเมือง จังหวัดขอนแก่น 40000',
  // A made-up number with a valid check digit; the PromptPay biller id is it plus suffix 00.
  tax_id: '0994000587121',
  phone: '043-123456',
  logo: null,
  receipt_header: 'ใบเสร็จรับเงินค่าน้ำประปา การประปาหมู่บ้านบ้านหนองน้ำใส',
  receipt_footer: 'ขอบคุณที่ชำระค่าน้ำตรงเวลา กรุณาเก็บใบเสร็จไว้เป็นหลักฐาน',
  promptpay_biller_id: '099400058712100',
  fiscal_year_start_month: 10,
  due_rule: { kind: 'days_after', days: 15 },
};

export const DEMO_AREAS: readonly TAreaInput[] = [
  { area_code: 'M01', area_name: 'หมู่ 1 บ้านหนองน้ำใส', route_order: 1, active: true },
  { area_code: 'M02', area_name: 'หมู่ 2 บ้านโนนสว่าง', route_order: 2, active: true },
  { area_code: 'M03', area_name: 'หมู่ 3 บ้านหนองบัว', route_order: 3, active: true },
  { area_code: 'M04', area_name: 'หมู่ 4 บ้านดอนแดง', route_order: 4, active: true },
  { area_code: 'M05', area_name: 'หมู่ 5 บ้านโคกกลาง', route_order: 5, active: true },
];

export const DEMO_METER_TYPES: readonly TMeterTypeInput[] = [
  {
    meter_type_name: 'มาตร 1/2 นิ้ว',
    meter_size: '1/2"',
    meter_type_fee: 1000,
    meter_digit: 4,
    active: true,
  },
  {
    meter_type_name: 'มาตร 3/4 นิ้ว',
    meter_size: '3/4"',
    meter_type_fee: 2000,
    meter_digit: 5,
    active: true,
  },
  {
    meter_type_name: 'มาตร 1 นิ้ว',
    meter_size: '1"',
    meter_type_fee: 3000,
    meter_digit: 5,
    active: true,
  },
  {
    meter_type_name: 'มาตร 2 นิ้ว',
    meter_size: '2"',
    meter_type_fee: 6000,
    meter_digit: 6,
    active: true,
  },
];

/** 1 October 2025: the start of fiscal year 2569. */
const DEMO_TARIFF_FROM = '2025-10-01';

const noVat = { vat_enabled: false, vat_rate_bp: 700 } as const;

const RESIDENTIAL: TTariffRules = {
  tiers: [
    { from_unit: 1, to_unit: 10, rate_satang: 800 },
    { from_unit: 11, to_unit: 20, rate_satang: 1000 },
    { from_unit: 21, to_unit: 30, rate_satang: 1200 },
    { from_unit: 31, to_unit: null, rate_satang: 1500 },
  ],
  minimum_charge_satang: 4000,
  minimum_units: 0,
  apply_meter_fee: true,
  ...noVat,
};

const BUSINESS: TTariffRules = {
  tiers: [
    { from_unit: 1, to_unit: 10, rate_satang: 1200 },
    { from_unit: 11, to_unit: 30, rate_satang: 1500 },
    { from_unit: 31, to_unit: null, rate_satang: 1800 },
  ],
  minimum_charge_satang: 10000,
  minimum_units: 0,
  apply_meter_fee: true,
  ...noVat,
};

export const DEMO_TARIFF_GROUPS: readonly TCreateTariffGroupRequest[] = [
  {
    code: 'RES',
    name_th: 'ที่อยู่อาศัย',
    name_en: 'Residential',
    active: true,
    first_version: { ...RESIDENTIAL, effective_from: DEMO_TARIFF_FROM },
  },
  {
    code: 'BUS',
    name_th: 'ราชการและธุรกิจขนาดเล็ก',
    name_en: 'Government and small business',
    active: true,
    first_version: { ...BUSINESS, effective_from: DEMO_TARIFF_FROM },
  },
];

const lower = (s: string) => s.toLowerCase();

/**
 * Organisation, areas, meter types and tariffs through the services (so they are audited as
 * the seed). Each item is created only when missing; the organisation only while it was never
 * saved, so a demo user's own settings survive a re-seed.
 */
export async function seedDemoMasterData(ctx: RequestContext): Promise<void> {
  if ((await getOrganisation(ctx)).updated_at === null) {
    await saveOrganisationSettings(ctx, DEMO_ORGANISATION);
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
