import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const BILL_CHECK_PAGE = 'billcheck.html';

/** True when `dir` holds a built web app (vite's dist with its index.html). */
export function isWebBuild(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(join(dir, 'index.html'));
}

/**
 * The Content-Security-Policy sources ('sha256-…') of the inline scripts in the build's
 * index.html: the web build puts one there, which asks for a signed-in user's chunks alongside
 * the entry (apps/web/vite.config.ts, `landingPreload`; decision 034). Only these exact
 * scripts may run inline; 'unsafe-inline' stays out of script-src.
 */
export function inlineScriptHashes(dir: string | undefined): string[] {
  if (!isWebBuild(dir)) return [];
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
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
      // The build writes brotli and gzip copies of its assets (apps/web/vite-precompress.ts):
      // sent as they are, with Content-Encoding and Vary, instead of compressed per request.
      preCompressed: true,
      // Cache-Control is ours alone (setHeaders), not @fastify/send's default max-age=0.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The public bill check is a page of its own (billcheck.html, its own small bundle), not a
    // route of the back office; both spellings of spec §2 and §4 lead to it.
    if (existsSync(join(root, BILL_CHECK_PAGE))) {
      for (const url of ['/billcheck', '/Billcheck']) {
        app.get(url, (_request, reply) =>
          reply.header('cache-control', 'no-cache').sendFile(BILL_CHECK_PAGE),
        );
      }
    }
  },
  { name: 'prapa-web-app' },
);
