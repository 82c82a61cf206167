import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { FREE_FAILURES } from '../auth/login-throttle.ts';

// A fresh database per test: the last-admin rules depend on exactly who exists.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const ALL = { general_read: true, general_edit: true, meter_read: true, meter_edit: true };

const setDisabled = (token: string, id: number, disabled: boolean) =>
  t.app.inject({
    method: 'POST',
    url: pathWith(CONFIG_PATHS.accountDisabled, { id }),
    headers: bearer(token),
    payload: { disabled },
  });

const update = (token: string, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: pathWith(CONFIG_PATHS.account, { id }),
    headers: bearer(token),
    payload: { full_name: 'ผู้ดูแล', type: ROLE.ADMIN, ...ALL, ...payload },
  });

const resetPassword = (token: string, id: number, new_password: string) =>
  t.app.inject({
    method: 'POST',
    url: pathWith(CONFIG_PATHS.accountResetPassword, { id }),
    headers: bearer(token),
    payload: { new_password },
  });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('the last active ADMIN', () => {
  it('cannot be demoted, even by themselves, nor lose the edit flag', async () => {
    const { account, token } = await t.loginAs(ROLE.ADMIN);
    const demote = await update(token, account.id, { type: ROLE.NORM });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('ผู้ดูแลระบบสูงสุดคนสุดท้าย'),
    });
    const noEdit = await update(token, account.id, { general_edit: false });
    expect(noEdit.statusCode).toBe(409);

    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ role: ROLE.ADMIN, generalEdit: true });
    expect(await auditRows(t.db, 'account.update')).toEqual([]);
  });

  it('cannot be disabled (here by a DEV), while a second admin makes both possible', async () => {
    const onlyAdmin = await t.createAccount({ role: ROLE.ADMIN });
    const { token: dev } = await t.loginAs(ROLE.DEV);
    const refused = await setDisabled(dev, onlyAdmin.id, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ผู้ดูแลระบบสูงสุด');

    await t.createAccount({ role: ROLE.ADMIN });
    expect((await setDisabled(dev, onlyAdmin.id, true)).statusCode).toBe(200);
    expect((await update(dev, onlyAdmin.id, { type: ROLE.NORM })).statusCode).toBe(200);
  });

  it('lets an admin demote themselves when another active admin remains', async () => {
    const { account, token } = await t.loginAs(ROLE.ADMIN);
    await t.createAccount({ role: ROLE.ADMIN });
    const response = await update(token, account.id, { type: ROLE.NORM });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.type).toBe(ROLE.NORM);
  });

  it('survives two admins disabling each other at the same moment: one of them stays', async () => {
    const a = await t.loginAs(ROLE.ADMIN);
    const b = await t.loginAs(ROLE.ADMIN);
    const answers = await Promise.all([
      setDisabled(a.token, b.account.id, true),
      setDisabled(b.token, a.account.id, true),
    ]);
    // The loser is refused by the guard (409) or, when the winner committed before the loser's
    // request was authenticated, finds its own session already ended (401). Both are right.
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 409]).toContain(codes[1]);
    const active = await t.db.select().from(accounts).where(eq(accounts.disabled, false));
    expect(active.filter((row) => row.role === ROLE.ADMIN)).toHaveLength(1);
  });

  it('does not count a disabled admin as the one who stays', async () => {
    const { account, token } = await t.loginAs(ROLE.ADMIN);
    await t.createAccount({ role: ROLE.ADMIN, disabled: true });
    expect((await update(token, account.id, { type: ROLE.NORM })).statusCode).toBe(409);
  });
});

describe('POST /api/accounts/:id/disabled', () => {
  it('refuses to disable the own account', async () => {
    const { account, token } = await t.loginAs(ROLE.ADMIN);
    await t.createAccount({ role: ROLE.ADMIN });
    const response = await setDisabled(token, account.id, true);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('ไม่สามารถปิดการใช้งานบัญชีของตนเองได้');
  });

  it('ends every session of the account at once, and enabling lets it sign in again', async () => {
    const { token: admin } = await t.loginAs(ROLE.ADMIN);
    const { account, token } = await t.loginAs(ROLE.NORM);
    const otherDevice = await t.login(account.userName);
    expect((await me(token)).statusCode).toBe(200);

    const response = await setDisabled(admin, account.id, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    // Its own right password is told that the account is disabled (403), nobody else is.
    await expect(t.login(account.userName)).rejects.toThrow(/403/);

    const [audit] = await auditRows(t.db, 'account.disable', account.id);
    expect(audit).toMatchObject({
      before: { disabled: false },
      after: { disabled: true, sessions_revoked: 2 },
    });

    expect((await setDisabled(admin, account.id, false)).statusCode).toBe(200);
    await expect(t.login(account.userName)).resolves.toEqual(expect.any(String));
    expect(await auditRows(t.db, 'account.enable', account.id)).toHaveLength(1);
  });
});

describe('POST /api/accounts/:id/reset-password', () => {
  it('sets a strong password, clears the sign-in throttle and ends the sessions', async () => {
    const { token: admin } = await t.loginAs(ROLE.ADMIN);
    const { account, token } = await t.loginAs(ROLE.VIEW);
    const listed = async () => {
      const list = await t.app.inject({ url: '/api/accounts', headers: bearer(admin) });
      const rows = (list.json() as { data: { id: number; throttled_until: string | null }[] }).data;
      return rows.find((row) => row.id === account.id)?.throttled_until;
    };
    expect(await listed()).toBeNull();
    // Wrong passwords from another source: past the free failures that pair has to wait.
    for (let n = 1; n <= FREE_FAILURES + 1; n += 1) {
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.9.9.9',
        payload: { user_name: account.userName.toUpperCase(), password: 'Wrong2569no' },
      });
      expect(wrong.statusCode).toBe(n <= FREE_FAILURES ? 401 : 429);
    }
    const throttled = await listed();
    expect(new Date(throttled ?? 0).getTime()).toBeGreaterThan(t.clock().getTime());

    const response = await resetPassword(admin, account.id, 'Reset2569ok');
    expect(response.statusCode).toBe(200);
    expect(await listed()).toBeNull();
    expect((await me(token)).statusCode).toBe(401);
    await expect(t.login(account.userName, 'Reset2569ok')).resolves.toEqual(expect.any(String));
    await expect(t.login(account.userName, account.password)).rejects.toThrow(/401/);

    const [audit] = await auditRows(t.db, 'account.password_reset', account.id);
    expect(audit?.before).toEqual({ throttled_until: throttled });
    expect(audit?.after).toMatchObject({ throttled_until: null, sessions_revoked: 1 });
    expect(JSON.stringify(audit)).not.toMatch(/argon2|Reset2569ok/);
  });

  it('refuses a weak password and leaves the old one working', async () => {
    const { token: admin } = await t.loginAs(ROLE.ADMIN);
    const target = await t.createAccount({ role: ROLE.NORM });
    const weak = await resetPassword(admin, target.id, 'alllowercase1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: expect.stringContaining('ตัวพิมพ์ใหญ่'),
    });
    await expect(t.login(target.userName)).resolves.toEqual(expect.any(String));
  });

  it('answers 404 for an unknown account', async () => {
    const { token: admin } = await t.loginAs(ROLE.ADMIN);
    expect((await resetPassword(admin, 999_999, 'Reset2569ok')).statusCode).toBe(404);
  });
});
