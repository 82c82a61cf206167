import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE, ROLE_DEFAULT_FLAGS } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.loginAs(ROLE.ADMIN)).token;
});
afterAll(() => t.close());

const ALL = { general_read: true, general_edit: true, meter_read: true, meter_edit: true };

const create = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: CONFIG_PATHS.accounts, headers: bearer(token), payload });

const newAccount = (overrides: object = {}) => ({
  user_name: `staff${Math.random().toString(36).slice(2, 8)}`,
  full_name: 'มานี มีนา',
  type: ROLE.NORM,
  password: 'Staff2569pass',
  ...ALL,
  ...overrides,
});

describe('GET /api/accounts', () => {
  it('lists accounts with role names, level and no password material', async () => {
    const view = await t.createAccount({ role: ROLE.VIEW, fullName: 'วิชัย จดมาตร' });
    const response = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.accounts,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const row = response.json().data.find((a: { id: number }) => a.id === view.id);
    expect(row).toMatchObject({
      user_name: view.userName,
      full_name: 'วิชัย จดมาตร',
      type: 3,
      role_name: 'VIEW',
      role_name_th: 'พนักงานจดมาตร',
      level: 3,
      disabled: false,
      throttled_until: null,
      ...ROLE_DEFAULT_FLAGS[ROLE.VIEW],
    });
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('is closed to NORM and VIEW (403) and open to DEV', async () => {
    for (const role of [ROLE.NORM, ROLE.VIEW]) {
      const { token } = await t.loginAs(role);
      const response = await t.app.inject({
        method: 'GET',
        url: CONFIG_PATHS.accounts,
        headers: bearer(token),
      });
      expect(response.statusCode, `role ${role}`).toBe(403);
    }
    const dev = await t.loginAs(ROLE.DEV);
    const response = await t.app.inject({
      method: 'GET',
      url: CONFIG_PATHS.accounts,
      headers: bearer(dev.token),
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('POST /api/accounts', () => {
  it('creates an account that can sign in, audited without the password hash', async () => {
    const input = newAccount({ type: ROLE.VIEW, meter_edit: false });
    const response = await create(admin, input);
    expect(response.statusCode).toBe(201);
    const account = response.json().data;
    expect(account).toMatchObject({
      user_name: input.user_name,
      type: 3,
      level: 3,
      role_name: 'VIEW',
      meter_edit: false,
    });
    await expect(t.login(input.user_name, input.password)).resolves.toEqual(expect.any(String));

    const [row] = await auditRows(t.db, 'account.create', account.id);
    expect(row?.after).toMatchObject({ user_name: input.user_name, role: 3, meter_edit: false });
    expect(JSON.stringify(row)).not.toMatch(/argon2|Staff2569pass/);
  });

  it('refuses a user name that exists in another case with 409 in Thai', async () => {
    const first = newAccount({ user_name: 'Somchai.K' });
    expect((await create(admin, first)).statusCode).toBe(201);
    const again = await create(admin, newAccount({ user_name: 'somchai.k' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'ชื่อผู้ใช้นี้มีอยู่แล้ว กรุณาใช้ชื่ออื่น',
    });
  });

  it('refuses a password that is not strong', async () => {
    const medium = await create(admin, newAccount({ password: 'abcdefgh1' }));
    expect(medium.statusCode).toBe(400);
    expect(medium.json().error.code).toBe('WEAK_PASSWORD');

    const short = await create(admin, newAccount({ password: 'Ab1' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'password', message: expect.stringContaining('8 ตัวอักษร') }],
    });
  });

  it('refuses a bad user name and a role number outside 1–4', async () => {
    const badName = await create(admin, newAccount({ user_name: 'ส ม' }));
    expect(badName.json().error.fields[0].path).toBe('user_name');
    const badRole = await create(admin, newAccount({ type: 5 }));
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.fields[0].path).toBe('type');
  });
});

describe('PATCH /api/accounts/:id', () => {
  it('changes name, role and flags, and audits before → after', async () => {
    const target = await t.createAccount({ role: ROLE.VIEW });
    const response = await t.app.inject({
      method: 'PATCH',
      url: pathWith(CONFIG_PATHS.account, { id: target.id }),
      headers: bearer(admin),
      payload: { full_name: 'สมหญิง เลื่อนขั้น', type: ROLE.NORM, ...ALL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      full_name: 'สมหญิง เลื่อนขั้น',
      type: 2,
      role_name: 'NORM',
      level: 2,
    });
    const [row] = await auditRows(t.db, 'account.update', target.id);
    expect(row?.before).toMatchObject({ role: 3, general_edit: false });
    expect(row?.after).toMatchObject({ role: 2, general_edit: true, full_name: 'สมหญิง เลื่อนขั้น' });
  });

  it('answers 404 for an unknown account', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: pathWith(CONFIG_PATHS.account, { id: 999_999 }),
      headers: bearer(admin),
      payload: { full_name: 'ไม่มี', type: ROLE.NORM, ...ALL },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('ไม่พบบัญชีผู้ใช้');
  });
});
