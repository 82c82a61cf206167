import { METER_PATHS } from '@prapa/contracts/client-paths';
import type { TMeterHistoryItem } from '@prapa/contracts/meters';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from '../clients/client-test-kit.ts';

let t: TestApp;
let kit: ClientTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
});
afterAll(() => t.close());

const get = (url: string, headers = kit.norm) => t.app.inject({ method: 'GET', url, headers });
const replace = (params: Record<string, unknown>, headers = kit.norm) =>
  t.app.inject({ method: 'POST', url: METER_PATHS.replace, headers, payload: { params } });

describe('GET /api/user/meter/lookup-duplicate/meterno', () => {
  it('names the client holding the number, in any case, unless it is the client asking', async () => {
    const holder = await kit.create({ first_name: 'เจ้าของ', last_name: 'มาตร' });
    const other = await kit.create();
    const no = encodeURIComponent(holder.meterNo!.toLowerCase());

    const taken = await get(
      `${METER_PATHS.lookupDuplicate}?meterNo=${no}&clientId=${other.client_id}`,
    );
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({
      data: { duplicate: true, client_id: holder.client_id, fullname: 'เจ้าของ มาตร' },
    });

    // The web client sends snake_case (spec §7); both spellings work.
    const own = await get(
      `${METER_PATHS.lookupDuplicate}?meter_no=${no}&client_id=${holder.client_id}`,
      await kit.headersFor(ROLE.VIEW),
    );
    expect(own.json()).toEqual({ data: { duplicate: false } });

    // A client not saved yet sends an empty id: any holder counts.
    const unsaved = await get(`${METER_PATHS.lookupDuplicate}?meterNo=${no}&clientId=`);
    expect(unsaved.json().data.duplicate).toBe(true);
    expect(
      (await get(`${METER_PATHS.lookupDuplicate}?meterNo=${no}&clientId=abc`)).statusCode,
    ).toBe(400);

    const free = await get(`${METER_PATHS.lookupDuplicate}?meter_no=NS-FREE-999`);
    expect(free.json()).toEqual({ data: { duplicate: false } });
  });

  it('400 without a meter number', async () => {
    expect((await get(METER_PATHS.lookupDuplicate)).statusCode).toBe(400);
  });
});

describe('POST /api/user/meter/replace and GET /api/user/meter/history', () => {
  it('closes the old meter and installs the new one; history keeps both; the old number is free', async () => {
    const client = await kit.create({ meter: { initial_reading: 120 } as never });
    const oldNo = client.meterNo!;
    const response = await replace({
      client_id: client.client_id,
      final_reading: 845,
      removed_on: '2026-01-10',
      meter_no: 'NS-NEW-0001',
      meter_type_id: kit.master.meterTypeId,
      initial_reading: 0,
      installed_on: '2026-01-10',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: client.id,
      meterNo: 'NS-NEW-0001',
      installed_on: '2026-01-10',
      initial_reading: 0,
    });

    const history = await get(`${METER_PATHS.history}?client_id=${client.memberId}`);
    const meters = history.json().data as TMeterHistoryItem[];
    expect(meters.map((m) => [m.meterNo, m.current, m.removed_on, m.final_reading])).toEqual([
      ['NS-NEW-0001', true, null, null],
      [oldNo, false, '2026-01-10', 845],
    ]);

    const [audit] = await auditRows(t.db, 'meter.replace', client.id);
    expect(audit?.before).toMatchObject({ meter_no: oldNo, initial_reading: 120 });
    expect(audit?.after).toMatchObject({
      removed: { final_reading: 845 },
      installed: { meter_no: 'NS-NEW-0001' },
    });

    // Somebody else may now have the old number.
    const next = await kit.create({ meter: { meter_no: oldNo } as never });
    expect(next.meterNo).toBe(oldNo);
  });

  it('may put the same number back on (a repaired meter)', async () => {
    const client = await kit.create();
    const response = await replace({
      client_id: client.client_id,
      final_reading: 10,
      removed_on: '2026-01-10',
      meter_no: client.meterNo,
      meter_type_id: kit.master.meterTypeId,
      initial_reading: 0,
      installed_on: '2026-01-11',
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a final reading below the initial one, bad dates and a taken number; nothing changes', async () => {
    const client = await kit.create({ meter: { initial_reading: 500 } as never });
    const holder = await kit.create({ first_name: 'มีแล้ว' });
    const base = {
      client_id: client.client_id,
      final_reading: 600,
      removed_on: '2026-01-10',
      meter_no: 'NS-REPL-9',
      meter_type_id: kit.master.meterTypeId,
      initial_reading: 0,
      installed_on: '2026-01-10',
    };
    const below = await replace({ ...base, final_reading: 499 });
    expect(below.statusCode).toBe(400);
    expect(below.json().error.fields[0].path).toBe('params.final_reading');

    const early = await replace({ ...base, removed_on: '2025-01-01', installed_on: '2025-01-01' });
    expect(early.json().error.fields[0].path).toBe('params.removed_on');

    const backwards = await replace({ ...base, installed_on: '2026-01-09' });
    expect(backwards.json().error.fields[0].path).toBe('params.installed_on');

    const taken = await replace({ ...base, meter_no: holder.meterNo });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain(holder.client_id);

    const history = await get(`${METER_PATHS.history}?client_id=${client.client_id}`);
    expect((history.json().data as TMeterHistoryItem[]).map((m) => m.current)).toEqual([true]);
  });

  it('404 for an unknown member id; 403 for VIEW', async () => {
    const unknown = await replace({
      client_id: '99999',
      final_reading: 1,
      removed_on: '2026-01-10',
      meter_no: 'NS-X',
      meter_type_id: kit.master.meterTypeId,
      initial_reading: 0,
      installed_on: '2026-01-10',
    });
    expect(unknown.statusCode).toBe(404);
    const client = await kit.create();
    const view = await replace(
      {
        client_id: client.client_id,
        final_reading: 1,
        removed_on: '2026-01-10',
        meter_no: 'NS-Y',
        meter_type_id: kit.master.meterTypeId,
        initial_reading: 0,
        installed_on: '2026-01-10',
      },
      await kit.headersFor(ROLE.VIEW),
    );
    expect(view.statusCode).toBe(403);
    expect((await get(`${METER_PATHS.history}?client_id=99999`)).statusCode).toBe(404);
  });
});
