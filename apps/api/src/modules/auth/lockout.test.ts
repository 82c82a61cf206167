import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { auditLog } from '../../db/schema/audit-log.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE } from '../../test/test-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (user_name: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { user_name, password } });

describe('account lock-out after 10 consecutive failures', () => {
  it('locks for 15 minutes, refusing even the right password, then lets the user in', async () => {
    const account = await t.createAccount();

    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const response = await login(account.userName, 'Wrong-password1');
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const tenth = await login(account.userName, 'Wrong-password1');
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json().error).toMatchObject({
      code: 'ACCOUNT_LOCKED',
      message: expect.stringContaining('15 นาที'),
    });

    const rightButLocked = await login(account.userName, account.password);
    expect(rightButLocked.statusCode).toBe(423);

    t.clock.advance(14 * MINUTE);
    const stillLocked = await login(account.userName, account.password);
    expect(stillLocked.statusCode).toBe(423);
    expect(stillLocked.json().error.message).toContain('1 นาที');

    t.clock.advance(1 * MINUTE);
    const unlocked = await login(account.userName, account.password);
    expect(unlocked.statusCode).toBe(200);

    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ failedLoginCount: 0, lockedUntil: null });

    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id))
    ).map((a) => a.action);
    expect(actions.filter((a) => a === 'auth.locked')).toHaveLength(1);
    expect(actions.filter((a) => a === 'auth.login_failed')).toHaveLength(12);
    expect(actions.at(-1)).toBe('auth.login');
  });

  it('starts counting again after a successful sign-in', async () => {
    const account = await t.createAccount();
    for (let attempt = 1; attempt <= 9; attempt += 1)
      await login(account.userName, 'Wrong-password1');
    expect((await login(account.userName, account.password)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await login(account.userName, 'Wrong-password1')).statusCode).toBe(401);
    }
  });

  it('does not lock other accounts', async () => {
    const victim = await t.createAccount();
    const bystander = await t.createAccount();
    for (let attempt = 1; attempt <= 10; attempt += 1)
      await login(victim.userName, 'Wrong-password1');
    expect((await login(bystander.userName, bystander.password)).statusCode).toBe(200);
  });
});
