import { ZErrorResponse } from '@prapa/contracts/errors';
import { V } from '@prapa/contracts/validation-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

// Routes that exist only in this test, to provoke each kind of failure.
const failingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret detail: password=hunter2 at /srv/app/db.ts:12');
  });
  app.get('/api/test/app-error-500', { config: { access: 'public' } }, async () => {
    throw new AppError('INTERNAL', { messageKey: 'secret-internal-key' });
  });
  app.get(
    '/api/test/bad-response',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ n: z.number() }) } } },
    async () => ({ n: 'not a number' }) as unknown as { n: number },
  );
  app.post(
    '/api/test/echo',
    {
      config: { access: 'public' },
      schema: {
        body: z.object({
          name: z.string().min(2),
          code: z.string().regex(/^\d+$/, { message: V.areaCodeFormat }),
          items: z.array(z.object({ qty: z.number().int() })),
        }),
      },
    },
    async (request) => ({ got: request.body.name }),
  );
  app.get(
    '/api/test/accounts-area',
    { config: { access: { area: 'accounts', access: 'read' } } },
    async () => ({ ok: true }),
  );
};

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: [failingRoutes],
    logger: { level: 'error', stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(() => t.close());

function expectErrorShape(body: unknown) {
  const parsed = ZErrorResponse.strict().parse(body);
  expect(parsed.error.request_id).toEqual(expect.any(String));
  return parsed.error;
}

describe('one error shape', () => {
  it('400: validation errors list each field with a Thai message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x', code: 'AB', items: [{ qty: 1.5 }] },
    });
    expect(response.statusCode).toBe(400);
    const error = expectErrorShape(response.json());
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('ข้อมูลไม่ถูกต้อง กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง');
    expect(error.fields?.map((f) => f.path)).toEqual(['name', 'code', 'items.0.qty']);
    expect(error.fields?.[1]?.message).toBe('รหัสพื้นที่ไม่ถูกต้อง');
    for (const field of error.fields ?? []) expect(field.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('400: the same fields in English on Accept-Language: en', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'accept-language': 'en' },
      payload: { name: 'x', code: 'AB', items: [] },
    });
    const error = expectErrorShape(response.json());
    expect(error.message).toBe('Some data is invalid. Please check it and try again.');
    expect(error.fields?.[0]?.message).toBe('At least 2 characters');
    expect(error.fields?.[1]?.message).toBe('The area code is invalid.');
  });

  it('400: a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.json())).toMatchObject({
      code: 'VALIDATION',
      message: 'รูปแบบข้อมูลที่ส่งไม่ถูกต้อง (JSON)',
    });
  });

  it("401: no token, in the caller's language even when refused before the handler", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/accounts-area' });
    expect(response.statusCode).toBe(401);
    expect(expectErrorShape(response.json()).code).toBe('UNAUTHENTICATED');
    const english = await t.app.inject({
      method: 'GET',
      url: '/api/test/accounts-area',
      headers: { 'accept-language': 'en-US,en;q=0.9,th;q=0.8' },
    });
    expect(english.json().error.message).toBe('Please sign in first.');
  });

  it('403: signed in, but the role may not call it', async () => {
    const { token } = await t.loginAs(3);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/accounts-area',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
    expect(expectErrorShape(response.json())).toMatchObject({
      code: 'FORBIDDEN',
      message: 'คุณไม่มีสิทธิ์ใช้งานส่วนนี้',
    });
  });

  it('403: the role may, but the account flags narrow it', async () => {
    const { token } = await t.loginAs(1, {
      flags: { general_read: false, general_edit: false, meter_read: true, meter_edit: true },
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/accounts-area',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('404: unknown %s /api route', async (method) => {
    const response = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.json())).toMatchObject({
      code: 'NOT_FOUND',
      message: `ไม่พบบริการ ${method} /api/no/such/thing`,
    });
  });

  it('500: a crash answers a generic Thai message, hides the cause, logs it with the request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/test/crash',
      headers: { 'x-request-id': 'trace-abc-123' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('trace-abc-123');
    const error = expectErrorShape(response.json());
    expect(error).toEqual({
      code: 'INTERNAL',
      message: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง หากยังพบปัญหาโปรดแจ้งผู้ดูแลระบบ',
      request_id: 'trace-abc-123',
    });
    expect(response.body).not.toMatch(/secret|hunter2|stack|db\.ts/);

    const logged = logLines
      .map((line) => JSON.parse(line))
      .find((l) => l.reqId === 'trace-abc-123');
    expect(logged).toMatchObject({
      level: 50,
      err: { message: expect.stringContaining('secret detail') },
    });
  });

  it('500: an AppError with a 5xx status and a response that breaks its schema stay generic', async () => {
    for (const url of ['/api/test/app-error-500', '/api/test/bad-response']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(500);
      expect(expectErrorShape(response.json()).code).toBe('INTERNAL');
      expect(response.body).not.toMatch(/secret-internal-key|not a number/);
    }
  });

  it('gives every response a request id, generating one for an unsafe header', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id with spaces\nand a newline' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
