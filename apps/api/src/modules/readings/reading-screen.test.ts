import { pathWith } from '@prapa/contracts/config-paths';
import { READING_PATHS } from '@prapa/contracts/readings';
import { computeCharge } from '@prapa/domain/tariff';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMasterData } from '../../cli/demo/demo-master-data.ts';
import { areas } from '../../db/schema/areas.ts';
import { clients } from '../../db/schema/clients.ts';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { meterTypes } from '../../db/schema/meter-types.ts';
import { meters } from '../../db/schema/meters.ts';
import { tariffGroups } from '../../db/schema/tariffs.ts';
import { systemContext } from '../../lib/request-context.ts';
import { createTestClient } from '../../test/factories.ts';
import { createReadingsKit, type ReadingsKit } from './readings-test-kit.ts';

let k: ReadingsKit;
let areaLate: number;
let areaNone: number;
/** Meters by house number, in the main test area. */
const m: Record<string, { clientId: number; meterId: number }> = {};
let october: number;
let november: number;

type Row = Record<string, unknown> & { meter_id: number; house_no: string };

const page = async (query: string, token?: string) => {
  const response = await k.get(`${READING_PATHS.waterHistory}?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { cycle: Record<string, unknown>; rows: Row[]; total: number };
};

beforeAll(async () => {
  k = await createReadingsKit();
  const inserted = await k.t.db
    .insert(areas)
    .values([
      { areaCode: 'ZZ9', areaName: 'หมู่ท้ายเส้นทาง', routeOrder: 900 },
      { areaCode: 'AA1', areaName: 'หมู่ไม่มีลำดับ', routeOrder: null },
    ])
    .returning({ id: areas.id });
  areaLate = inserted[0]?.id as number;
  areaNone = inserted[1]?.id as number;
  for (const houseNo of ['10', '9', '12/3', 'ก5', '2']) {
    m[houseNo] = await k.addMeter({ houseNo, initialReading: 100 });
  }
  m.late = await k.addMeter({ houseNo: '1', areaId: areaLate, initialReading: 100 });
  m.none = await k.addMeter({ houseNo: '1', areaId: areaNone, initialReading: 100 });
  // Not read: cancelled and deleted clients.
  const cancelled = await createTestClient(k.t.db, k.master, { statusCode: '2_0' });
  await k.t.db.insert(meters).values({
    clientId: cancelled,
    meterNo: 'X-1',
    meterTypeId: k.master.meterTypeId,
    installedOn: '2025-10-01',
  });

  october = await k.openCycle(2026, 10);
  const all = Object.values(m).map(({ meterId }) => ({
    cycle_id: october,
    meter_id: meterId,
    current_reading: 120,
  }));
  expect((await k.save(all)).statusCode).toBe(200);
  await k.closeCycle(october);
  november = await k.openCycle(2026, 11);
  expect(
    (
      await k.save([
        { cycle_id: november, meter_id: m['9']?.meterId, current_reading: 135 },
        { cycle_id: november, meter_id: m.late?.meterId, current_reading: 141 },
      ])
    ).statusCode,
  ).toBe(200);
});
afterAll(() => k.t.close());

describe('GET /api/user/waterHistory (the reading screen)', () => {
  it('lists the open cycle by default, in route order with natural house numbers', async () => {
    const data = await page('');
    expect(data.cycle).toMatchObject({
      id: november,
      bill_cycle_name: 'พฤศจิกายน 2569',
      status: 'open',
    });
    expect(data.total).toBe(7);
    expect(data.rows.map((r) => r.house_no)).toEqual(['2', '9', '10', '12/3', 'ก5', '1', '1']);
    expect(data.rows[5]?.meter_id).toBe(m.late?.meterId);
    expect(data.rows[6]?.meter_id).toBe(m.none?.meterId);
  });

  it('shows recorded and waiting rows with the spec fields', async () => {
    const { rows } = await page(`cycleId=${november}`);
    const nine = rows.find((r) => r.meter_id === m['9']?.meterId);
    expect(nine).toMatchObject({
      client_id: m['9']?.clientId,
      house_no: '9',
      area_id: k.master.areaId,
      meter_digit: 5,
      previousMeter: 120,
      currentMeter: 135,
      currentMeterDate: '2026-11-20',
      diffUnit: 15,
      meterUsage: 15,
      meterUsageLastMonth: 20,
      average_units: 20,
      tag: 'recorded',
      note: null,
      estimated: false,
      rollover: false,
      flag: null,
    });
    expect(typeof nine?.memberId).toBe('number');
    expect(nine?.fullname).toMatch(/ทดสอบ$/);
    const two = rows.find((r) => r.meter_id === m['2']?.meterId);
    expect(two).toMatchObject({
      previousMeter: 120,
      previousMeterDate: '2026-11-20',
      currentMeter: null,
      currentMeterDate: null,
      diffUnit: null,
      tag: 'waiting',
    });
  });

  it('filters by tag, area and search; pages on the server', async () => {
    expect((await page(`cycle_id=${november}&tag=waiting`)).total).toBe(5);
    expect((await page(`cycle_id=${november}&tag=recorded`)).rows.map((r) => r.house_no)).toEqual([
      '9',
      '1',
    ]);
    expect((await page(`cycle_id=${november}&area_id=${areaLate}`)).total).toBe(1);
    const search = await page(`cycle_id=${november}&q=12/3`);
    expect(search.rows.map((r) => r.house_no)).toEqual(['12/3']);
    const second = await page(`cycle_id=${november}&page=2&page_size=3`);
    expect(second).toMatchObject({ total: 7, page: 2, page_size: 3 });
    expect(second.rows.map((r) => r.house_no)).toEqual(['12/3', 'ก5', '1']);
    const tooBig = await k.get(`${READING_PATHS.waterHistory}?page_size=501`);
    expect(tooBig.statusCode).toBe(400);
    expect((await k.get(`${READING_PATHS.waterHistory}?tag=maybe`)).statusCode).toBe(400);
    expect((await k.get(`${READING_PATHS.waterHistory}?cycleId=999999`)).statusCode).toBe(404);
  });

  it('lets VIEW read the screen', async () => {
    expect((await page('', k.view)).total).toBe(7);
  });

  it('shows a closed cycle as its readings', async () => {
    const data = await page(`cycleId=${october}&tag=recorded`);
    expect(data.total).toBe(7);
    expect(data.rows[0]).toMatchObject({ previousMeter: 100, currentMeter: 120, diffUnit: 20 });
    expect((await page(`cycleId=${october}&tag=waiting`)).total).toBe(0);
  });
});

describe('…/all and …/all-previous', () => {
  it('answers every row of the cycle, and of the cycle before', async () => {
    const all = await k.get(`${READING_PATHS.all}?cycleId=${november}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBe(7);
    expect(all.json().data.rows).toHaveLength(7);
    const previous = await k.get(
      `${READING_PATHS.allPrevious}?cycleId=${november}&area_id=${k.master.areaId}`,
    );
    expect(previous.json().data.cycle.id).toBe(october);
    expect(previous.json().data.rows.map((r: Row) => r.currentMeter)).toEqual([
      120, 120, 120, 120, 120,
    ]);
    const none = await k.get(`${READING_PATHS.allPrevious}?cycleId=${october}`);
    expect(none.json().data).toEqual({ cycle: null, rows: [], total: 0 });
  });
});

describe('history, monthly usage, progress', () => {
  it("lists one client's readings newest first with their cost", async () => {
    const response = await k.get(
      pathWith(READING_PATHS.history, { id: m['9']?.clientId as number }),
    );
    expect(response.statusCode).toBe(200);
    // The test tariff: 10 baht a unit, fee not applied… 1000 satang meter fee is applied by default.
    expect(response.json().data).toMatchObject([
      {
        cycle_id: november,
        bill_cycle_name: 'พฤศจิกายน 2569',
        meterUsage: 15,
        currentMeter: 135,
        total_charge: 15 * 1000 + 1000,
      },
      { cycle_id: october, meterUsage: 20, previousMeter: 100, total_charge: 20 * 1000 + 1000 },
    ]);
    expect((await k.get(pathWith(READING_PATHS.history, { id: 999_999 }))).statusCode).toBe(404);
  });

  it('sums units per month for the chart (month 0–11), for all or one client', async () => {
    const all = await k.get(READING_PATHS.avgMonth);
    expect(all.json().data).toEqual([
      { month: 9, year: 2026, usage: 7 * 20 },
      { month: 10, year: 2026, usage: 15 + 21 },
    ]);
    const one = await k.get(`${READING_PATHS.avgMonth}?client_id=${m['9']?.clientId}`);
    expect(one.json().data).toEqual([
      { month: 9, year: 2026, usage: 20 },
      { month: 10, year: 2026, usage: 15 },
    ]);
  });

  it('counts recorded and active meters of a cycle', async () => {
    const response = await k.get(`${READING_PATHS.countNoted}?id=${november}`);
    expect(response.json().data).toEqual({ count_noted: 2, active_meter: 7 });
  });
});

describe('GET …/water-cost', () => {
  it('prices units under the demo residential tariff exactly as computeCharge', async () => {
    await seedDemoMasterData(systemContext(k.t.db, k.t.clock()));
    const [res] = await k.t.db.select().from(tariffGroups).where(eq(tariffGroups.code, 'RES'));
    const [halfInch] = await k.t.db
      .select()
      .from(meterTypes)
      .where(eq(meterTypes.name, 'มาตร 1/2 นิ้ว'));
    const clientId = await createTestClient(k.t.db, {
      areaId: k.master.areaId,
      tariffGroupId: res?.id as number,
    });
    await k.t.db.insert(meters).values({
      clientId,
      meterNo: 'RES-1',
      meterTypeId: halfInch?.id as number,
      installedOn: '2026-01-01',
    });

    const response = await k.get(`${READING_PATHS.waterCost}?client_id=${clientId}&diff_unit=25`);
    expect(response.statusCode, response.body).toBe(200);
    // By hand: 10 × 8 + 10 × 10 + 5 × 12 = 240 baht; fee 10 baht; no VAT.
    expect(response.json().data).toMatchObject({
      client_id: clientId,
      units: 25,
      tariff_group_name: 'ที่อยู่อาศัย',
      effective_from: '2025-10-01',
      tiers: [
        { from_unit: 1, to_unit: 10, units: 10, rate_satang: 800, amount_satang: 8000 },
        { from_unit: 11, to_unit: 20, units: 10, rate_satang: 1000, amount_satang: 10000 },
        { from_unit: 21, to_unit: 30, units: 5, rate_satang: 1200, amount_satang: 6000 },
      ],
      water_charge: 24000,
      minimum_applied: false,
      bill_charge: 24000,
      fee_charge: 1000,
      vat_charge: 0,
      total_charge: 25000,
    });
    const small = (
      await k.get(`${READING_PATHS.waterCost}?client_id=${clientId}&diff_unit=3`)
    ).json().data;
    const expected = computeCharge(
      {
        tiers: [
          { from_unit: 1, to_unit: 10, rate_satang: 800 },
          { from_unit: 11, to_unit: 20, rate_satang: 1000 },
          { from_unit: 21, to_unit: 30, rate_satang: 1200 },
          { from_unit: 31, to_unit: null, rate_satang: 1500 },
        ],
        minimum_charge_satang: 4000,
        minimum_units: 0,
        apply_meter_fee: true,
        vat_enabled: false,
        vat_rate_bp: 700,
      },
      3,
      1000,
    );
    expect(small).toMatchObject({
      minimum_applied: true,
      bill_charge: 4000,
      total_charge: expected.total_charge_satang,
    });
    expect(expected.total_charge_satang).toBe(5000);
  });

  it('refuses bad input and unknown clients', async () => {
    expect((await k.get(`${READING_PATHS.waterCost}?client_id=1&diff_unit=-1`)).statusCode).toBe(
      400,
    );
    expect((await k.get(`${READING_PATHS.waterCost}?client_id=1&diff_unit=abc`)).statusCode).toBe(
      400,
    );
    expect((await k.get(`${READING_PATHS.waterCost}?diff_unit=3`)).statusCode).toBe(400);
    expect(
      (await k.get(`${READING_PATHS.waterCost}?client_id=999999&diff_unit=3`)).statusCode,
    ).toBe(404);
  });
});

describe('changes made by another process (straight in the database)', () => {
  it('are seen by the next request: route order and recorded meters', async () => {
    await page(`cycle_id=${november}`);
    await k.t.db.update(areas).set({ routeOrder: 0 }).where(eq(areas.id, areaNone));
    expect((await page(`cycle_id=${november}`)).rows[0]?.meter_id).toBe(m.none?.meterId);

    const waiting = (await page(`cycle_id=${november}&tag=waiting`)).total;
    await k.t.db.insert(meterReadings).values({
      cycleId: november,
      meterId: m.none?.meterId as number,
      clientId: m.none?.clientId as number,
      period: 2026 * 12 + 10,
      previousReading: 120,
      currentReading: 130,
      units: 10,
    });
    expect((await page(`cycle_id=${november}&tag=waiting`)).total).toBe(waiting - 1);
    const progress = await k.get(`${READING_PATHS.countNoted}?id=${november}`);
    expect(progress.json().data.count_noted).toBe(3);
  });
});

describe('deleted clients', () => {
  it('drop out of the open cycle but keep their readings', async () => {
    const before = (await page(`cycle_id=${november}`)).total;
    await k.t.db
      .update(clients)
      .set({ deletedAt: k.t.clock() })
      .where(eq(clients.id, m['2']?.clientId as number));
    expect((await page(`cycle_id=${november}`)).total).toBe(before - 1);
    await k.t.db
      .update(clients)
      .set({ deletedAt: k.t.clock() })
      .where(eq(clients.id, m['9']?.clientId as number));
    // Read before deletion: still a row of the cycle.
    expect((await page(`cycle_id=${november}`)).total).toBe(before - 1);
  });
});
