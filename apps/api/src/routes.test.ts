import { CONFIG_PATHS } from '@prapa/contracts/config-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API_ROUTES', () => {
  it('serves every path of CONFIG_PATHS, which the web app calls', () => {
    const registered = new Set(t.app.apiRoutes.map((r) => r.url.replace(/\/$/, '')));
    const missing = Object.values(CONFIG_PATHS).filter((path) => !registered.has(path));
    expect(missing).toEqual([]);
  });

  it('keeps accounts to ADMIN/DEV areas and master data under config', () => {
    for (const route of t.app.apiRoutes) {
      if (route.access === 'public') continue;
      if (route.url.startsWith(CONFIG_PATHS.accounts)) {
        expect(route.access.area, route.url).toBe('accounts');
      }
      if (route.url.startsWith('/api/config/')) expect(route.access.area, route.url).toBe('config');
    }
  });
});
