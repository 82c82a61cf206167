import { ROLE } from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit-log.ts';
import { loginThrottle } from '../../db/schema/login-throttle.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MINUTE } from '../../test/test-clock.ts';
import { delayAfterFailures, FREE_FAILURES, MAX_DELAY_MS } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (user_name: string, password: string, remoteAddress = '10.1.1.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { user_name, password },
  });

describe('the wait after failures', () => {
  it('is free for the first failures, then doubles up to a ceiling', () => {
    expect(delayAfterFailures(FREE_FAILURES - 1)).toBe(0);
    expect(delayAfterFailures(FREE_FAILURES)).toBe(1_000);
    expect(delayAfterFailures(FREE_FAILURES + 1)).toBe(2_000);
    expect(delayAfterFailures(FREE_FAILURES + 3)).toBe(8_000);
    expect(delayAfterFailures(1_000)).toBe(MAX_DELAY_MS);
  });
});

describe('sign-in throttling without an owner lock-out', () => {
  it("an attacker's failures never stop the owner signing in from their own browser", async () => {
    const owner = await t.createAccount({ role: ROLE.ADMIN });
    for (let n = 1; n <= 30; n += 1) {
      await login(owner.userName, 'Wrong-password1', '203.0.113.9');
      t.clock.advance(MINUTE); // the attacker waits out every delay
    }
    const fromOffice = await login(owner.userName, owner.password, '192.168.1.20');
    expect(fromOffice.statusCode).toBe(200);
  });

  it('makes the guessing pair wait, growing, with a Thai 429; the right password after the wait works', async () => {
    const account = await t.createAccount();
    for (let n = 1; n <= FREE_FAILURES; n += 1) {
      expect((await login(account.userName, 'Wrong-password1')).statusCode, `try ${n}`).toBe(401);
    }
    const waiting = await login(account.userName, account.password);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'เข้าสู่ระบบไม่สำเร็จหลายครั้ง กรุณารอ 1 วินาทีแล้วลองใหม่อีกครั้ง',
    });
    t.clock.advance(1_000);
    expect((await login(account.userName, 'Wrong-password1')).statusCode).toBe(401);
    expect((await login(account.userName, account.password)).headers['retry-after']).toBe('2');
    t.clock.advance(2_000);
    expect((await login(account.userName, account.password)).statusCode).toBe(200);
    // A success clears the pair.
    const rows = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.userKey, account.userName.toLowerCase()));
    expect(rows).toEqual([]);
  });

  it('answers an unknown user name exactly as a known one: status, message and waits', async () => {
    const known = await t.createAccount();
    const answers = async (userName: string, ip: string) => {
      const out: string[] = [];
      for (let n = 1; n <= FREE_FAILURES + 1; n += 1) {
        const response = await login(userName, 'Wrong-password1', ip);
        out.push(
          `${response.statusCode} ${response.json().error.code} ${response.json().error.message} ${response.headers['retry-after'] ?? ''}`,
        );
      }
      return out;
    };
    const forKnown = await answers(known.userName, '10.2.0.1');
    const forUnknown = await answers('nobody_at_all', '10.2.0.2');
    expect(forUnknown).toEqual(forKnown);
    expect(forKnown[0]).toBe('401 INVALID_CREDENTIALS ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง ');
    expect(forKnown.at(-1)).toMatch(/^429 RATE_LIMITED/);
  });

  it('spends an argon2 check on an unknown user name too (timing)', async () => {
    // A password of its own, so the account's hash has the product's cost like the dummy's
    // (the shared test password is stored with a cheap one, test/factories.ts).
    const known = await t.createAccount({ password: 'Real-cost-hash1' });
    const time = async (userName: string, ip: string) => {
      const started = performance.now();
      await login(userName, 'Wrong-password1', ip);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, and each on a fresh source so no wait starts.
    for (let n = 0; n < 8; n += 1) {
      knownTimes.push(await time(known.userName, `10.3.0.${n}`));
      unknownTimes.push(await time(`ghost_${n}`, `10.4.0.${n}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1] ?? 0;
    // Without the dummy check an unknown name answers many times faster than a known one.
    expect(median(unknownTimes)).toBeGreaterThan(median(knownTimes) * 0.5);
    expect(median(knownTimes)).toBeGreaterThan(median(unknownTimes) * 0.5);
  });

  it('keeps the counts in the database and audits every failure, throttled ones too', async () => {
    const account = await t.createAccount();
    for (let n = 1; n <= FREE_FAILURES + 1; n += 1) {
      await login(account.userName, 'Wrong-password1', '10.5.0.1');
    }
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.userKey, account.userName.toLowerCase()));
    expect(row).toMatchObject({ source: '10.5.0.1', failures: FREE_FAILURES });
    expect(row?.blockedUntil).not.toBeNull();
    const reasons = (
      await t.db.select().from(auditLog).where(eq(auditLog.accountId, account.id))
    ).map((a) => (a.after as { reason: string }).reason);
    expect(reasons).toEqual([...Array(FREE_FAILURES).fill('wrong_password'), 'throttled']);
  });

  it('forgets failures after an hour without one', async () => {
    const account = await t.createAccount();
    for (let n = 1; n <= FREE_FAILURES - 1; n += 1) {
      await login(account.userName, 'Wrong-password1', '10.6.0.1');
    }
    t.clock.advance(61 * MINUTE);
    for (let n = 1; n <= FREE_FAILURES - 1; n += 1) {
      expect((await login(account.userName, 'Wrong-password1', '10.6.0.1')).statusCode).toBe(401);
    }
    expect((await login(account.userName, account.password, '10.6.0.1')).statusCode).toBe(200);
  });
});
