import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tariffVersions } from '../../db/schema/tariffs.ts';
import { createTestMasterData } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findTariffVersionForDate, insertTariffVersion } from './tariff-versions.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rules = (rate: number) => ({
  tiers: [{ from_unit: 0, to_unit: null, rate_satang: rate }],
  minimum_charge_satang: 0,
  minimum_units: 0,
  apply_meter_fee: true,
  vat_enabled: false,
  vat_rate_bp: 700,
});

describe('findTariffVersionForDate', () => {
  it('picks the newest version in force on the date', async () => {
    // Version 1 (2025-10-01, 10 baht) comes with the factory.
    const { tariffGroupId: groupId } = await createTestMasterData(t.db);
    const add = (effectiveFrom: string, rate: number) =>
      insertTariffVersion(t.db, {
        groupId,
        effectiveFrom,
        rules: rules(rate),
        createdBy: null,
        now: new Date(),
      });
    await add('2026-10-01', 1200); // v2
    await add('2026-04-01', 1100); // v3: entered later, effective earlier
    await add('2026-10-01', 1300); // v4: corrects v2 on the same day

    const rateOn = async (date: string) =>
      (await findTariffVersionForDate(t.db, groupId, date))?.tiers[0]?.rate_satang;
    expect(await findTariffVersionForDate(t.db, groupId, '2025-09-30')).toBeUndefined();
    expect(await rateOn('2025-10-01')).toBe(1000);
    expect(await rateOn('2026-03-31')).toBe(1000);
    expect(await rateOn('2026-04-01')).toBe(1100);
    expect(await rateOn('2026-09-30')).toBe(1100);
    expect(await rateOn('2026-10-01')).toBe(1300);
    expect(await rateOn('2030-01-01')).toBe(1300);

    const versions = await t.db.select().from(tariffVersions);
    const mine = versions.filter((v) => v.groupId === groupId).map((v) => v.versionNo);
    expect(mine.sort()).toEqual([1, 2, 3, 4]);
  });

  it('never looks at another group', async () => {
    const a = await createTestMasterData(t.db);
    const b = await createTestMasterData(t.db);
    const found = await findTariffVersionForDate(t.db, b.tariffGroupId, '2026-01-01');
    expect(found?.groupId).toBe(b.tariffGroupId);
    expect(found?.groupId).not.toBe(a.tariffGroupId);
  });
});
