import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json|webmanifest)$/;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside each built asset
 * under dist/assets of 1 KB or more, once at build time: the API serves them as they are
 * (@fastify/static `preCompressed`, apps/api/src/plugins/web-app.ts) instead of compressing
 * each answer at brotli 5, so a browser downloads about a fifth less JavaScript and CSS for no
 * CPU per request (decision 034). The hashed names never change, so neither do these files.
 */
export function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'prapa-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!COMPRESSIBLE.test(name)) continue;
        const file = join(assets, name);
        const { size, mtimeMs } = statSync(file);
        if (size < 1024) continue;
        // The bill-check build writes into the same dist/ after the back office's.
        if (existsSync(`${file}.br`) && statSync(`${file}.br`).mtimeMs >= mtimeMs) continue;
        const body = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
