import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadings } from '../../db/schema/meter-readings.ts';
import { meters } from '../../db/schema/meters.ts';
import { auditRows } from '../../test/factories.ts';
import { createReadingsKit, type ReadingsKit } from './readings-test-kit.ts';

let k: ReadingsKit;
let cycle: number;
beforeAll(async () => {
  k = await createReadingsKit();
  cycle = await k.openCycle(2026, 11);
});
afterAll(() => k.t.close());

const readingsOf = async (meterId: number) =>
  k.t.db.select().from(meterReadings).where(eq(meterReadings.meterId, meterId));

const totalReadings = async () => {
  const [row] = await k.t.db.select({ n: count() }).from(meterReadings);
  return row?.n ?? 0;
};

describe('POST /api/user/waterHistory', () => {
  it('saves one reading: units from the initial reading, audited', async () => {
    const { meterId, clientId } = await k.addMeter({ initialReading: 1000 });
    const response = await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 1012 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      saved: 1,
      readings: [
        {
          cycle_id: cycle,
          meter_id: meterId,
          client_id: clientId,
          previous_reading: 1000,
          current_reading: 1012,
          units: 12,
          rollover: false,
          estimated: false,
          note: null,
          flag: null,
          read_at: k.t.clock().toISOString(),
        },
      ],
    });
    const [audit] = await auditRows(k.t.db, 'reading.save', cycle);
    expect(audit?.after).toEqual({
      readings: [
        {
          meter_id: meterId,
          current_reading: 1012,
          units: 12,
          rollover: false,
          note: null,
          flag: null,
        },
      ],
    });
  });

  it('updates the same row when the meter is read again in the cycle (count stays 1)', async () => {
    const { meterId } = await k.addMeter();
    await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 10 });
    const again = await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 14 });
    expect(again.statusCode).toBe(200);
    const rows = await readingsOf(meterId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ currentReading: 14, units: 14 });
    const audits = await auditRows(k.t.db, 'reading.save', cycle);
    expect(audits.at(-1)?.before).toEqual({
      readings: [
        {
          meter_id: meterId,
          current_reading: 10,
          units: 10,
          rollover: false,
          note: null,
          flag: null,
        },
      ],
    });
  });

  it('accepts digits typed as text, Thai digits included', async () => {
    const { meterId } = await k.addMeter();
    const response = await k.save([{ cycle_id: cycle, meter_id: meterId, current_reading: '๑๕' }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.readings[0].current_reading).toBe(15);
  });

  it.each([
    ['negative', -5],
    ['not a number', 'abc'],
    ['a fraction', 12.5],
    ['missing', undefined],
  ])('refuses a %s reading (400, field-indexed, in Thai)', async (_what, value) => {
    const first = await k.addMeter();
    const second = await k.addMeter();
    const response = await k.save([
      { cycle_id: cycle, meter_id: first.meterId, current_reading: 1 },
      { cycle_id: cycle, meter_id: second.meterId, current_reading: value },
    ]);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual([
      { path: 'params.1.current_reading', message: expect.stringMatching(/[ก-๙]/) },
    ]);
  });

  it('refuses a reading with more digits than the meter', async () => {
    const { meterId } = await k.addMeter({ digits: 4 });
    const response = await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 10000 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'params.0.current_reading', message: 'เลขอ่านมาตรเกินจำนวนหลักของมาตรวัดน้ำ' },
    ]);
  });

  it('asks to confirm a roll-over, then saves units = current + 10^digits − previous', async () => {
    const { meterId } = await k.addMeter({ digits: 4, initialReading: 9990 });
    const asked = await k.save({ cycle_id: cycle, meter_id: meterId, current_reading: 15 });
    expect(asked.statusCode).toBe(400);
    expect(asked.json().error).toMatchObject({
      code: 'NEEDS_ROLLOVER_CONFIRMATION',
      fields: [{ path: 'params.0.current_reading' }],
    });
    expect(await readingsOf(meterId)).toHaveLength(0);

    const confirmed = await k.save({
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 15,
      confirm_rollover: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.readings[0]).toMatchObject({
      previous_reading: 9990,
      current_reading: 15,
      units: 15 + 10_000 - 9990,
      rollover: true,
    });
  });

  it('refuses a drop too large to be a roll-over, even confirmed', async () => {
    const { meterId } = await k.addMeter({ digits: 4, initialReading: 5000 });
    const response = await k.save({
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 4990,
      confirm_rollover: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
  });

  it('refuses a meter that was replaced or is unknown, and duplicates in one batch', async () => {
    const { meterId } = await k.addMeter();
    await k.t.db
      .update(meters)
      .set({ removedOn: '2026-11-01', finalReading: 5 })
      .where(eq(meters.id, meterId));
    const response = await k.save([
      { cycle_id: cycle, meter_id: meterId, current_reading: 9 },
      { cycle_id: cycle, meter_id: 9_999_999, current_reading: 9 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.map((f: { path: string }) => f.path)).toEqual([
      'params.0.meter_id',
      'params.1.meter_id',
    ]);
    const { meterId: other } = await k.addMeter();
    const duplicate = await k.save([
      { cycle_id: cycle, meter_id: other, current_reading: 9 },
      { cycle_id: cycle, meter_id: other, current_reading: 10 },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.fields[0].path).toBe('params.1.meter_id');
  });

  it('refuses an unknown cycle (404)', async () => {
    const { meterId } = await k.addMeter();
    const response = await k.save({ cycle_id: 999_999, meter_id: meterId, current_reading: 1 });
    expect(response.statusCode).toBe(404);
  });

  it('saves a batch of 1,000 readings in one request, or none of them', async () => {
    const meterIds = await k.addMeters(1000);
    const before = await totalReadings();
    const batch = meterIds.map((meterId, i) => ({
      cycle_id: cycle,
      meter_id: meterId,
      current_reading: 10 + (i % 20),
    }));

    const bad = batch.map((row, i) => (i === 737 ? { ...row, current_reading: 1_000_000 } : row));
    const refused = await k.save(bad);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual([
      { path: 'params.737.current_reading', message: expect.any(String) },
    ]);
    expect(await totalReadings()).toBe(before);

    const saved = await k.save(batch);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.saved).toBe(1000);
    expect(saved.json().data.readings[999]).toMatchObject({ meter_id: meterIds[999], units: 29 });
    expect(await totalReadings()).toBe(before + 1000);
  }, 120_000);
});

describe('anomalies and history', () => {
  it('asks to confirm usage far from the client average, then saves it flagged', async () => {
    // Three earlier months of 20 units each: Aug, Sep, Oct 2026, then November.
    const t2 = await createReadingsKit();
    try {
      const { meterId: m } = await t2.addMeter({ initialReading: 0 });
      let reading = 0;
      for (const month of [8, 9, 10]) {
        const id = await t2.openCycle(2026, month);
        reading += 20;
        expect(
          (await t2.save({ cycle_id: id, meter_id: m, current_reading: reading })).statusCode,
        ).toBe(200);
        await t2.closeCycle(id);
      }
      const november = await t2.openCycle(2026, 11);
      const high = await t2.save({
        cycle_id: november,
        meter_id: m,
        current_reading: reading + 41,
      });
      expect(high.statusCode).toBe(400);
      expect(high.json().error).toMatchObject({
        code: 'NEEDS_ANOMALY_CONFIRMATION',
        fields: [
          { path: 'params.0.current_reading', message: expect.stringContaining('สูงกว่าค่าเฉลี่ย') },
        ],
      });
      // Exactly double the average is not an anomaly.
      const double = await t2.save({
        cycle_id: november,
        meter_id: m,
        current_reading: reading + 40,
      });
      expect(double.json().data.readings[0]).toMatchObject({ units: 40, flag: null });
      const low = await t2.save({ cycle_id: november, meter_id: m, current_reading: reading + 9 });
      expect(low.json().error.code).toBe('NEEDS_ANOMALY_CONFIRMATION');
      const confirmed = await t2.save({
        cycle_id: november,
        meter_id: m,
        current_reading: reading + 9,
        confirm_anomaly: true,
      });
      expect(confirmed.json().data.readings[0]).toMatchObject({ units: 9, flag: 'low' });
    } finally {
      await t2.t.close();
    }
  });

  it("starts a replacement meter from its own initial reading, not the old meter's", async () => {
    const t2 = await createReadingsKit();
    try {
      const { clientId, meterId: oldMeter } = await t2.addMeter({ initialReading: 500 });
      const october = await t2.openCycle(2026, 10);
      await t2.save({ cycle_id: october, meter_id: oldMeter, current_reading: 520 });
      await t2.closeCycle(october);
      // Replaced: the old meter closes, a new one starts at 7.
      await t2.t.db
        .update(meters)
        .set({ removedOn: '2026-11-05', finalReading: 530 })
        .where(eq(meters.id, oldMeter));
      const [row] = await t2.t.db
        .insert(meters)
        .values({
          clientId,
          meterNo: `NEW-${clientId}`,
          meterTypeId: t2.master.meterTypeId,
          initialReading: 7,
          installedOn: '2026-11-05',
        })
        .returning({ id: meters.id });
      const newMeter = row?.id as number;
      const november = await t2.openCycle(2026, 11);
      const response = await t2.save({
        cycle_id: november,
        meter_id: newMeter,
        current_reading: 19,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.readings[0]).toMatchObject({ previous_reading: 7, units: 12 });
      // The old meter is no longer to read.
      const old = await t2.save({ cycle_id: november, meter_id: oldMeter, current_reading: 530 });
      expect(old.statusCode).toBe(400);
    } finally {
      await t2.t.close();
    }
  });
});
