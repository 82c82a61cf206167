import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// As the web build's index.html carries one (apps/web/vite.config.ts, landingPreload).
const INLINE = "\n(function () { document.title = 'x'; })();\n";
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'prapa-web-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    `<!doctype html><script>${INLINE}</script><title>PRAPA</title><div id="root"></div>`,
  );
  await writeFile(join(dist, 'assets', 'main-abc123.js'), 'console.log("prapa")');
  // As the build writes them (apps/web/vite-precompress.ts).
  const big = `console.log(${JSON.stringify('ประปา '.repeat(400))})`;
  await writeFile(join(dist, 'assets', 'big-abc123.js'), big);
  await writeFile(join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(big));
  await writeFile(join(dist, 'assets', 'big-abc123.js.gz'), gzipSync(big));
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html at / and for every client-side route', async () => {
    for (const url of ['/', '/process/payment', '/user-billing/12', '/login?next=%2F']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<title>PRAPA</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli or gzip copy the build wrote, as the browser accepts', async () => {
    const url = '/assets/big-abc123.js';
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip, deflate', 'gzip'],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding'], accept).toBe(encoding);
      expect(response.headers['content-type'], accept).toContain('javascript');
      expect(response.headers.vary, accept).toContain('accept-encoding');
      expect(response.headers['cache-control'], accept).toContain('immutable');
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : gunzipSync(response.rawPayload);
      expect(body.toString(), accept).toContain('ประปา ประปา');
    }
    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('ประปา ประปา');
  });

  it('allows the inline script of index.html by its hash, and no other', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64');
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('keeps /api answers JSON: an unknown API path is a 404, not the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toEqual({ data: { status: 'ok', database: t.database.kind } });
  });
});

describe('without a built web app', () => {
  it('answers non-API paths with the JSON 404', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/process/payment' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await plain.close();
    }
  });
});
