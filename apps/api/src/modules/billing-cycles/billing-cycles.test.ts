import { BILLING_CYCLE_PATHS } from '@prapa/contracts/billing-cycles';
import { READING_PATHS } from '@prapa/contracts/readings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createReadingsKit, type ReadingsKit } from '../readings/readings-test-kit.ts';

let k: ReadingsKit;
beforeAll(async () => {
  k = await createReadingsKit();
});
afterAll(() => k.t.close());

const open = (params: object, token = k.norm) =>
  k.t.app.inject({
    method: 'POST',
    url: BILLING_CYCLE_PATHS.cycles,
    headers: bearer(token),
    payload: { params },
  });

const close = (id: number) =>
  k.t.app.inject({
    method: 'POST',
    url: BILLING_CYCLE_PATHS.close,
    headers: bearer(k.norm),
    payload: { params: { id } },
  });

const mark = (params: object, token = k.norm) =>
  k.t.app.inject({
    method: 'POST',
    url: BILLING_CYCLE_PATHS.mark,
    headers: bearer(token),
    payload: { params },
  });

const list = async (token = k.norm) => {
  const response = await k.get(BILLING_CYCLE_PATHS.cycles, token);
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, unknown>[];
};

const countNoted = async (id: number) => {
  const response = await k.get(`${READING_PATHS.countNoted}?id=${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('billing cycles', () => {
  let meterA: number;
  let meterB: number;
  let meterC: number;
  let september: number;

  beforeAll(async () => {
    meterA = (await k.addMeter({ initialReading: 100 })).meterId;
    meterB = (await k.addMeter({ initialReading: 200 })).meterId;
    meterC = (await k.addMeter({ initialReading: 300 })).meterId;
  });

  it('opens the cycle of a month: Thai name, fiscal year, number 1 of the year', async () => {
    const response = await open({ year: 2026, month: 9, bill_cut_off: '2026-09-25' });
    expect(response.statusCode).toBe(201);
    const cycle = response.json().data;
    september = cycle.id;
    expect(cycle).toMatchObject({
      bill_cycle_name: 'กันยายน 2569',
      bill_year: 2569,
      bill_cycle_no: 1,
      period_year: 2026,
      period_month: 9,
      bill_cut_off: '2026-09-25',
      order: 1,
      status: 'open',
      count_noted: 0,
      active_meter: 3,
      closed_at: null,
    });
    const [row] = await auditRows(k.t.db, 'billing_cycle.open', september);
    expect(row?.after).toMatchObject({ year: 2026, month: 9, bill_year: 2569 });
  });

  it('allows one open cycle at a time (409, in Thai)', async () => {
    const response = await open({ year: 2026, month: 10, bill_cut_off: '2026-10-25' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT' });
    expect(response.json().error.message).toContain('กันยายน 2569 ยังเปิดอยู่');
  });

  it('lets VIEW list cycles and record readings but not open or close cycles', async () => {
    expect((await list(k.view)).length).toBe(1);
    const opened = await open({ year: 2026, month: 10, bill_cut_off: '2026-10-25' }, k.view);
    expect(opened.statusCode).toBe(403);
    const closed = await k.t.app.inject({
      method: 'POST',
      url: BILLING_CYCLE_PATHS.close,
      headers: bearer(k.view),
      payload: { params: { id: september } },
    });
    expect(closed.statusCode).toBe(403);
    const saved = await k.save(
      { cycle_id: september, meter_id: meterA, current_reading: 112 },
      k.view,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses to close while meters wait, naming how many (409, in Thai)', async () => {
    expect(await countNoted(september)).toEqual({ count_noted: 1, active_meter: 3 });
    const response = await close(september);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toContain('อีก 2 เครื่อง');
  });

  it('marks unreadable meters with an estimate (no history: previous + 0)', async () => {
    const response = await mark({
      cycle_id: september,
      meter_ids: [meterB, meterC],
      note: 'no_access',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { readings } = response.json().data;
    expect(readings).toMatchObject([
      {
        meter_id: meterB,
        previous_reading: 200,
        current_reading: 200,
        units: 0,
        estimated: true,
        note: 'no_access',
      },
      { meter_id: meterC, previous_reading: 300, current_reading: 300, units: 0, estimated: true },
    ]);
    expect(await countNoted(september)).toEqual({ count_noted: 3, active_meter: 3 });
  });

  it('refuses to mark a meter that was read for real', async () => {
    const response = await mark({ cycle_id: september, meter_ids: [meterA], note: 'broken' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'params.meter_ids.0', message: expect.stringContaining('จดบันทึกเลขอ่านแล้ว') },
    ]);
  });

  it('closes once every meter has a reading; closed is read-only', async () => {
    const response = await close(september);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'closed',
      count_noted: 3,
      active_meter: 3,
    });
    expect(response.json().data.closed_at).toBe(k.t.clock().toISOString());
    expect(await auditRows(k.t.db, 'billing_cycle.close', september)).toHaveLength(1);

    const again = await close(september);
    expect(again.statusCode).toBe(409);
    const saved = await k.save({ cycle_id: september, meter_id: meterA, current_reading: 115 });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().error.message).toContain('กันยายน 2569 ปิดแล้ว');
    const marked = await mark({ cycle_id: september, meter_ids: [meterB], note: 'broken' });
    expect(marked.statusCode).toBe(409);
  });

  it('starts a new fiscal year in October: October 2026 is cycle 1 of 2570', async () => {
    const response = await open({ year: 2026, month: 10, bill_cut_off: '2026-10-25' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      bill_cycle_name: 'ตุลาคม 2569',
      bill_year: 2570,
      bill_cycle_no: 1,
      order: 2,
    });
  });

  it("estimates from the meter's last 3 months, rounded half-up", async () => {
    const october = (await list())[0]?.id as number;
    // meterA: 100 → 112 in September (12 units); October 112 → 125 (13 units).
    expect(
      (await k.save({ cycle_id: october, meter_id: meterA, current_reading: 125 })).statusCode,
    ).toBe(200);
    await mark({ cycle_id: october, meter_ids: [meterB, meterC], note: 'broken' });
    await close(october);
    const november = (await open({ year: 2026, month: 11, bill_cut_off: '2026-11-25' })).json().data
      .id;
    // (12 + 13) / 2 = 12.5 → 13.
    const response = await mark({ cycle_id: november, meter_ids: [meterA], note: 'broken' });
    expect(response.json().data.readings[0]).toMatchObject({
      previous_reading: 125,
      current_reading: 138,
      units: 13,
      estimated: true,
      note: 'broken',
    });
    // A real reading replaces the estimate.
    const real = await k.save({ cycle_id: november, meter_id: meterA, current_reading: 136 });
    expect(real.json().data.readings[0]).toMatchObject({ units: 11, estimated: false, note: null });
  });

  it('refuses a month that exists and a month before the newest', async () => {
    const november = (await list())[0]?.id as number;
    await mark({ cycle_id: november, meter_ids: [meterB, meterC], note: 'broken' });
    await close(november);
    const same = await open({ year: 2026, month: 11, bill_cut_off: '2026-11-25' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toContain('มีรอบบิล พฤศจิกายน 2569 อยู่แล้ว');
    const earlier = await open({ year: 2026, month: 8, bill_cut_off: '2026-08-25' });
    expect(earlier.statusCode).toBe(409);
  });

  it('lists newest first with progress', async () => {
    const cycles = await list();
    expect(cycles.map((c) => c.bill_cycle_name)).toEqual([
      'พฤศจิกายน 2569',
      'ตุลาคม 2569',
      'กันยายน 2569',
    ]);
    expect(cycles[0]).toMatchObject({ status: 'closed', count_noted: 3, active_meter: 3 });
  });

  it('validates input: bad month, bad date, unknown cycle', async () => {
    const month = await open({ year: 2027, month: 13, bill_cut_off: '2027-01-25' });
    expect(month.statusCode).toBe(400);
    expect(month.json().error.fields[0].path).toBe('params.month');
    const date = await open({ year: 2027, month: 1, bill_cut_off: '2027-02-30' });
    expect(date.statusCode).toBe(400);
    expect(date.json().error.fields[0].path).toBe('params.bill_cut_off');
    expect((await close(999_999)).statusCode).toBe(404);
    expect((await k.get(`${READING_PATHS.countNoted}?id=999999`)).statusCode).toBe(404);
    expect((await k.get(`${READING_PATHS.countNoted}?id=abc`)).statusCode).toBe(400);
  });
});
