import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../test/test-app.ts';

let dist: string;
let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'prapa-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>PRAPA</title>');
  await writeFile(join(dist, 'billcheck.html'), '<!doctype html><title>ตรวจสอบค่าน้ำ</title>');
  await writeFile(join(dist, 'assets', 'main-abc.js'), `console.log("${'ประปา '.repeat(2000)}")`);
  t = await createTestApp({ webDist: dist });
  admin = bearer((await t.loginAs(1)).token);
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/login', '/billcheck', '/api/auth/me'])(
    '%s carries CSP and friends',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: admin });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    },
  );
});

describe('Cache-Control', () => {
  it('API answers are not stored; the health check and hashed assets may be', async () => {
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin });
    expect(me.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
    const asset = await t.app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});

describe('compression', () => {
  it('compresses web assets and JSON with brotli or gzip as the browser asks', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/main-abc.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { ...admin, 'accept-encoding': 'gzip' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('ประปา');
  });
});
