import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingCycles } from '../../db/schema/billing-cycles.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { systemContext } from '../../lib/request-context.ts';
import { listBillingCycles } from '../../modules/billing-cycles/billing-cycles.service.ts';
import { TODAY } from '../../modules/readings/readings-test-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../seed-demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, TODAY);
}, 120_000);
afterAll(() => t.close());

describe('demo billing cycles and readings', () => {
  it('has six monthly cycles up to the current month, only the newest open', async () => {
    const cycles = await listBillingCycles(systemContext(t.db, TODAY));
    expect(cycles.map((c) => [c.bill_cycle_name, c.status])).toEqual([
      ['พฤศจิกายน 2569', 'open'],
      ['ตุลาคม 2569', 'closed'],
      ['กันยายน 2569', 'closed'],
      ['สิงหาคม 2569', 'closed'],
      ['กรกฎาคม 2569', 'closed'],
      ['มิถุนายน 2569', 'closed'],
    ]);
    expect(cycles.map((c) => c.bill_year)).toEqual([2570, 2570, 2569, 2569, 2569, 2569]);
    const [open, ...closed] = cycles;
    for (const cycle of closed) {
      expect(cycle.count_noted).toBe(cycle.active_meter);
      expect(cycle.active_meter).toBeGreaterThan(40);
    }
    const share = (open?.count_noted ?? 0) / (open?.active_meter ?? 1);
    expect(share).toBeGreaterThan(0.45);
    expect(share).toBeLessThan(0.75);
  });

  it('has a roll-over, a high and a low flag, and an estimate', async () => {
    const flagged = await t.db.select().from(meterReadings).where(isNotNull(meterReadings.flag));
    expect(flagged.map((r) => r.flag).sort()).toEqual(['high', 'low']);
    const rollovers = await t.db
      .select()
      .from(meterReadings)
      .where(eq(meterReadings.rollover, true));
    expect(rollovers).toHaveLength(1);
    expect(rollovers[0]?.previousReading).toBeGreaterThan(9900);
    const estimated = await t.db
      .select()
      .from(meterReadings)
      .where(and(eq(meterReadings.estimated, true), eq(meterReadings.note, 'no_access')));
    expect(estimated).toHaveLength(1);
    const units = (await t.db.select().from(meterReadings)).map((r) => r.units);
    expect(Math.max(...units)).toBeGreaterThan(35);
  });

  it('changes nothing when seeded again', async () => {
    const before = await t.db.select().from(meterReadings);
    await seedDemo(t.db, TODAY);
    expect(await t.db.select().from(meterReadings)).toHaveLength(before.length);
    expect(await t.db.select().from(billingCycles)).toHaveLength(6);
  });
});
