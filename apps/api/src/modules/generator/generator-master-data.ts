import type { TAreaInput } from '@prapa/contracts/areas';
import type { TMeterTypeInput } from '@prapa/contracts/meter-types';
import type { TOrganisationInput } from '@prapa/contracts/organisation';
import type { TCreateTariffGroupRequest, TTariffRules } from '@prapa/contracts/tariffs';
import { VILLAGE_NAMES } from './generator-names.ts';

/** A village waterworks run by the community, as many in the Thai countryside are. */
export const DEMO_ORGANISATION: TOrganisationInput = {
  name: 'การประปาหมู่บ้านบ้านหนองน้ำใส',
  address: 'หมู่ 3 ตำบลหนองน้ำใส อำเภอเมือง จังหวัดขอนแก่น 40000',
  // A made-up number with a valid check digit; the biller id (DEMO_BILLER_ID) is it plus 00.
  tax_id: '0994000587121',
  phone: '043-123456',
  logo: null,
  receipt_header: 'ใบเสร็จรับเงินค่าน้ำประปา การประปาหมู่บ้านบ้านหนองน้ำใส',
  receipt_footer: 'กรุณาเก็บใบเสร็จไว้เป็นหลักฐาน',
  fiscal_year_start_month: 10,
  due_rule: { kind: 'days_after', days: 15 },
};

/** The demo's PromptPay biller id: its tax id + suffix 00, saved with the bank settings. */
export const DEMO_BILLER_ID = `${DEMO_ORGANISATION.tax_id}00`;

/** The office's bank account of the generated bank files when the organisation has none. */
export const GENERATED_BANK_ACCOUNT = {
  bankCode: '014',
  accountNo: '1234567890',
  accountName: 'การประปา (บัญชีรับชำระ)',
} as const;

/** หมู่ 1 … N, named after their villages: หมู่ 1 บ้านหนองน้ำใส, หมู่ 2 บ้านโนนสว่าง … */
export function generatedAreas(count: number): TAreaInput[] {
  const width = count > 99 ? 3 : 2;
  return Array.from({ length: count }, (_, i) => {
    const village = VILLAGE_NAMES[i % VILLAGE_NAMES.length] as string;
    const round = Math.floor(i / VILLAGE_NAMES.length);
    return {
      area_code: `M${String(i + 1).padStart(width, '0')}`,
      area_name: `หมู่ ${i + 1} บ้าน${village}${round > 0 ? `ใหม่ ${round}` : ''}`,
      route_order: i + 1,
      active: true,
    };
  });
}

/** The demo's five villages. */
export const DEMO_AREAS: readonly TAreaInput[] = generatedAreas(5);

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

const noVat = { vat_enabled: false, vat_rate_bp: 700 } as const;

export const RESIDENTIAL: TTariffRules = {
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

export const BUSINESS: TTariffRules = {
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

/** The two tariff groups; the generator dates their versions to cover the generated months. */
export const GENERATED_TARIFF_GROUPS: readonly (Omit<TCreateTariffGroupRequest, 'first_version'> & {
  rules: TTariffRules;
})[] = [
  { code: 'RES', name_th: 'ที่อยู่อาศัย', name_en: 'Residential', active: true, rules: RESIDENTIAL },
  {
    code: 'BUS',
    name_th: 'ราชการและธุรกิจขนาดเล็ก',
    name_en: 'Government and small business',
    active: true,
    rules: BUSINESS,
  },
];
