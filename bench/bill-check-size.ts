/**
 * The public bill-check page's weight: `npm run bench -- bill-check-size`.
 *
 * Builds the page (apps/web/vite.billcheck.config.ts) into a temporary directory, then
 * follows billcheck.html's module script and every chunk it imports, statically or
 * dynamically, and sums their gzipped sizes (gzip level 9, what a server or CDN sends at
 * best; level 6 shown too). Budget (issue 7): 60 KB of gzipped JavaScript. Exits 1 over it.
 * The floor it is compared to: Preact with its hooks and compat layer alone (their published
 * minified builds, gzipped the same way), the least a page written as React components and
 * built this way can weigh.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 60 * 1024;
const here = dirname(fileURLToPath(import.meta.url));
const web = resolve(here, '../apps/web');
const out = mkdtempSync(join(tmpdir(), 'prapa-billcheck-size-'));

/** Gzipped (level 9) Preact + hooks + compat, as published: the floor of the page's code. */
function preactFloor(): number {
  const require = createRequire(join(web, 'package.json'));
  const root = dirname(require.resolve('preact/package.json'));
  return ['dist/preact.module.js', 'hooks/dist/hooks.module.js', 'compat/dist/compat.module.js']
    .map((file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length)
    .reduce((a, b) => a + b, 0);
}

try {
  const build = spawnSync(
    process.execPath,
    [
      resolve(here, '../node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'vite.billcheck.config.ts',
      '--outDir',
      out,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: web, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);

  const html = readFileSync(join(out, 'billcheck.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1] as string);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );

  // Every JS file reachable from the entry: import … from "./x.js", import("./x.js").
  const seen = new Set<string>();
  const queue = [...entries, ...preloads].map((src) => join(out, src));
  while (queue.length > 0) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+\.js)["']/g)) {
      queue.push(resolve(dirname(file), m[1] as string));
    }
  }

  const rows = [...seen].map((file) => {
    const bytes = readFileSync(file);
    return {
      file: file.slice(out.length + 1),
      raw: bytes.length,
      gzip9: gzipSync(bytes, { level: 9 }).length,
      gzip6: gzipSync(bytes, { level: 6 }).length,
    };
  });
  const sum = (key: 'raw' | 'gzip9' | 'gzip6') => rows.reduce((n, r) => n + r[key], 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const cssBytes = css.map((href) => readFileSync(join(out, href)));

  console.log('| file | raw | gzip -9 | gzip -6 |');
  console.log('|---|---:|---:|---:|');
  for (const r of rows)
    console.log(`| ${r.file} | ${kb(r.raw)} | ${kb(r.gzip9)} | ${kb(r.gzip6)} |`);
  console.log(
    `| **JavaScript, total** | ${kb(sum('raw'))} | ${kb(sum('gzip9'))} | ${kb(sum('gzip6'))} |`,
  );
  for (const [i, bytes] of cssBytes.entries()) {
    console.log(
      `| ${css[i]} (CSS, not counted) | ${kb(bytes.length)} | ${kb(gzipSync(bytes, { level: 9 }).length)} | ${kb(gzipSync(bytes, { level: 6 }).length)} |`,
    );
  }
  const total = sum('gzip9');
  const floor = preactFloor();
  console.log(
    `\nbill-check page: ${kb(total)} of gzipped JavaScript; floor (Preact + hooks + compat alone) ${kb(floor)}, ${(total / floor).toFixed(1)}× the floor; budget ${kb(BUDGET_BYTES)}, ${Math.round((total / BUDGET_BYTES) * 100)} % of it: ${total <= BUDGET_BYTES ? 'OK' : 'OVER BUDGET'}`,
  );
  if (total > BUDGET_BYTES) process.exitCode = 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
