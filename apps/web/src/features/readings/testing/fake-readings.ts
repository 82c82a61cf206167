import type { TReadingRow, TSavedReading } from '@prapa/contracts/readings';

export function fakeRow(overrides: Partial<TReadingRow> = {}): TReadingRow {
  const meterId = overrides.meter_id ?? 101;
  return {
    client_id: meterId - 100,
    memberId: meterId - 100,
    fullname: 'สมศรี ใจดี',
    house_no: '12/3',
    area_id: 1,
    area_name: 'หมู่ 1 บ้านหนองน้ำ',
    route_order: 1,
    meter_id: meterId,
    meterNo: `M-${meterId}`,
    meter_digit: 4,
    previousMeter: 120,
    previousMeterDate: '2026-10-28',
    currentMeter: null,
    currentMeterDate: null,
    diffUnit: null,
    meterUsage: null,
    meterUsageLastMonth: 12,
    average_units: 12,
    tag: 'waiting',
    note: null,
    estimated: false,
    rollover: false,
    flag: null,
    replaced_meter: null,
    ...overrides,
  };
}

export function fakeSaved(overrides: Partial<TSavedReading> = {}): TSavedReading {
  return {
    id: 900,
    cycle_id: 3,
    meter_id: 101,
    client_id: 1,
    previous_reading: 120,
    current_reading: 135,
    units: 15,
    rollover: false,
    estimated: false,
    note: null,
    flag: null,
    read_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

/** Three waiting meters of the open cycle, in route order. */
export const ROWS: TReadingRow[] = [
  fakeRow({ meter_id: 101, fullname: 'สมศรี ใจดี' }),
  fakeRow({ meter_id: 102, fullname: 'มานะ ขยัน', house_no: '15', previousMeter: 9995 }),
  fakeRow({ meter_id: 103, fullname: 'ปิติ ชูใจ', house_no: '18', previousMeter: 300 }),
];
