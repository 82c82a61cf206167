import type { TArea } from '@prapa/contracts/areas';
import type { TClientStatus } from '@prapa/contracts/client-statuses';
import type { TClient } from '@prapa/contracts/clients';
import type { TMeterType } from '@prapa/contracts/meter-types';
import type { TTariffGroup } from '@prapa/contracts/tariffs';
import { json } from '../../../app/testing/fake-api.ts';

export function fakeClient(overrides: Partial<TClient> = {}): TClient {
  const memberId = overrides.memberId ?? 7;
  return {
    id: memberId,
    client_id: String(memberId).padStart(5, '0'),
    memberId,
    first_name: 'สมศรี',
    last_name: 'ใจดี',
    fullname: 'สมศรี ใจดี',
    email: '',
    phone: '081-234-5678',
    house_no: '12/3',
    address: 'ถนนประปา',
    area: 1,
    area_code: 'A01',
    area_name: 'หมู่ 1 บ้านหนองน้ำ',
    status_code: '1_0',
    status_name: 'ผู้ใช้น้ำปกติ',
    debt: 0,
    owing: 'none',
    waterNo: null,
    tariff_group_id: 1,
    tariff_group_name: 'ที่อยู่อาศัย',
    ignored: false,
    ignored_reason: '',
    created_date: '2026-01-05T02:00:00.000Z',
    modify_date: '2026-01-05T02:00:00.000Z',
    meter_id: memberId,
    meterNo: `M-${memberId}`,
    meterName: 'มาตรบ้าน',
    meterSize: '1/2"',
    meter_type_id: 1,
    meter_type_name: 'มาตรบ้าน',
    meter_type_fee: 1000,
    meter_digit: 5,
    installed_on: '2026-01-05',
    initial_reading: 0,
    ...overrides,
  };
}

export const AREAS: TArea[] = [
  {
    id: 1,
    area_code: 'A01',
    area_name: 'หมู่ 1 บ้านหนองน้ำ',
    route_order: 1,
    active: true,
    client_count: 3,
  },
  {
    id: 2,
    area_code: 'B02',
    area_name: 'หมู่ 2 บ้านโนนสูง',
    route_order: 2,
    active: true,
    client_count: 1,
  },
  {
    id: 3,
    area_code: 'C03',
    area_name: 'หมู่ 3 บ้านร้าง',
    route_order: null,
    active: false,
    client_count: 0,
  },
];

export const METER_TYPES: TMeterType[] = [
  {
    id: 1,
    meter_type_name: 'มาตรบ้าน',
    meter_size: '1/2"',
    meter_type_fee: 1000,
    meter_digit: 5,
    active: true,
    client_count: 3,
  },
];

export const TARIFF_GROUPS: TTariffGroup[] = [
  {
    id: 1,
    code: 'RES',
    name_th: 'ที่อยู่อาศัย',
    name_en: 'Residential',
    active: true,
    client_count: 3,
    versions: [],
  },
];

const STATUS_NAMES = [
  ['1_0', 'ผู้ใช้น้ำปกติ', '#2f9e44'],
  ['1_1', 'ปกติ ค้างชำระ', '#f08c00'],
  ['2_0', 'ยกเลิกการใช้น้ำ', '#868e96'],
  ['2_1', 'ยกเลิก ค้างชำระ', '#e03131'],
] as const;

export const STATUSES: TClientStatus[] = STATUS_NAMES.map(([code, name, color]) => ({
  status_code: code,
  status_key: `s_${code}`,
  status_name: name,
  status_name_en: name,
  color,
  client_count: 0,
}));

/** The master-data calls every client screen makes. */
export const MASTER_DATA_ROUTES = {
  'GET /api/config/areas': () => json(200, { data: AREAS }),
  'GET /api/config/meter-types': () => json(200, { data: METER_TYPES }),
  'GET /api/config/tariff-groups': () => json(200, { data: TARIFF_GROUPS }),
  'GET /api/config/client-statuses': () => json(200, { data: STATUSES }),
};

type FetchMock = { mock: { calls: unknown[][] } };

/** Every call to `METHOD path` as [url, parsed JSON body]. */
export function callsTo(api: FetchMock, method: string, path: string) {
  return api.mock.calls
    .map(
      ([input, init]) => [new URL(String(input), 'http://localhost'), init as RequestInit] as const,
    )
    .filter(([url, init]) => (init?.method ?? 'GET') === method && url.pathname === path)
    .map(([url, init]) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined }));
}
