import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'prapa-billcheck-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>PRAPA</title>');
  await writeFile(join(dist, 'billcheck.html'), '<!doctype html><title>ตรวจสอบค่าน้ำ</title>');
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the bill-check page', () => {
  it('is served at /billcheck and /Billcheck as its own page, not the back office', async () => {
    for (const url of ['/billcheck', '/Billcheck', '/billcheck?lang=en']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>ตรวจสอบค่าน้ำ</title>');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('leaves the back office routes to index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.body).toContain('<title>PRAPA</title>');
  });
});
