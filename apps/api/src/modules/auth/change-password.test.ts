import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, current_password: string, new_password: string, lang?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/change-password',
    headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    payload: { current_password, new_password },
  });

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('POST /api/auth/change-password', () => {
  it('refuses the current password as the new one, in Thai, and changes nothing', async () => {
    const { token, account } = await t.loginAs(2);
    const response = await change(token, account.password, account.password);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      message: 'รหัสผ่านใหม่ต้องไม่ซ้ำกับรหัสผ่านปัจจุบัน',
    });
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(rows.map((r) => r.action)).not.toContain('auth.password_changed');
    expect((await me(token)).statusCode).toBe(200);
  });

  it.each([
    ['weak: one character class', 'abcdefghij'],
    ['medium: no upper case', 'abcdefg12'],
    ['medium: no digit', 'abcdEFGHij'],
  ])('refuses a password that is not strong (%s)', async (_label, weak) => {
    const { token, account } = await t.loginAs(2);
    const response = await change(token, account.password, weak);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'WEAK_PASSWORD',
      message: expect.stringContaining('ตัวพิมพ์ใหญ่'),
    });
  });

  it('refuses a new password shorter than 8 characters as a field error', async () => {
    const { token, account } = await t.loginAs(2);
    const response = await change(token, account.password, 'Ab1');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: [{ path: 'new_password' }],
    });
  });

  it('refuses a wrong current password', async () => {
    const { token } = await t.loginAs(2);
    const response = await change(token, 'Not-the-password1', 'NewPassw0rd');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง',
    });
    const english = await change(token, 'Not-the-password1', 'NewPassw0rd', 'en');
    expect(english.json().error.message).toBe('The current password is incorrect.');
  });

  it('changes the password, signs out the other sessions and audits it', async () => {
    const { token, account } = await t.loginAs(3);
    const otherDevice = await t.login(account.userName);

    const response = await change(token, account.password, 'NewPassw0rd');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await me(token)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);

    const oldLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: account.userName, password: account.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect(await t.login(account.userName, 'NewPassw0rd')).toBeTruthy();

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.password_changed'));
    expect(entry).toMatchObject({
      accountId: account.id,
      entityId: String(account.id),
      after: { other_sessions_revoked: 1 },
    });
    expect(JSON.stringify(entry)).not.toContain('NewPassw0rd');
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { current_password: 'x', new_password: 'NewPassw0rd' },
    });
    expect(response.statusCode).toBe(401);
  });
});
