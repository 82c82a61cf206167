import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // The production default (20 per minute per IP), not the lifted test setting.
  t = await createTestApp({ rateLimit: { loginMax: 20, loginWindowMs: 60_000 } });
});
afterAll(() => t.close());

let sequence = 0;
// A new user name each time: the per-name throttle (login-throttle.test.ts) is not what is tested.
const attempt = (remoteAddress: string, lang?: string) => {
  sequence += 1;
  return t.app.inject({
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
