import { INVESTIGATION_PATHS } from '@prapa/contracts/investigation';
import {
  checkMember,
  DEFAULT_INVESTIGATION_SETTINGS,
  type HistoryReading,
  median,
} from '@prapa/domain/investigation';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../cli/seed-demo.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { systemContext } from '../../lib/request-context.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { findCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { generateData } from '../generator/generate-data.service.ts';
import { scalePlan } from '../generator/generator-plan.ts';
import { TODAY } from '../readings/readings-test-kit.ts';
import { cyclePeriods, scopeOf } from './investigation.service.ts';
import { ensureStats, listClassified } from './investigation-lists.repository.ts';
import { findInvestigationSettings } from './investigation-settings.repository.ts';

/**
 * The SQL of investigation-lists.repository.ts against the domain rules on the same data:
 * every member read in the cycle gets the same three answers both ways.
 */
async function expectSqlAgreesWithDomain(t: TestApp, settings = DEFAULT_INVESTIGATION_SETTINGS) {
  const cycles = await rawRows<{ id: number; period: number }>(
    t.db,
    sql`select id, (period_year * 12 + period_month - 1)::int as period from billing_cycles
      order by period desc limit 4`,
  );
  const readings = await rawRows<HistoryReading & { clientId: number }>(
    t.db,
    sql`select client_id as "clientId", period, meter_id as "meterId", units, estimated
      from meter_readings`,
  );
  const members = await rawRows<{ id: number; area_id: number; active: boolean }>(
    t.db,
    sql`select id, area_id, (status_code in ('1_0', '1_1') and deleted_at is null) as active
      from clients`,
  );
  const byClient = new Map<number, HistoryReading[]>();
  for (const r of readings) {
    const list = byClient.get(r.clientId) ?? [];
    list.push(r);
    byClient.set(r.clientId, list);
  }
  const allPeriods = await cyclePeriods(t.db);
  let compared = 0;
  for (const cycle of cycles) {
    const row = await findCycle(t.db, cycle.id);
    if (!row) throw new Error('cycle not found');
    const scope = await scopeOf(t.db, row, null, settings);
    const fromSql = await listClassified(t.db, scope);
    // The area median of the domain: the members' month totals, estimated months left out.
    const monthOf = (clientId: number) =>
      (byClient.get(clientId) ?? []).filter((r) => r.period === cycle.period);
    const areaUnits = new Map<number, number[]>();
    for (const m of members) {
      const month = monthOf(m.id);
      if (month.length === 0 || month.some((r) => r.estimated)) continue;
      const list = areaUnits.get(m.area_id) ?? [];
      list.push(month.reduce((sum, r) => sum + r.units, 0));
      areaUnits.set(m.area_id, list);
    }
    const expected = members.flatMap((m) => {
      const result = checkMember({
        readings: byClient.get(m.id) ?? [],
        period: cycle.period,
        cyclePeriods: allPeriods,
        areaMedian: median(areaUnits.get(m.area_id) ?? []),
        active: m.active,
        settings,
      });
      return result
        ? [
            {
              client_id: m.id,
              abnormal: result.abnormal,
              deviation: result.deviation,
              constant: result.constant,
            },
          ]
        : [];
    });
    expected.sort((a, b) => a.client_id - b.client_id);
    expect(
      fromSql.map(({ client_id, abnormal, deviation, constant }) => ({
        client_id,
        abnormal,
        deviation,
        constant,
      })),
    ).toEqual(expected);
    compared += expected.length;
  }
  return compared;
}

/** Builds the kept figures of the last four cycles; for each, whether it had to. */
async function buildLastCycles(t: TestApp) {
  const cycles = await rawRows<{ id: number }>(
    t.db,
    sql`select id from billing_cycles order by period_year desc, period_month desc limit 4`,
  );
  const settings = await findInvestigationSettings(t.db);
  const built: boolean[] = [];
  for (const cycle of cycles) {
    const row = await findCycle(t.db, cycle.id);
    if (!row) throw new Error('cycle not found');
    built.push(await ensureStats(t.db, await scopeOf(t.db, row, null, settings)));
  }
  return built;
}

describe('the demo village', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, TODAY);
  }, 180_000);
  afterAll(() => t.close());

  it('shows rows in all three tabs of the open cycle: leaks, a near-empty month, a stuck meter', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    const list = async (check: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${INVESTIGATION_PATHS.list}?check=${check}&page_size=50`,
        headers: bearer(token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    const abnormal = await list('abnormal');
    expect(abnormal.cycle.status).toBe('open');
    const members = (data: { rows: { memberId: number }[] }) => data.rows.map((r) => r.memberId);
    expect(members(abnormal)).toEqual(expect.arrayContaining([5, 30]));
    expect(members(await list('higher'))).toEqual(expect.arrayContaining([5, 30]));
    expect(members(await list('lower'))).toContain(18);
    expect(members(await list('constant'))).toContain(40);
  });

  it('computes in SQL what the domain rules compute, for the last four cycles', async () => {
    expect(await expectSqlAgreesWithDomain(t)).toBeGreaterThan(150);
  });
});

describe('generated data at scale', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await generateData(systemContext(t.db, TODAY), scalePlan(400, 12, 17));
    // The figures of the last four cycles are built now, so everything below reaches them
    // through the triggers on meter_readings (and on clients), not through a build.
    expect(await buildLastCycles(t)).toEqual([true, true, true, true]);
    // What the generator does not make: runs of estimates, and meter replacements in the open
    // cycle (a new meter read alone, and both meters read in one month).
    const open = sql`(select max(period) from meter_readings)`;
    await rawRows(
      t.db,
      sql`update meter_readings set estimated = true, note = 'no_access'
        where client_id % 37 = 0 and period >= ${open} - 3`,
    );
    await rawRows(
      t.db,
      sql`update meters set removed_on = '2026-11-05', final_reading = 0
        where client_id % 41 = 0 or client_id % 43 = 0`,
    );
    await rawRows(
      t.db,
      sql`insert into meters (client_id, meter_no, meter_type_id, installed_on)
        select client_id, 'R-' || client_id, meter_type_id, '2026-11-05' from meters
        where client_id % 41 = 0 or client_id % 43 = 0`,
    );
    await rawRows(
      t.db,
      sql`update meter_readings r set meter_id = n.id from meters n
        where n.meter_no = 'R-' || r.client_id and r.client_id % 41 = 0 and r.period = ${open}`,
    );
    await rawRows(
      t.db,
      sql`insert into meter_readings (cycle_id, meter_id, client_id, period, previous_reading,
          current_reading, units)
        select r.cycle_id, n.id, r.client_id, r.period, 0, 7, 7 from meter_readings r
        join meters n on n.meter_no = 'R-' || r.client_id
        where r.client_id % 43 = 0 and r.period = ${open} and r.meter_id <> n.id`,
    );
    // A reading taken back, a corrected one, and a member moved to another area.
    await rawRows(
      t.db,
      sql`delete from meter_readings r where r.client_id % 47 = 0
        and not exists (select 1 from invoices i where i.reading_id = r.id)`,
    );
    await rawRows(
      t.db,
      sql`update meter_readings set units = units * 3 + 12 where client_id % 53 = 0`,
    );
    await rawRows(
      t.db,
      sql`update clients set area_id = (select min(id) from areas) where id % 59 = 0`,
    );
  }, 180_000);
  afterAll(() => t.close());

  it('keeps its figures up to date as readings change, without building them again', async () => {
    expect(await buildLastCycles(t)).toEqual([false, false, false, false]);
    expect(await expectSqlAgreesWithDomain(t)).toBeGreaterThan(1000);
  });

  it('agrees with the domain rules, with the default and with other thresholds', async () => {
    expect(await expectSqlAgreesWithDomain(t)).toBeGreaterThan(1000);
    await expectSqlAgreesWithDomain(t, {
      averageCycles: 3,
      abnormalMultiplePct: 150,
      abnormalMinUnits: 0,
      constantCycles: 2,
      deviationPct: 10,
    });
  });
});
