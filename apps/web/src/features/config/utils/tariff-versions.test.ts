import type { TTariffVersion } from '@prapa/contracts/tariffs';
import { describe, expect, it } from 'vitest';
import { currentVersion, versionState } from './tariff-versions.ts';

const version = (id: number, version_no: number, effective_from: string): TTariffVersion => ({
  id,
  group_id: 1,
  version_no,
  effective_from,
  created_at: '2026-01-01T00:00:00Z',
  created_by: null,
  tiers: [{ from_unit: 0, to_unit: null, rate_satang: 1000 }],
  minimum_charge_satang: 0,
  minimum_units: 0,
  apply_meter_fee: false,
  vat_enabled: false,
  vat_rate_bp: 0,
});

describe('tariff versions', () => {
  const v1 = version(1, 1, '2025-01-01');
  const v2 = version(2, 2, '2026-10-01');
  const v3 = version(3, 3, '2027-01-01');
  const newestFirst = [v3, v2, v1];

  it('picks the latest version already in force', () => {
    expect(currentVersion(newestFirst, '2026-09-30')).toBe(v1);
    expect(currentVersion(newestFirst, '2026-10-01')).toBe(v2);
    expect(currentVersion(newestFirst, '2024-12-31')).toBeNull();
  });

  it('prefers the later-saved version on the same day', () => {
    const again = version(4, 4, '2026-10-01');
    expect(currentVersion([again, v2, v1], '2026-11-01')).toBe(again);
  });

  it('labels versions current, upcoming or past', () => {
    const today = '2026-11-20';
    const current = currentVersion(newestFirst, today);
    expect(newestFirst.map((v) => versionState(v, current, today))).toEqual([
      'upcoming',
      'current',
      'past',
    ]);
  });
});
