import { createHash } from 'node:crypto';
import { ZLoginResponse, ZSessionUser } from '@prapa/contracts/auth';
import { ZErrorResponse } from '@prapa/contracts/errors';
import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function postLogin(user_name: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user_name, password },
    headers,
  });
}

describe('POST /api/auth/login', () => {
  it('returns a token and the user info the client stores', async () => {
    const account = await t.createAccount({ role: ROLE.VIEW, fullName: 'วิชัย ทดสอบ' });
    const response = await postLogin(account.userName, account.password);

    expect(response.statusCode).toBe(200);
    const body = ZLoginResponse.parse(response.json());
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ZSessionUser.strict().parse(body.data.user)).toEqual({
      id: account.id,
      user_name: account.userName,
      full_name: 'วิชัย ทดสอบ',
      type: 3,
      role_name: 'VIEW',
      role_name_th: 'พนักงานจดมาตร',
      general_read: true,
      general_edit: false,
      meter_read: true,
      meter_edit: true,
    });
  });

  it('matches the user name case-insensitively', async () => {
    const account = await t.createAccount({ userName: 'Somchai' });
    const response = await postLogin('sOMCHAI', account.password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.user_name).toBe('Somchai');
  });

  it('stores only the SHA-256 of the token, and audits the sign-in', async () => {
    const account = await t.createAccount();
    const token = (await postLogin(account.userName, account.password)).json().data.token;
    const digest = createHash('sha256').update(token).digest('hex');
    const rows = await t.db.select().from(sessions).where(eq(sessions.accountId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(digest);
    expect(JSON.stringify(rows)).not.toContain(token);

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id));
    expect(audit.map((a) => a.action)).toContain('auth.login');
  });

  it('tells a disabled account with the right password that it is disabled, in Thai', async () => {
    const disabled = await t.createAccount({ disabled: true });
    const response = await postLogin(disabled.userName, disabled.password);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('บัญชีผู้ใช้นี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ');
    expect(response.json().data).toBeUndefined();
  });

  it('answers unknown user, wrong password and a disabled account with a wrong password alike', async () => {
    const account = await t.createAccount();
    const disabled = await t.createAccount({ disabled: true });
    const unknown = await postLogin('nobody_here', 'Whatever123');
    const wrong = await postLogin(account.userName, 'Wrong-password1');
    const off = await postLogin(disabled.userName, 'Wrong-password1');

    for (const response of [unknown, wrong, off]) {
      expect(response.statusCode).toBe(401);
      expect(ZErrorResponse.parse(response.json()).error.code).toBe('INVALID_CREDENTIALS');
    }
    const messages = [unknown, wrong, off].map((r) => r.json().error.message);
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toBe('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('speaks English on Accept-Language: en', async () => {
    const response = await postLogin('nobody_here', 'Whatever123', {
      'accept-language': 'en-GB,en;q=0.9',
    });
    expect(response.json().error.message).toBe('The user name or password is incorrect.');
  });

  it('audits failures with the user name that was tried', async () => {
    await postLogin('ghost_user', 'Whatever123');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed'));
    const ghost = rows.find((r) => (r.after as { user_name?: string })?.user_name === 'ghost_user');
    expect(ghost).toMatchObject({
      accountId: null,
      after: { user_name: 'ghost_user', reason: 'unknown_user' },
    });
    expect(ghost?.requestId).toBeTruthy();
  });

  it('refuses a malformed body with field messages in Thai', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: 'someone' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = ZErrorResponse.parse(response.json());
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual([{ path: 'password', message: 'กรุณากรอกข้อมูล' }]);
  });
});
