import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { STATUS_COLOURS } from '@prapa/domain/client-status';
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

const list = async (token = admin) => {
  const response = await t.app.inject({
    method: 'GET',
    url: CONFIG_PATHS.clientStatuses,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('/api/config/client-statuses', () => {
  it('lists the four statuses of the migration with fixed colours and live client counts', async () => {
    const master = await createTestMasterData(t.db);
    await createTestClient(t.db, master, { statusCode: '1_1' });
    await createTestClient(t.db, master, { statusCode: '1_1' });
    await createTestClient(t.db, master, { statusCode: '1_1', deleted: true });
    await createTestClient(t.db, master, { statusCode: '2_0' });

    const { token: view } = await t.loginAs(ROLE.VIEW);
    expect(await list(view)).toEqual([
      {
        status_code: '1_0',
        status_key: 's_1_0',
        status_name: 'ผู้ใช้น้ำปกติ',
        status_name_en: 'Active',
        color: STATUS_COLOURS.s_1_0,
        client_count: 0,
      },
      expect.objectContaining({ status_code: '1_1', color: STATUS_COLOURS.s_1_1, client_count: 2 }),
      expect.objectContaining({ status_code: '2_0', color: STATUS_COLOURS.s_2_0, client_count: 1 }),
      expect.objectContaining({
        status_code: '2_1',
        status_name: 'ยกเลิกการใช้น้ำ (ค้างชำระ)',
        status_name_en: 'Cancelled with debt',
        color: STATUS_COLOURS.s_2_1,
        client_count: 0,
      }),
    ]);
  });

  it('changes only the labels, audited before → after', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: pathWith(CONFIG_PATHS.clientStatus, { code: '2_0' }),
      headers: bearer(admin),
      payload: { status_name: 'ยกเลิกแล้ว', status_name_en: 'Closed', color: '#000000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status_code: '2_0',
      status_name: 'ยกเลิกแล้ว',
      status_name_en: 'Closed',
      color: STATUS_COLOURS.s_2_0,
    });
    const [row] = await auditRows(t.db, 'client_status.update', '2_0');
    expect(row?.before).toEqual({ status_name: 'ยกเลิกการใช้น้ำ', status_name_en: 'Cancelled' });
    expect(row?.after).toEqual({ status_name: 'ยกเลิกแล้ว', status_name_en: 'Closed' });
  });

  it('has no other codes and no delete', async () => {
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: pathWith(CONFIG_PATHS.clientStatus, { code: '3_0' }),
      headers: bearer(admin),
      payload: { status_name: 'ใหม่', status_name_en: 'New' },
    });
    expect(unknown.statusCode).toBe(400);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: pathWith(CONFIG_PATHS.clientStatus, { code: '1_0' }),
      headers: bearer(admin),
    });
    expect(remove.statusCode).toBe(404);
    expect(await list()).toHaveLength(4);
  });

  it('is read-only for NORM', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    const response = await t.app.inject({
      method: 'PATCH',
      url: pathWith(CONFIG_PATHS.clientStatus, { code: '1_0' }),
      headers: bearer(token),
      payload: { status_name: 'x', status_name_en: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });
});
