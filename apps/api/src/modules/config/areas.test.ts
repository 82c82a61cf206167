import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createTestClient, createTestMasterData } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs(ROLE.ADMIN)).token;
});
afterAll(() => t.close());

const area = (overrides: object = {}) => ({
  area_code: 'M01',
  area_name: 'หมู่ 1 บ้านหนองน้ำใส',
  route_order: 1,
  active: true,
  ...overrides,
});

const post = (payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: CONFIG_PATHS.areas, headers: bearer(token), payload });

const patch = (id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: pathWith(CONFIG_PATHS.area, { id }),
    headers: bearer(admin),
    payload,
  });

const remove = (id: number, lang = 'th') =>
  t.app.inject({
    method: 'DELETE',
    url: pathWith(CONFIG_PATHS.area, { id }),
    headers: { ...bearer(admin), 'accept-language': lang },
  });

const list = async (token = admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: CONFIG_PATHS.areas,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; area_code: string; client_count: number }[];
};

describe('/api/config/areas', () => {
  it('creates an area (201) and audits it', async () => {
    const response = await post(area({ area_code: 'A10', route_order: null }));
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ area_code: 'A10', route_order: null, client_count: 0 });
    const [row] = await auditRows(t.db, 'area.create', created.id);
    expect(row?.after).toMatchObject({ area_code: 'A10', area_name: 'หมู่ 1 บ้านหนองน้ำใส' });
  });

  it('refuses a code that exists in another case with 409 naming it', async () => {
    expect((await post(area({ area_code: 'dup1' }))).statusCode).toBe(201);
    const again = await post(area({ area_code: 'DUP1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'รหัสเขต DUP1 มีอยู่แล้ว กรุณาใช้รหัสอื่น',
    });
  });

  it('refuses an invalid code with a field error', async () => {
    const response = await post(area({ area_code: 'M 01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([{ path: 'area_code', message: 'รหัสพื้นที่ไม่ถูกต้อง' }]);
  });

  it('lists in route order with client counts', async () => {
    const second = (await post(area({ area_code: 'R2', route_order: 2 }))).json().data;
    const first = (await post(area({ area_code: 'R1', route_order: 1 }))).json().data;
    await createTestClient(t.db, { areaId: first.id, tariffGroupId: await groupId() });
    const rows = await list();
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(rows.find((r) => r.id === first.id)?.client_count).toBe(1);
  });

  it('updates an area and audits before → after', async () => {
    const created = (await post(area({ area_code: 'U1' }))).json().data;
    const response = await patch(created.id, area({ area_code: 'U1', area_name: 'หมู่ 9' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.area_name).toBe('หมู่ 9');
    const [row] = await auditRows(t.db, 'area.update', created.id);
    expect(row?.before).toMatchObject({ area_name: 'หมู่ 1 บ้านหนองน้ำใส' });
    expect(row?.after).toMatchObject({ area_name: 'หมู่ 9' });
  });

  it('refuses renaming to a taken code, and answers 404 for an unknown area', async () => {
    await post(area({ area_code: 'TAKEN' }));
    const created = (await post(area({ area_code: 'FREE' }))).json().data;
    expect((await patch(created.id, area({ area_code: 'taken' }))).statusCode).toBe(409);
    expect((await patch(999_999, area({ area_code: 'X1' }))).statusCode).toBe(404);
  });

  it('refuses to delete an area with clients (deleted ones too), naming how many', async () => {
    const master = await createTestMasterData(t.db);
    await createTestClient(t.db, master);
    await createTestClient(t.db, master);
    await createTestClient(t.db, master, { deleted: true });

    const response = await remove(master.areaId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'ลบไม่ได้ มีผู้ใช้น้ำ 3 รายอยู่ในเขตนี้ ให้ปิดการใช้งานแทน',
    });
    expect((await remove(master.areaId, 'en')).json().error.message).toContain('3 water users');

    const deactivated = await patch(master.areaId, area({ area_code: 'T-OFF', active: false }));
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data).toMatchObject({ active: false, client_count: 3 });
  });

  it('deletes an unused area and audits what it was', async () => {
    const created = (await post(area({ area_code: 'DEL1' }))).json().data;
    const response = await remove(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await list()).some((r) => r.id === created.id)).toBe(false);
    const [row] = await auditRows(t.db, 'area.delete', created.id);
    expect(row?.before).toMatchObject({ area_code: 'DEL1' });
    expect((await remove(created.id)).statusCode).toBe(404);
  });

  it('lets VIEW and NORM read but only ADMIN and DEV write', async () => {
    const { token: view } = await t.loginAs(ROLE.VIEW);
    const { token: norm } = await t.loginAs(ROLE.NORM);
    const { token: dev } = await t.loginAs(ROLE.DEV);
    expect(Array.isArray(await list(view))).toBe(true);
    expect(Array.isArray(await list(norm))).toBe(true);
    expect((await post(area({ area_code: 'N1' }), norm)).statusCode).toBe(403);
    expect((await post(area({ area_code: 'V1' }), view)).statusCode).toBe(403);
    expect((await post(area({ area_code: 'D1' }), dev)).statusCode).toBe(201);
  });
});

async function groupId(): Promise<number> {
  return (await createTestMasterData(t.db)).tariffGroupId;
}
