#!/usr/bin/env node
// `npm start`: builds the web app only when its sources are newer than the last build, then
// runs the API server (which also serves the build). A second start skips the build entirely.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps', 'web');
const builtIndex = join(web, 'dist', 'index.html');

/** Newest modification time under `path` (a file or a directory tree), 0 when missing. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Tests are not part of the build; editing one must not trigger a rebuild.
    if (entry === 'node_modules' || entry === 'dist' || /\.test\.[cm]?[jt]sx?$/.test(entry))
      continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function webSources() {
  const packages = join(root, 'packages');
  const packageSources = existsSync(packages)
    ? readdirSync(packages).map((name) => join(packages, name, 'src'))
    : [];
  return [
    join(web, 'src'),
    join(web, 'public'),
    join(web, 'index.html'),
    join(web, 'vite.config.ts'),
    join(web, 'vite-precompress.ts'),
    ...packageSources,
  ];
}

function buildWebIfStale() {
  if (!existsSync(join(web, 'index.html')) || !existsSync(join(web, 'src'))) {
    console.warn('start: apps/web has no app to build yet; starting the API alone.');
    return;
  }
  const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  const sourcesAt = Math.max(...webSources().map(newestMtime));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'start: web sources changed; rebuilding…' : 'start: building the web app…');
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build', '-w', '@prapa/web'], {
        cwd: root,
        stdio: 'inherit',
      })
    : spawnSync('npm', ['run', 'build', '-w', '@prapa/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(
      'start: the web build failed; fix it or start the API alone with `npx tsx apps/api/src/server.ts`.',
    );
    process.exit(result.status ?? 1);
  }
}

buildWebIfStale();

const server = spawn(
  process.execPath,
  ['--import', 'tsx', join('apps', 'api', 'src', 'server.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
// The server closes its database on these signals; pass them on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
