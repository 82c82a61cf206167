import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, createTestMasterData } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from './client-test-kit.ts';

let t: TestApp;
let kit: ClientTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
});
afterAll(() => t.close());

const patch = (params: unknown, headers = kit.norm) =>
  t.app.inject({ method: 'PATCH', url: CLIENT_PATHS.client, headers, payload: { params } });

describe('PATCH /api/user/client', () => {
  it('changes the fields given; audits only what changed, before and after', async () => {
    const client = await kit.create({ first_name: 'สมปอง', water_no: 'ED-1' });
    const other = await createTestMasterData(t.db);
    const response = await patch({
      id: client.id,
      first_name: 'สมปอง',
      last_name: 'เปลี่ยนนามสกุล',
      area: other.areaId,
      water_no: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: client.id,
      first_name: 'สมปอง',
      last_name: 'เปลี่ยนนามสกุล',
      fullname: 'สมปอง เปลี่ยนนามสกุล',
      area: other.areaId,
      waterNo: null,
      // The meter and the status are not edited here.
      meterNo: client.meterNo,
      status_code: '1_0',
    });
    const [audit] = await auditRows(t.db, 'client.update', client.id);
    expect(audit?.before).toEqual({
      last_name: client.last_name,
      area: kit.master.areaId,
      water_no: 'ED-1',
    });
    expect(audit?.after).toEqual({
      last_name: 'เปลี่ยนนามสกุล',
      area: other.areaId,
      water_no: null,
    });
  });

  it('no change, no audit row', async () => {
    const client = await kit.create();
    const response = await patch({ id: client.id, first_name: client.first_name });
    expect(response.statusCode).toBe(200);
    expect(await auditRows(t.db, 'client.update', client.id)).toEqual([]);
  });

  it('409 on a water number another client has; its own number is fine', async () => {
    await kit.create({ water_no: 'ED-TAKEN' });
    const client = await kit.create({ water_no: 'ED-MINE' });
    expect((await patch({ id: client.id, water_no: 'ED-MINE' })).statusCode).toBe(200);
    const taken = await patch({ id: client.id, water_no: 'ED-TAKEN' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toContain('ED-TAKEN');
  });

  it('400 on an empty name or an unknown area; 404 on an unknown client', async () => {
    const client = await kit.create();
    const empty = await patch({ id: client.id, first_name: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields[0]).toEqual({
      path: 'params.first_name',
      message: 'กรุณากรอกข้อมูล',
    });
    const area = await patch({ id: client.id, area: 999_999 });
    expect(area.json().error.fields[0]).toEqual({ path: 'params.area', message: 'ไม่พบเขตนี้' });
    expect((await patch({ id: 999_999, first_name: 'ใคร' })).statusCode).toBe(404);
  });

  it('VIEW may not edit (403); the client is unchanged', async () => {
    const client = await kit.create();
    const response = await patch(
      { id: client.id, first_name: 'แอบแก้' },
      await kit.headersFor(ROLE.VIEW),
    );
    expect(response.statusCode).toBe(403);
    const after = await t.app.inject({
      method: 'GET',
      url: `${CLIENT_PATHS.client}?id=${client.id}`,
      headers: kit.norm,
    });
    expect(after.json().data.first_name).toBe(client.first_name);
  });
});
