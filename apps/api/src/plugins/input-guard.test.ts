import { Duplex } from 'node:stream';
import { METER_PATHS } from '@prapa/contracts/client-paths';
import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { ZErrorResponse } from '@prapa/contracts/errors';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';
import { clientErrorHandler } from './errors.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await t.loginAs(1)).token);
});
afterAll(() => t.close());

const THAI = /[\u0E00-\u0E7F]/;

function thaiError(response: { statusCode: number; json: () => unknown }, status: number) {
  expect(response.statusCode).toBe(status);
  const { error } = ZErrorResponse.parse(response.json());
  expect(error.message).toMatch(THAI);
  for (const field of error.fields ?? []) {
    expect(field.message).toMatch(THAI);
    // No type names or zod's "ควรเป็น ตัวเลข แต่ได้รับ ตัวเลข" left in a Thai message.
    expect(field.message).not.toMatch(/boolean|string|number|ควรเป็น|ได้รับ/i);
  }
  return error;
}

describe('ids and integers are bounded to the database column (int4)', () => {
  it('set-payment with an invoice id past 2^31−1 is a 400, not a database overflow', async () => {
    for (const id of [2_147_483_648, 2 ** 53 - 1]) {
      const response = await t.app.inject({
        method: 'POST',
        url: PAYMENT_PATHS.setPayment,
        headers: admin,
        payload: { invoices: [id], received: 100 },
      });
      const error = thaiError(response, 400);
      expect(error.fields?.map((f) => f.path)).toContain('invoices.0');
    }
  });

  it('a path id past int4 is a 400 with a Thai message', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${CONFIG_PATHS.areas}/2147483648`,
      headers: admin,
      payload: { name: 'เขต' },
    });
    thaiError(response, 400);
  });

  it('1e309 in a query id says in Thai that it is not a usable number', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PAYMENT_PATHS.debtSummarize}?area_id=1e309`,
      headers: admin,
    });
    const error = thaiError(response, 400);
    expect(error.fields?.[0]?.path).toBe('area_id');
  });
});

describe('text the database cannot store is refused with a Thai 400', () => {
  it.each([
    ['U+0000', 'ad\u0000min'],
    ['an unpaired surrogate', 'ad\ud800min'],
  ])('%s in the sign-in form', async (_, userName) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { user_name: userName, password: 'whatever1A' },
    });
    const error = thaiError(response, 400);
    expect(error.fields).toEqual([
      { path: 'user_name', message: 'มีอักขระที่ใช้ไม่ได้ (อักขระว่าง U+0000 หรืออักขระที่ไม่สมบูรณ์)' },
    ]);
  });

  it('in the public bill check and in a query string', async () => {
    thaiError(
      await t.app.inject({
        method: 'POST',
        url: '/api/public/bill-check',
        payload: { member_or_water_no: '\u0000', house_no: '1' },
      }),
      400,
    );
    thaiError(
      await t.app.inject({
        method: 'GET',
        url: `${METER_PATHS.lookupDuplicate}?meterNo=%00`,
        headers: admin,
      }),
      400,
    );
  });
});

describe("Fastify's own errors in the Thai error shape", () => {
  it('414 for a path parameter over the router limit', async () => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `${CONFIG_PATHS.areas}/${'9'.repeat(500)}`,
      headers: admin,
      payload: { name: 'เขต' },
    });
    expect(thaiError(response, 414).code).toBe('VALIDATION');
  });

  it('413 for a body over the limit, 400 for bad or empty JSON', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"user_name":"${'a'.repeat(1_100_000)}"}`,
    });
    expect(thaiError(big, 413).code).toBe('PAYLOAD_TOO_LARGE');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"user_name":',
    });
    thaiError(bad, 400);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    thaiError(empty, 400);
  });

  it('headers too large (refused by the HTTP parser) still get a Thai JSON body', () => {
    const written: string[] = [];
    const socket = new Duplex({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
      read() {},
    });
    clientErrorHandler(
      Object.assign(new Error('overflow'), { code: 'HPE_HEADER_OVERFLOW' }),
      socket,
    );
    const text = written.join('');
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    const body = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
    expect(body.error.message).toMatch(THAI);
  });
});

describe("the spec's client calls, as it sends them", () => {
  it('debt/summarize?area_id= (empty) means every area', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${PAYMENT_PATHS.debtSummarize}?area_id=`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
  });

  it('lookup-duplicate with clientId=0 (a member not saved yet) answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${METER_PATHS.lookupDuplicate}?meterNo=M-NEW-1&clientId=0`,
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { duplicate: false } });
  });
});

describe('/api/health', () => {
  it('answers 503 in the error shape when the database is down', async () => {
    const down = await createTestApp();
    await down.database.close();
    const response = await down.app.inject({ method: 'GET', url: '/api/health' });
    await down.app.close();
    expect(thaiError(response, 503).code).toBe('UNAVAILABLE');
  });
});
