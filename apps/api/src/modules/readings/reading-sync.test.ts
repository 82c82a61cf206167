import { randomUUID } from 'node:crypto';
import { READING_SYNC_PATH } from '@prapa/contracts/reading-sync';
import { ROLE, ROLE_DEFAULT_FLAGS } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createReadingsKit, type ReadingsKit } from './readings-test-kit.ts';

let k: ReadingsKit;
let cycle: number;
beforeAll(async () => {
  k = await createReadingsKit();
  cycle = await k.openCycle(2026, 11);
});
afterAll(() => k.t.close());

const sync = (readings: unknown, token = k.view, lang = 'th') =>
  k.t.app.inject({
    method: 'POST',
    url: READING_SYNC_PATH,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { readings },
  });

const readingsOf = async (meterId: number) =>
  k.t.db.select().from(meterReadings).where(eq(meterReadings.meterId, meterId));

describe('POST /api/user/waterHistory/sync', () => {
  it('saves readings recorded offline once, however often the phone sends them', async () => {
    const a = await k.addMeter({ initialReading: 100 });
    const b = await k.addMeter({ initialReading: 200 });
    const batch = [
      { sync_id: randomUUID(), cycle_id: cycle, meter_id: a.meterId, current_reading: 110 },
      { sync_id: randomUUID(), cycle_id: cycle, meter_id: b.meterId, current_reading: '๒๐๕' },
    ];
    const first = await sync(batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.results).toMatchObject([
      { sync_id: batch[0]?.sync_id, status: 'saved', duplicate: false, reading: { units: 10 } },
      { sync_id: batch[1]?.sync_id, status: 'saved', duplicate: false, reading: { units: 5 } },
    ]);
    const [audit] = await auditRows(k.t.db, 'reading.sync', cycle);
    expect(audit?.after).toMatchObject({ sync_ids: batch.map((item) => item.sync_id) });

    // The answer was lost on the way: the phone sends the same batch again.
    const again = await sync(batch);
    expect(again.json().data.results).toMatchObject([
      { status: 'saved', duplicate: true },
      { status: 'saved', duplicate: true },
    ]);
    expect(await readingsOf(a.meterId)).toHaveLength(1);
    expect(await readingsOf(b.meterId)).toHaveLength(1);
  });

  it('answers a resend with the reading the server holds now, which the office may have changed', async () => {
    const { meterId } = await k.addMeter({ initialReading: 60 });
    const mine = { sync_id: randomUUID(), cycle_id: cycle, meter_id: meterId, current_reading: 77 };
    expect((await sync([mine])).json().data.results[0]).toMatchObject({
      status: 'saved',
      duplicate: false,
      reading: { current_reading: 77, units: 17 },
    });
    // The office corrects the meter after the phone's send, whose answer the phone never got.
    expect(
      (await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 69 })).statusCode,
    ).toBe(200);
    const again = await sync([mine]);
    expect(again.json().data.results[0]).toMatchObject({
      status: 'saved',
      duplicate: true,
      reading: { meter_id: meterId, current_reading: 69, units: 9 },
    });
    expect((await readingsOf(meterId))[0]?.currentReading).toBe(69);
  });

  it('answers a conflict when someone else recorded the meter since the round was downloaded', async () => {
    const { meterId } = await k.addMeter({ initialReading: 500 });
    // Downloaded while waiting (base null); the office records it meanwhile.
    expect(
      (await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 520 })).statusCode,
    ).toBe(200);
    const mine = {
      sync_id: randomUUID(),
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 515,
    };
    const response = await sync([mine]);
    expect(response.json().data.results[0]).toMatchObject({
      status: 'conflict',
      server_reading: 520,
      message: expect.stringContaining('มาตรนี้มีผู้จดเลข 520 ไว้แล้ว'),
    });
    expect((await readingsOf(meterId))[0]?.currentReading).toBe(520);

    // The reader keeps theirs: sent again with overwrite.
    const kept = await sync([{ ...mine, overwrite: true }]);
    expect(kept.json().data.results[0]).toMatchObject({ status: 'saved', reading: { units: 15 } });
    expect((await readingsOf(meterId))[0]?.currentReading).toBe(515);
  });

  it('is no conflict when the reading on the server is the one the round had', async () => {
    const { meterId } = await k.addMeter({ initialReading: 0 });
    await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 7 });
    const response = await sync([
      {
        sync_id: randomUUID(),
        cycle_id: cycle,
        meter_id: meterId,
        current_reading: 9,
        base_reading: 7,
      },
    ]);
    expect(response.json().data.results[0]).toMatchObject({
      status: 'saved',
      reading: { units: 9 },
    });
  });

  it("is no conflict with the reader's own earlier send (typed again before the answer came)", async () => {
    const { meterId } = await k.addMeter({ initialReading: 40 });
    const first = {
      sync_id: randomUUID(),
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 45,
    };
    expect((await sync([first])).json().data.results[0].status).toBe('saved');
    const retyped = { ...first, sync_id: randomUUID(), current_reading: 48 };
    expect((await sync([retyped])).json().data.results[0]).toMatchObject({
      status: 'saved',
      reading: { units: 8 },
    });
    // Another reader's phone with the same stale round does meet a conflict.
    const other = (await k.t.loginAs(ROLE.VIEW)).token;
    const theirs = { ...first, sync_id: randomUUID(), current_reading: 50 };
    expect((await sync([theirs], other)).json().data.results[0]).toMatchObject({
      status: 'conflict',
      server_reading: 48,
    });
  });

  it('refuses a row with the same checks as the reading screen, saving the others', async () => {
    const small = await k.addMeter({ initialReading: 99_990 });
    const fine = await k.addMeter({ initialReading: 10 });
    const response = await sync([
      { sync_id: randomUUID(), cycle_id: cycle, meter_id: small.meterId, current_reading: 5 },
      { sync_id: randomUUID(), cycle_id: cycle, meter_id: fine.meterId, current_reading: 12 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.results).toMatchObject([
      {
        status: 'rejected',
        code: 'NEEDS_ROLLOVER_CONFIRMATION',
        message: expect.stringContaining('หมุนครบรอบ'),
      },
      { status: 'saved' },
    ]);
    expect(await readingsOf(small.meterId)).toHaveLength(0);
  });

  it('refuses a closed cycle per row, in Thai', async () => {
    const { meterId } = await k.addMeter({ initialReading: 0 });
    const response = await sync([
      { sync_id: randomUUID(), cycle_id: 999_999, meter_id: meterId, current_reading: 3 },
    ]);
    expect(response.json().data.results[0]).toMatchObject({
      status: 'rejected',
      code: 'NOT_FOUND',
      message: 'ไม่พบรอบบิลนี้',
    });
  });

  it('answers bad input with a Thai 400 naming the field', async () => {
    const { meterId } = await k.addMeter();
    const bad = await sync([
      { sync_id: 'not-a-uuid', cycle_id: cycle, meter_id: meterId, current_reading: -1 },
    ]);
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.error.code).toBe('VALIDATION');
    expect(JSON.stringify(body)).toContain('รหัสรายการไม่ถูกต้อง');
    expect(JSON.stringify(body)).toContain('เลขอ่านมาตรต้องเป็นจำนวนเต็ม');
    expect((await sync([])).statusCode).toBe(400);
    const tooMany = Array.from({ length: 201 }, () => ({
      sync_id: randomUUID(),
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 1,
    }));
    expect((await sync(tooMany)).statusCode).toBe(400);
  });

  it('records an estimate offline for office staff, and refuses it from the meter reader', async () => {
    const { meterId } = await k.addMeter({ initialReading: 300 });
    const estimate = {
      sync_id: randomUUID(),
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 300,
      note: 'no_access',
    };
    // The meter reader may not estimate online either (billing-cycles write, decision 015).
    expect((await sync([estimate])).json().data.results[0]).toMatchObject({
      status: 'rejected',
      code: 'FORBIDDEN',
      message: expect.stringContaining('เฉพาะเจ้าหน้าที่สำนักงาน'),
    });
    expect(await readingsOf(meterId)).toHaveLength(0);

    const saved = await sync([estimate], k.norm);
    expect(saved.json().data.results[0]).toMatchObject({
      status: 'saved',
      reading: { current_reading: 300, note: 'no_access', estimated: true },
    });
    const [row] = await readingsOf(meterId);
    expect(row).toMatchObject({ note: 'no_access', estimated: true, currentReading: 300 });
    // A real reading typed later replaces the estimate, as on the online screen.
    const real = await sync(
      [
        {
          sync_id: randomUUID(),
          cycle_id: cycle,
          meter_id: meterId,
          current_reading: 304,
          base_reading: 300,
        },
      ],
      k.norm,
    );
    expect(real.json().data.results[0]).toMatchObject({ status: 'saved', reading: { units: 4 } });
  });

  it('is for accounts that may record readings', async () => {
    const { meterId } = await k.addMeter();
    const item = { sync_id: randomUUID(), cycle_id: cycle, meter_id: meterId, current_reading: 1 };
    const anonymous = await k.t.app.inject({
      method: 'POST',
      url: READING_SYNC_PATH,
      payload: { readings: [item] },
    });
    expect(anonymous.statusCode).toBe(401);
    const readOnly = (
      await k.t.loginAs(ROLE.VIEW, {
        flags: { ...ROLE_DEFAULT_FLAGS[ROLE.VIEW], meter_edit: false },
      })
    ).token;
    const refused = await sync([item], readOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/[ก-๙]/);
    expect(await readingsOf(meterId)).toHaveLength(0);
  });
});
