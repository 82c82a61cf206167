import { describe, expect, it } from 'vitest';
import { msUntilNext } from './nightly-backup.ts';

describe('msUntilNext (Bangkok time, UTC+7)', () => {
  const HOUR = 3_600_000;
  it('waits until the next 02:30 in Bangkok', () => {
    // 2026-11-25 01:00 Bangkok = 2026-11-24 18:00 UTC → 1.5 h.
    expect(msUntilNext('02:30', new Date('2026-11-24T18:00:00Z'))).toBe(1.5 * HOUR);
    // 03:00 Bangkok, just after: the next night, 23.5 h later.
    expect(msUntilNext('02:30', new Date('2026-11-24T20:00:00Z'))).toBe(23.5 * HOUR);
    expect(msUntilNext('02:30', new Date('2026-11-24T19:30:00Z'))).toBe(24 * HOUR);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => msUntilNext('2am', new Date())).toThrow(/PRAPA_BACKUP_TIME/);
  });
});
