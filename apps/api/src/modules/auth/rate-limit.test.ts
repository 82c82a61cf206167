import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The production default (20 per minute per IP), not the lifted test setting.
  t = await createTestApp({ rateLimit: { loginMax: 20, loginWindowMs: 60_000 } });
});
afterAll(() => t.close());

let sequence = 0;
// A new user name each time: the per-name throttle (login-throttle.test.ts) is not what is tested.
const attempt = (remoteAddress: string, lang?: string, app: App = t.app) => {
  sequence += 1;
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: lang ? { 'accept-language': lang } : {},
    payload: { user_name: `nobody_${sequence}`, password: 'Whatever123' },
  });
};

describe('per-IP rate limit on sign-in', () => {
  it('answers 429 with a Thai message after 20 attempts a minute from one address', async () => {
    for (let n = 1; n <= 20; n += 1) {
      expect((await attempt('10.0.0.1')).statusCode, `attempt ${n}`).toBe(401);
    }
    const limited = await attempt('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^พยายามเข้าสู่ระบบถี่เกินไป กรุณารอ \d+ วินาที/),
      request_id: expect.any(String),
    });
    const english = await attempt('10.0.0.1', 'en');
    expect(english.json().error.message).toMatch(/^Too many sign-in attempts/);
  });

  it('counts each address separately', async () => {
    expect((await attempt('10.0.0.2')).statusCode).toBe(401);
  });
});

describe('per-IP rate limit shared by every API process', () => {
  let second: App;
  let dataDir: string;
  beforeAll(async () => {
    // A second API process: its own Fastify instance and rate-limit store, the same database.
    dataDir = await mkdtemp(join(tmpdir(), 'prapa-second-api-'));
    second = await buildApp({
      database: t.database,
      clock: t.clock,
      rateLimit: { loginMax: 20, loginWindowMs: 60_000 },
      dataDir,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses the 21st attempt of a minute whichever process the attempts reached', async () => {
    for (let n = 1; n <= 20; n += 1) {
      const app = n % 2 === 0 ? second : t.app;
      expect((await attempt('10.0.0.3', undefined, app)).statusCode, `attempt ${n}`).toBe(401);
    }
    expect((await attempt('10.0.0.3', undefined, t.app)).statusCode).toBe(429);
    expect((await attempt('10.0.0.3', undefined, second)).statusCode).toBe(429);
    const rows = await rawRows<{ hits: number }>(
      t.db,
      sql`select hits from login_rate_limits where bucket = ${'/api/auth/login|10.0.0.3'}`,
    );
    expect(rows.map((r) => r.hits)).toEqual([22]);
  });

  it('slides: a full minute later the last minute still counts, two minutes later it is free', async () => {
    t.clock.advance(60_000);
    const limited = await attempt('10.0.0.3', undefined, second);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60_000);
    expect((await attempt('10.0.0.3', undefined, t.app)).statusCode).toBe(401);
  });

  it('counts an IPv6 client per /64', async () => {
    for (let n = 1; n <= 20; n += 1) {
      expect((await attempt(`2001:db8:1:2::${n.toString(16)}`)).statusCode).toBe(401);
    }
    expect((await attempt('2001:db8:1:2:ffff::1', undefined, second)).statusCode).toBe(429);
    expect((await attempt('2001:db8:1:3::1', undefined, second)).statusCode).toBe(401);
  });
});
