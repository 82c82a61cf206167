import { describe, expect, it } from 'vitest';
import { fakeCycle } from '../../../test/fake-cycles.ts';
import { fakeRow, fakeSaved } from '../testing/fake-readings.ts';
import { applySavedReadings } from './apply-saved-readings.ts';

describe('applySavedReadings', () => {
  it('marks the saved meter recorded in place and leaves the others', () => {
    const page = {
      cycle: fakeCycle({ id: 3 }),
      rows: [fakeRow({ meter_id: 101 }), fakeRow({ meter_id: 102 })],
      total: 2,
      page: 1,
      page_size: 50,
    };
    const next = applySavedReadings(page, [fakeSaved({ meter_id: 102, rollover: true })]);
    expect(next?.rows.map((row) => row.tag)).toEqual(['waiting', 'recorded']);
    expect(next?.rows[1]).toMatchObject({
      currentMeter: 135,
      currentMeterDate: '2026-11-20',
      diffUnit: 15,
      meterUsage: 15,
      rollover: true,
    });
  });

  it('ignores a reading of another cycle', () => {
    const page = {
      cycle: fakeCycle({ id: 3 }),
      rows: [fakeRow()],
      total: 1,
      page: 1,
      page_size: 50,
    };
    expect(applySavedReadings(page, [fakeSaved({ cycle_id: 9 })])?.rows[0]?.tag).toBe('waiting');
  });
});
