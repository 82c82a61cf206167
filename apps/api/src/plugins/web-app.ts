import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** True when `dir` holds a built web app (vite's dist with its index.html). */
export function isWebBuild(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(join(dir, 'index.html'));
}

/**
 * Serves the built single-page app. Hashed files under /assets never change, so browsers may
 * keep them; index.html is revalidated so a new deploy is picked up. Unknown non-API paths fall
 * back to index.html in the errors plugin's not-found handler.
 */
export const webAppPlugin = fp<{ root: string }>(
  async (app, { root }) => {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      // Cache-Control is ours alone (setHeaders), not @fastify/send's default max-age=0.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  },
  { name: 'prapa-web-app' },
);
