import type { TCreateClientParams } from '@prapa/contracts/clients';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  changeClientStatus,
  setClientsIgnored,
} from '../../modules/clients/client-status.service.ts';
import { createClient } from '../../modules/clients/clients.service.ts';
import { listAreaConfigs } from '../../modules/config/areas.service.ts';
import { listMeterTypeConfigs } from '../../modules/config/meter-types.service.ts';
import { listTariffGroupConfigs } from '../../modules/config/tariffs.service.ts';
import { findInstalledMeterHolder } from '../../modules/meters/meters.repository.ts';

/** A small deterministic generator (mulberry32), so every demo database is the same. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Titles (นาย/นาง/นางสาว) are not part of the stored name.
const FIRST_NAMES = [
  'สมชาย',
  'สมศักดิ์',
  'บุญมี',
  'ประเสริฐ',
  'วิชัย',
  'สุรชัย',
  'ทองดี',
  'คำปุน',
  'บุญเลิศ',
  'ณรงค์',
  'สมหญิง',
  'มาลี',
  'บัวผัน',
  'ทองใบ',
  'คำแก้ว',
  'จันทร์เพ็ญ',
  'สุภาพร',
  'วันเพ็ญ',
  'พิมพ์ใจ',
  'ดวงใจ',
  'อำนาจ',
  'ชาตรี',
  'สมบัติ',
  'อุดม',
  'เพ็ญศรี',
  'นงลักษณ์',
  'ปราณี',
  'สายสุนีย์',
  'ไพโรจน์',
  'กิ่งแก้ว',
] as const;

const LAST_NAMES = [
  'ใจดี',
  'ศรีสุข',
  'แสนดี',
  'บุญมา',
  'ทองคำ',
  'พรมมา',
  'ศรีสวัสดิ์',
  'คำภูเมือง',
  'โพธิ์ศรี',
  'แก้วมณี',
  'สีดา',
  'ภูมิภักดิ์',
  'จันทร์หอม',
  'พิมพ์ทอง',
  'วงศ์ใหญ่',
  'ชัยมงคล',
  'บุญประเสริฐ',
  'สุขสำราญ',
  'นามวงศ์',
  'ไชยคำ',
] as const;

type DemoHousehold = Omit<TCreateClientParams, 'area' | 'tariff_group_id' | 'meter'> & {
  areaIndex: number;
  tariff: 'RES' | 'BUS';
  meterSize: '1/2"' | '3/4"' | '1"' | '2"';
  meter: Omit<TCreateClientParams['meter'], 'meter_type_id'>;
  cancelled?: string;
  ignored?: string;
};

/** Institutions and shops on the business tariff; the temple and the school pay no water fee. */
const BUSINESSES: readonly Omit<DemoHousehold, 'meter' | 'water_no' | 'phone' | 'email'>[] = [
  {
    first_name: 'วัดหนองน้ำใส',
    last_name: 'ศาสนสถาน',
    house_no: '1',
    address: 'หมู่ 1 ตำบลหนองน้ำใส',
    areaIndex: 0,
    tariff: 'BUS',
    meterSize: '1"',
    ignored: 'ศาสนสถาน ยกเว้นค่าน้ำตามมติกรรมการประปา',
  },
  {
    first_name: 'โรงเรียนบ้านหนองน้ำใส',
    last_name: 'สถานศึกษา',
    house_no: '99',
    address: 'หมู่ 1 ตำบลหนองน้ำใส',
    areaIndex: 0,
    tariff: 'BUS',
    meterSize: '2"',
    ignored: 'สถานศึกษา ยกเว้นค่าน้ำตามมติกรรมการประปา',
  },
  {
    first_name: 'ร้านค้าชุมชน',
    last_name: 'บ้านโนนสว่าง',
    house_no: '15/1',
    address: 'หมู่ 2 ตำบลหนองน้ำใส',
    areaIndex: 1,
    tariff: 'BUS',
    meterSize: '3/4"',
  },
  {
    first_name: 'ร้านป้าแดงของชำ',
    last_name: 'ศรีสุข',
    house_no: '42',
    address: 'หมู่ 3 ตำบลหนองน้ำใส',
    areaIndex: 2,
    tariff: 'BUS',
    meterSize: '3/4"',
  },
  {
    first_name: 'ร้านกาแฟบ้านสวน',
    last_name: 'ทองคำ',
    house_no: '7/2',
    address: 'หมู่ 4 ตำบลหนองน้ำใส',
    areaIndex: 3,
    tariff: 'BUS',
    meterSize: '3/4"',
  },
  {
    first_name: 'โรงพยาบาลส่งเสริมสุขภาพตำบล',
    last_name: 'หนองน้ำใส',
    house_no: '120',
    address: 'หมู่ 5 ตำบลหนองน้ำใส',
    areaIndex: 4,
    tariff: 'BUS',
    meterSize: '1"',
  },
];

const HOUSEHOLD_COUNT = 54;
const CANCEL_REASONS = [
  'ย้ายออกจากหมู่บ้าน',
  'บ้านว่าง เจ้าของขอยกเลิกการใช้น้ำ',
  'ใช้น้ำบาดาลของตนเอง',
  'รื้อถอนบ้าน',
];
/** Which households (by position) have been cancelled: four, spread over the areas. */
const CANCELLED_AT = [7, 19, 33, 48];

function pad(value: number, width: number) {
  return String(value).padStart(width, '0');
}

/** The 60 demo households, always the same. */
export function demoHouseholds(): DemoHousehold[] {
  const random = seededRandom(2569);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const people: DemoHousehold[] = [];
  for (let i = 0; i < HOUSEHOLD_COUNT; i += 1) {
    const areaIndex = i % 5;
    const houseNo =
      random() < 0.35
        ? `${1 + Math.floor(random() * 150)}/${1 + Math.floor(random() * 6)}`
        : String(1 + Math.floor(random() * 180));
    const first = pick(FIRST_NAMES);
    const cancelIndex = CANCELLED_AT.indexOf(i);
    people.push({
      first_name: first,
      last_name: pick(LAST_NAMES),
      house_no: houseNo,
      address: `หมู่ ${areaIndex + 1} ตำบลหนองน้ำใส`,
      phone: `0${pick(['8', '9', '6'])}${Math.floor(random() * 10)}-${pad(Math.floor(random() * 1000), 3)}-${pad(Math.floor(random() * 10000), 4)}`,
      email: i % 9 === 4 ? `member${pad(i + 1, 3)}@example.com` : '',
      water_no: null,
      areaIndex,
      tariff: 'RES',
      meterSize: random() < 0.85 ? '1/2"' : '3/4"',
      meter: { meter_no: '', initial_reading: 0, installed_on: '' },
      ...(cancelIndex >= 0 ? { cancelled: CANCEL_REASONS[cancelIndex] } : {}),
    });
  }
  const all: DemoHousehold[] = [
    ...BUSINESSES.map((b) => ({
      ...b,
      phone: '',
      email: '',
      water_no: null,
      meter: { meter_no: '', initial_reading: 0, installed_on: '' },
    })),
    ...people,
  ];
  return all.map((household, index) => {
    // Installed over the last years; the meter number carries the B.E. year, as installers write it.
    const year = 2018 + Math.floor(random() * 8);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    return {
      ...household,
      water_no: `${pad(household.areaIndex + 1, 2)}-${pad(index + 1, 4)}`,
      meter: {
        meter_no: `NS-${String(year + 543).slice(2)}${pad(1000 + index * 37, 5)}`,
        initial_reading: random() < 0.3 ? Math.floor(random() * 900) : 0,
        installed_on: `${year}-${pad(month, 2)}-${pad(day, 2)}`,
      },
    };
  });
}

/**
 * The demo water users through the services (audited as the seed). A household whose meter
 * number is already installed is skipped, so the step can run again.
 */
export async function seedDemoClients(ctx: RequestContext): Promise<void> {
  const areas = (await listAreaConfigs(ctx)).filter((a) => /^M0[1-5]$/i.test(a.area_code));
  areas.sort((a, b) => a.area_code.localeCompare(b.area_code));
  const groups = new Map(
    (await listTariffGroupConfigs(ctx)).map((g) => [g.code.toUpperCase(), g.id]),
  );
  const meterTypes = new Map(
    (await listMeterTypeConfigs(ctx)).filter((m) => m.active).map((m) => [m.meter_size, m.id]),
  );
  for (const household of demoHouseholds()) {
    const area = areas[household.areaIndex];
    const tariffGroupId = groups.get(household.tariff);
    const meterTypeId = meterTypes.get(household.meterSize);
    // Master data was changed by hand: leave the clients to the user.
    if (!area || !tariffGroupId || !meterTypeId) continue;
    if (await findInstalledMeterHolder(ctx.db, household.meter.meter_no)) continue;
    const { areaIndex, tariff, meterSize, cancelled, ignored, meter, ...fields } = household;
    const client = await createClient(ctx, {
      ...fields,
      area: area.id,
      tariff_group_id: tariffGroupId,
      meter: { ...meter, meter_type_id: meterTypeId },
    });
    if (cancelled) {
      await changeClientStatus(ctx, { id: client.id, action: 'cancel', reason: cancelled });
    }
    if (ignored) await setClientsIgnored(ctx, [client.id], true, ignored);
  }
}
