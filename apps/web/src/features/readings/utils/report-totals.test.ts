import { describe, expect, it } from 'vitest';
import { fakeRow } from '../testing/fake-readings.ts';
import { reportTotals } from './report-totals.ts';

describe('reportTotals', () => {
  it('counts meters and recorded ones and adds the units used', () => {
    const rows = [
      fakeRow({ meter_id: 101, tag: 'recorded', meterUsage: 15 }),
      fakeRow({ meter_id: 102, tag: 'recorded', meterUsage: 7, estimated: true }),
      fakeRow({ meter_id: 103 }),
    ];
    expect(reportTotals(rows)).toEqual({ meters: 3, recorded: 2, units: 22 });
  });

  it('is all zero for an empty cycle', () => {
    expect(reportTotals([])).toEqual({ meters: 0, recorded: 0, units: 0 });
  });
});
