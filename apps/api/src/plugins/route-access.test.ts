import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openTestDatabase } from '../test/test-database.ts';

async function buildWith(routes: FastifyPluginAsyncZod) {
  const database = await openTestDatabase();
  try {
    const app = await buildApp({ database, extraRoutes: [routes] });
    await app.ready();
    await app.close();
  } finally {
    await database.close();
  }
}

describe('routes must declare their access', () => {
  it('refuses to start with an /api route that declares nothing', async () => {
    await expect(
      buildWith(async (app) => {
        app.get('/api/test/forgotten', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/GET \/api\/test\/forgotten has no valid config\.access/);
  });

  it('refuses a declaration naming an unknown area', async () => {
    await expect(
      buildWith(async (app) => {
        app.get(
          '/api/test/typo',
          { config: { access: { area: 'clientz', access: 'read' } as never } },
          async () => ({ ok: true }),
        );
      }),
    ).rejects.toThrow(/has no valid config\.access/);
  });

  it('lets non-API routes be', async () => {
    await expect(
      buildWith(async (app) => {
        app.get('/robots.txt', async () => 'User-agent: *');
      }),
    ).resolves.toBeUndefined();
  });
});
