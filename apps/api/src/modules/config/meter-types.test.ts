import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditRows,
  createTestClient,
  createTestMasterData,
  createTestMeter,
} from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs(ROLE.ADMIN)).token;
});
afterAll(() => t.close());

const meterType = (overrides: object = {}) => ({
  meter_type_name: 'มาตร 1/2 นิ้ว',
  meter_size: '1/2"',
  meter_type_fee: 1000,
  meter_digit: 4,
  active: true,
  ...overrides,
});

const post = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: CONFIG_PATHS.meterTypes, headers: bearer(token), payload });

const url = (id: number) => pathWith(CONFIG_PATHS.meterType, { id });

describe('/api/config/meter-types', () => {
  it('creates, lists and updates a meter type, auditing before → after', async () => {
    const created = await post(meterType());
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ meter_type_fee: 1000, client_count: 0 });

    const updated = await t.app.inject({
      method: 'PATCH',
      url: url(id),
      headers: bearer(admin),
      payload: meterType({ meter_type_fee: 1500, meter_digit: 5 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ meter_type_fee: 1500, meter_digit: 5 });

    const list = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.meterTypes,
      headers: bearer(admin),
    });
    expect(list.json().data).toContainEqual(expect.objectContaining({ id, meter_type_fee: 1500 }));

    expect((await auditRows(t.db, 'meter_type.create', id))[0]?.after).toMatchObject({
      meter_type_fee: 1000,
    });
    const [update] = await auditRows(t.db, 'meter_type.update', id);
    expect(update?.before).toMatchObject({ meter_type_fee: 1000, meter_digit: 4 });
    expect(update?.after).toMatchObject({ meter_type_fee: 1500, meter_digit: 5 });
  });

  it.each([
    ['3 digits', { meter_digit: 3 }, 'meter_digit'],
    ['8 digits', { meter_digit: 8 }, 'meter_digit'],
    ['a fee in baht with decimals', { meter_type_fee: 10.5 }, 'meter_type_fee'],
    ['a negative fee', { meter_type_fee: -100 }, 'meter_type_fee'],
  ])('refuses %s', async (_label, change, path) => {
    const response = await post(meterType(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe(path);
  });

  it('refuses to delete a type any meter uses, naming how many', async () => {
    const master = await createTestMasterData(t.db);
    const clientA = await createTestClient(t.db, master);
    const clientB = await createTestClient(t.db, master);
    await createTestMeter(t.db, clientA, master.meterTypeId);
    await createTestMeter(t.db, clientB, master.meterTypeId);

    const response = await t.app.inject({
      method: 'DELETE',
      url: url(master.meterTypeId),
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('ลบไม่ได้ มีมาตรวัดน้ำ 2 เครื่องใช้ประเภทนี้ ให้ปิดการใช้งานแทน');
    const list = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.meterTypes,
      headers: bearer(admin),
    });
    const row = list.json().data.find((m: { id: number }) => m.id === master.meterTypeId);
    expect(row.client_count).toBe(2);
  });

  it('deletes an unused type (audited) and answers 404 afterwards', async () => {
    const { id } = (await post(meterType({ meter_type_name: 'มาตร 6 นิ้ว' }))).json().data;
    const remove = () => t.app.inject({ method: 'DELETE', url: url(id), headers: bearer(admin) });
    expect((await remove()).statusCode).toBe(200);
    expect(await auditRows(t.db, 'meter_type.delete', id)).toHaveLength(1);
    expect((await remove()).statusCode).toBe(404);
  });

  it('is read-only for NORM and VIEW', async () => {
    const { token: norm } = await t.loginAs(ROLE.NORM);
    const { token: view } = await t.loginAs(ROLE.VIEW);
    expect((await post(meterType(), norm)).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.meterTypes,
      headers: bearer(view),
    });
    expect(read.statusCode).toBe(200);
  });
});
