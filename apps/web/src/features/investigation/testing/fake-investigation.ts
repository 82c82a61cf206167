import type { TInvestigationList, TInvestigationRow } from '@prapa/contracts/investigation';
import { OPEN_CYCLE } from '../../../test/fake-cycles.ts';

export function fakeRow(overrides: Partial<TInvestigationRow> = {}): TInvestigationRow {
  return {
    client_id: 5,
    memberId: 5,
    fullname: 'สมชาย ใจดี',
    house_no: '12/3',
    address: '',
    area_id: 1,
    area_name: 'หมู่ 1 บ้านหนองน้ำใส',
    meter_id: 5,
    meterNo: 'NS-0000005',
    previousMeter: 1070,
    currentMeter: 1100,
    units: 30,
    estimated: false,
    rollover: false,
    recent_units: [10, 10, 10, 10, 10, 10],
    average: 10,
    basis: 'own',
    diff_units: 20,
    diff_pct: 200,
    abnormal: true,
    deviation: 'higher',
    constant: null,
    billed: false,
    outcome: null,
    ...overrides,
  };
}

export function fakeList(rows: TInvestigationRow[]): TInvestigationList {
  const { status: _status, count_noted: _n, active_meter: _a, ...cycle } = OPEN_CYCLE;
  return {
    cycle: { ...cycle, status: 'open' },
    settings: {
      average_cycles: 6,
      abnormal_multiple_pct: 200,
      abnormal_min_units: 10,
      constant_cycles: 3,
      deviation_pct: 30,
    },
    counts: {
      abnormal: 2,
      constant: 1,
      higher: 3,
      lower: 4,
      checked: { abnormal: 0, constant: 0, higher: 0, lower: 0 },
    },
    rows,
    total: rows.length,
    page: 1,
    page_size: 10,
  };
}
