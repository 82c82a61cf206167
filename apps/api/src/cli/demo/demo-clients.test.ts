import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { meters } from '../../db/schema/meters.ts';
import { tariffGroups } from '../../db/schema/tariffs.ts';
import { systemContext } from '../../lib/request-context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoHouseholds, seedDemoClients } from './demo-clients.ts';
import { seedDemoMasterData } from './demo-master-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Only the steps this one depends on, so later features' steps cannot break it.
  await seedDemoMasterData(systemContext(t.db));
  await seedDemoClients(systemContext(t.db));
});
afterAll(() => t.close());

describe('demo clients', () => {
  it('is the same list every time (no unseeded randomness)', () => {
    expect(demoHouseholds()).toEqual(demoHouseholds());
  });

  it('seeds 60 Thai households with meters over the five areas', async () => {
    const rows = await t.db.select().from(clients).orderBy(asc(clients.memberId));
    expect(rows).toHaveLength(60);
    for (const row of rows) expect(row.firstName).toMatch(/^[\u0E00-\u0E7F]/);
    expect(new Set(rows.map((r) => r.areaId)).size).toBe(5);
    expect(rows.filter((r) => r.statusCode === '2_0')).toHaveLength(4);
    expect(rows.filter((r) => r.ignored).map((r) => r.firstName)).toEqual([
      'วัดหนองน้ำใส',
      'โรงเรียนบ้านหนองน้ำใส',
    ]);
    const groups = new Map((await t.db.select().from(tariffGroups)).map((g) => [g.id, g.code]));
    const business = rows.filter((r) => groups.get(r.tariffGroupId) === 'BUS');
    expect(business.length).toBeGreaterThan(3);
    expect(business.length).toBeLessThan(rows.length / 2);

    const installed = await t.db.select().from(meters);
    expect(installed).toHaveLength(60);
    for (const meter of installed) expect(meter.meterNo).toMatch(/^NS-\d{7}$/);
  });

  it('running it again adds nothing', async () => {
    await seedDemoClients(systemContext(t.db));
    expect(await t.db.$count(clients)).toBe(60);
  });
});
