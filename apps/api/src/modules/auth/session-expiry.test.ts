import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { HOUR, MINUTE } from '../../test/test-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('session expiry', () => {
  it('expires after 30 minutes without use', async () => {
    const { token } = await t.loginAs(2);
    t.clock.advance(29 * MINUTE);
    expect((await me(token)).statusCode).toBe(200);
    t.clock.advance(31 * MINUTE);
    const expired = await me(token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'หมดเวลาการใช้งาน กรุณาเข้าสู่ระบบใหม่',
    });
  });

  it('refreshes the idle timer on use, writing last_seen_at at most once a minute', async () => {
    const { token, account } = await t.loginAs(3);
    const lastSeen = async () =>
      (await t.db.select().from(sessions).where(eq(sessions.accountId, account.id)))[0]?.lastSeenAt;
    const loginAt = await lastSeen();

    t.clock.advance(30 * 1000);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastSeen()).toEqual(loginAt);

    for (let step = 0; step < 4; step += 1) {
      t.clock.advance(25 * MINUTE);
      expect((await me(token)).statusCode, `after ${(step + 1) * 25} min`).toBe(200);
    }
    expect(await lastSeen()).toEqual(t.clock());
  });

  it('ends 12 hours after sign-in however busy the session is', async () => {
    const { token } = await t.loginAs(1);
    let elapsed = 0;
    while (elapsed + 20 * MINUTE < 12 * HOUR) {
      t.clock.advance(20 * MINUTE);
      elapsed += 20 * MINUTE;
      expect((await me(token)).statusCode, `after ${elapsed / MINUTE} min`).toBe(200);
    }
    t.clock.advance(12 * HOUR - elapsed);
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session at once and audits it', async () => {
    const { token, account } = await t.loginAs(2);
    const other = await t.login(account.userName);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await me(token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
    // Only this session ends; the same user on another device stays signed in.
    expect((await me(other)).statusCode).toBe(200);

    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id))
    ).map((a) => a.action);
    expect(actions).toContain('auth.logout');
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in user', async () => {
    const { token, account } = await t.loginAs(4);
    const response = await me(token);
    expect(response.json().data).toMatchObject({ id: account.id, type: 4, role_name: 'DEV' });
  });

  it('refuses a disabled account at once, even with a live session', async () => {
    const { token, account } = await t.loginAs(2);
    const { accounts } = await import('../../db/schema/accounts.ts');
    await t.db.update(accounts).set({ disabled: true }).where(eq(accounts.id, account.id));
    expect((await me(token)).statusCode).toBe(401);
  });

  it.each([
    ['no header', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: `Bearer ${'x'.repeat(43)}` }],
  ])('answers 401 UNAUTHENTICATED for %s', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'กรุณาเข้าสู่ระบบก่อนใช้งาน',
    });
  });
});
