import { describe, expect, it } from 'vitest';
import { fakeRow } from '../testing/fake-readings.ts';
import { checkOffline } from './offline-check.ts';
import { newSyncId } from './sync-id.ts';

const none = { rollover: false, anomaly: false };

describe('checkOffline: the reading screen checks against the downloaded round', () => {
  it('takes a usual reading with its units', () => {
    expect(checkOffline(fakeRow({ previousMeter: 120, average_units: 12 }), 133, none)).toEqual({
      kind: 'ok',
      units: 13,
      rollover: false,
      flag: null,
    });
  });

  it('asks about a roll-over, then about the unusual usage it gives', () => {
    const row = fakeRow({ previousMeter: 9995, meter_digit: 4, average_units: 12 });
    expect(checkOffline(row, 3, none)).toEqual({ kind: 'needs_rollover', units: 8 });
    expect(checkOffline(row, 3, { rollover: true, anomaly: false })).toEqual({
      kind: 'ok',
      units: 8,
      rollover: true,
      flag: null,
    });
    expect(checkOffline(row, 50, { rollover: true, anomaly: false })).toEqual({
      kind: 'needs_anomaly',
      units: 55,
      flag: 'high',
    });
  });

  it('asks about usage far below or above the average, and keeps the flag once confirmed', () => {
    const row = fakeRow({ previousMeter: 100, average_units: 20 });
    expect(checkOffline(row, 105, none)).toEqual({ kind: 'needs_anomaly', units: 5, flag: 'low' });
    expect(checkOffline(row, 141, none)).toMatchObject({ kind: 'needs_anomaly', flag: 'high' });
    expect(checkOffline(row, 141, { rollover: false, anomaly: true })).toEqual({
      kind: 'ok',
      units: 41,
      rollover: false,
      flag: 'high',
    });
    // No history: nothing to compare with.
    expect(checkOffline(fakeRow({ average_units: null }), 500, none)).toMatchObject({ kind: 'ok' });
  });

  it('refuses what cannot be a reading of the meter', () => {
    expect(checkOffline(fakeRow({ meter_digit: 4 }), 10_000, none)).toEqual({
      kind: 'error',
      error: 'READING_EXCEEDS_DIGITS',
    });
    expect(checkOffline(fakeRow({ previousMeter: 5000, meter_digit: 4 }), 10, none)).toEqual({
      kind: 'error',
      error: 'NEGATIVE_WITHOUT_ROLLOVER',
    });
  });
});

describe('newSyncId', () => {
  it('makes distinct version-4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newSyncId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
