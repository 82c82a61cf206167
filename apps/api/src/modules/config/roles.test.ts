import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE_PAGES } from '@prapa/domain/access-list';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { findRoleDefaultFlags } from '../accounts/accounts.repository.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs(ROLE.ADMIN)).token;
});
afterAll(() => t.close());

const NO_EDIT = { general_read: true, general_edit: false, meter_read: true, meter_edit: false };

const patch = (type: number, payload: object, token = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: pathWith(CONFIG_PATHS.role, { type }),
    headers: bearer(token),
    payload,
  });

describe('/api/config/roles', () => {
  it('lists the four roles with pages from the access list and account counts', async () => {
    await t.createAccount({ role: ROLE.VIEW });
    await t.createAccount({ role: ROLE.VIEW });
    const { token } = await t.loginAs(ROLE.VIEW);
    const response = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.roles,
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    const roles = response.json().data;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['ADMIN', 'NORM', 'VIEW', 'DEV']);
    expect(roles[0]).toMatchObject({ type: 1, name_th: 'ผู้ดูแลระบบสูงสุด', account_count: 1 });
    expect(roles[0].pages).toEqual(ROLE_PAGES[ROLE.ADMIN]);
    expect(roles[2]).toMatchObject({
      type: 3,
      account_count: 3,
      pages: ['/', '/managemeter', '/reports'],
    });
    expect(roles[2].default_flags).toEqual({
      general_read: true,
      general_edit: false,
      meter_read: true,
      meter_edit: true,
    });
    expect(roles[3]).toMatchObject({ type: 4, pages: ['*'], account_count: 0 });
  });

  it('changes labels and default flags; new accounts start with them', async () => {
    const response = await patch(ROLE.NORM, {
      name_th: 'เจ้าหน้าที่การเงิน',
      name_en: 'Finance officer',
      default_flags: NO_EDIT,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 2,
      name: 'NORM',
      name_th: 'เจ้าหน้าที่การเงิน',
      default_flags: NO_EDIT,
    });
    const [row] = await auditRows(t.db, 'role.update', ROLE.NORM);
    expect(row?.before).toMatchObject({ name_th: 'ผู้ดูแลระบบทั่วไป' });
    expect(row?.after).toMatchObject({ name_th: 'เจ้าหน้าที่การเงิน', default_flags: NO_EDIT });

    expect(await findRoleDefaultFlags(t.db, ROLE.NORM)).toEqual(NO_EDIT);
  });

  it('answers 404 for a role number that does not exist', async () => {
    const body = { name_th: 'ใหม่', name_en: 'New', default_flags: NO_EDIT };
    expect((await patch(5, body)).statusCode).toBe(404);
    expect((await patch(0, body)).json().error.message).toContain('1 ถึง 4');
  });

  it('is read-only for NORM', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    const body = { name_th: 'x', name_en: 'x', default_flags: NO_EDIT };
    expect((await patch(ROLE.VIEW, body, token)).statusCode).toBe(403);
  });
});
