import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas } from '../../db/schema/areas.ts';
import { clients } from '../../db/schema/clients.ts';
import { meters } from '../../db/schema/meters.ts';
import { tariffGroups } from '../../db/schema/tariffs.ts';
import { auditRows } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from './client-test-kit.ts';

let t: TestApp;
let kit: ClientTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
});
afterAll(() => t.close());

type ErrorBody = {
  error: { code: string; message: string; fields?: { path: string; message: string }[] };
};

const post = (params: unknown, headers = kit.norm) =>
  t.app.inject({ method: 'POST', url: CLIENT_PATHS.client, headers, payload: { params } });

const THAI = /[\u0E00-\u0E7F]/;

describe('POST /api/user/client', () => {
  it('creates the client with its first meter (201, spec §3 fields)', async () => {
    const params = kit.paramsFor({ first_name: 'สมหญิง', last_name: 'รักน้ำ', water_no: 'W-0001' });
    const response = await post(params);
    expect(response.statusCode).toBe(201);
    const client = response.json().data;
    expect(client).toMatchObject({
      first_name: 'สมหญิง',
      last_name: 'รักน้ำ',
      fullname: 'สมหญิง รักน้ำ',
      area: kit.master.areaId,
      status_code: '1_0',
      status_name: 'ผู้ใช้น้ำปกติ',
      debt: 0,
      waterNo: 'W-0001',
      ignored: false,
      meterNo: params.meter.meter_no,
      meter_type_id: kit.master.meterTypeId,
      meter_digit: 5,
      meter_type_fee: 1000,
      installed_on: '2025-10-01',
      initial_reading: 0,
    });
    expect(client.client_id).toBe(String(client.memberId).padStart(5, '0'));
    expect(client.meterName).toBe(client.meter_type_name);

    const [audit] = await auditRows(t.db, 'client.create', client.id);
    expect(audit?.after).toMatchObject({
      first_name: 'สมหญิง',
      meter: { meter_no: params.meter.meter_no },
    });
  });

  it('hands out member ids in order', async () => {
    const a = await kit.create();
    const b = await kit.create();
    expect(b.memberId).toBe(a.memberId + 1);
  });

  it('NORM may create; VIEW gets 403', async () => {
    const view = await kit.headersFor(ROLE.VIEW);
    const response = await post(kit.paramsFor(), view);
    expect(response.statusCode).toBe(403);
    expect((await post(kit.paramsFor())).statusCode).toBe(201);
  });

  it('400 with Thai field messages when the names are missing', async () => {
    const params = { ...kit.paramsFor(), first_name: '   ' } as Record<string, unknown>;
    delete params.last_name;
    const response = await post(params);
    expect(response.statusCode).toBe(400);
    const body = response.json() as ErrorBody;
    expect(body.error.code).toBe('VALIDATION');
    const paths = body.error.fields?.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['params.first_name', 'params.last_name']));
    for (const field of body.error.fields ?? []) expect(field.message).toMatch(THAI);
  });

  it('400 "ไม่พบเขตนี้" on an unknown or switched-off area', async () => {
    const unknown = await post(kit.paramsFor({ area: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect((unknown.json() as ErrorBody).error.fields).toEqual([
      { path: 'params.area', message: 'ไม่พบเขตนี้' },
    ]);

    const [off] = await t.db
      .insert(areas)
      .values({ areaCode: 'OFF1', areaName: 'เขตปิด', active: false })
      .returning({ id: areas.id });
    const switchedOff = await post(kit.paramsFor({ area: off!.id }));
    expect(switchedOff.statusCode).toBe(400);
  });

  it('400 on a switched-off tariff group or meter type, and on a reading the meter cannot show', async () => {
    const [group] = await t.db
      .insert(tariffGroups)
      .values({ code: 'OFFG', nameTh: 'ปิด', nameEn: 'Off', active: false })
      .returning({ id: tariffGroups.id });
    const badGroup = await post(kit.paramsFor({ tariff_group_id: group!.id }));
    expect((badGroup.json() as ErrorBody).error.fields?.[0]?.path).toBe('params.tariff_group_id');

    const badType = await post(kit.paramsFor({ meter: { meter_type_id: 999_999 } as never }));
    expect((badType.json() as ErrorBody).error.fields?.[0]?.path).toBe(
      'params.meter.meter_type_id',
    );

    // 5-digit meter: 99999 is the largest reading.
    const tooBig = await post(kit.paramsFor({ meter: { initial_reading: 100_000 } as never }));
    expect(tooBig.statusCode).toBe(400);
    expect((tooBig.json() as ErrorBody).error.fields?.[0]?.path).toBe(
      'params.meter.initial_reading',
    );
    expect(
      (await post(kit.paramsFor({ meter: { initial_reading: 99_999 } as never }))).statusCode,
    ).toBe(201);

    const negative = await post(kit.paramsFor({ meter: { initial_reading: -1 } as never }));
    expect(negative.statusCode).toBe(400);
    const badDate = await post(kit.paramsFor({ meter: { installed_on: '2025-02-30' } as never }));
    expect(badDate.statusCode).toBe(400);
  });

  it('400 on a malformed e-mail; an empty one is fine', async () => {
    const bad = await post(kit.paramsFor({ email: 'not-an-email' }));
    expect((bad.json() as ErrorBody).error.fields?.[0]).toEqual({
      path: 'params.email',
      message: 'รูปแบบอีเมลไม่ถูกต้อง',
    });
    expect((await post(kit.paramsFor({ email: '' }))).statusCode).toBe(201);
  });

  it('409 naming the holder when the meter number is installed elsewhere (any case)', async () => {
    const holder = await kit.create({ first_name: 'มานะ', last_name: 'ขยันยิ่ง' });
    const response = await post(
      kit.paramsFor({ meter: { meter_no: holder.meterNo!.toLowerCase() } as never }),
    );
    expect(response.statusCode).toBe(409);
    const { error } = response.json() as ErrorBody;
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain(holder.client_id);
    expect(error.message).toContain('มานะ ขยันยิ่ง');
    expect(error.message).toMatch(THAI);
  });

  it('409 on a water number another client has; nothing is half-saved', async () => {
    const holder = await kit.create({ water_no: 'W-DUP' });
    const before = await t.db.$count(clients);
    const meterCount = await t.db.$count(meters);
    const response = await post(kit.paramsFor({ water_no: 'W-DUP' }));
    expect(response.statusCode).toBe(409);
    expect((response.json() as ErrorBody).error.message).toContain(holder.client_id);
    expect(await t.db.$count(clients)).toBe(before);
    expect(await t.db.$count(meters)).toBe(meterCount);
  });

  it('two saves of one meter number at once: one 201, one 409, no orphan client', async () => {
    const before = await t.db.$count(clients);
    const meterNo = 'NS-RACE-1';
    const responses = await Promise.all([
      post(kit.paramsFor({ meter: { meter_no: meterNo } as never })),
      post(kit.paramsFor({ meter: { meter_no: meterNo.toLowerCase() } as never })),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.$count(clients)).toBe(before + 1);
  });

  it('English on Accept-Language: en', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CLIENT_PATHS.client,
      headers: { ...kit.norm, 'accept-language': 'en' },
      payload: { params: kit.paramsFor({ area: 999_999 }) },
    });
    expect((response.json() as ErrorBody).error.fields?.[0]?.message).toBe(
      'This area does not exist.',
    );
  });

  it('stores the row it answers with', async () => {
    const client = await kit.create({ house_no: '12/3' });
    const [row] = await t.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.houseNo).toBe('12/3');
    expect(row?.searchText).toContain('12/3');
  });
});
