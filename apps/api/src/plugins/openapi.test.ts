import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let staff: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  staff = bearer((await t.loginAs(1)).token);
});
afterAll(() => t.close());

describe('OpenAPI at /api/docs', () => {
  it('serves the document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: staff });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.0.3');
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['user_name', 'password'],
    });
    expect(login.responses['200'].content['application/json'].schema.properties.data).toBeDefined();
    expect(login.security).toBeUndefined();
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
  });

  it('is for ADMIN and DEV: NORM and VIEW get a Thai 403', async () => {
    for (const role of [2, 3] as const) {
      const { token } = await t.loginAs(role);
      const response = await t.app.inject({ url: '/api/docs/json', headers: bearer(token) });
      expect(response.statusCode, `role ${role}`).toBe(403);
      expect(response.json().error.message).toMatch(/[ก-๙]/);
    }
    const { token } = await t.loginAs(4);
    expect((await t.app.inject({ url: '/api/docs/json', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('serves the browsable UI to signed-in administrators only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/', headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const url of [
      '/api/docs',
      '/api/docs/',
      '/api/docs/json',
      '/api/docs/static/index.html',
    ]) {
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    }
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: bearer('x'),
    });
    expect(badToken.statusCode).toBe(401);
  });

  it('is open to anyone with PRAPA_PUBLIC_API_DOCS=1', async () => {
    const open = await createTestApp({ publicApiDocs: true });
    try {
      expect((await open.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(
        200,
      );
    } finally {
      await open.close();
    }
  });
});
