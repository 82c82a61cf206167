#!/usr/bin/env node
// Start-and-sign-in smoke (`node scripts/smoke-sign-in.mjs`), run by .ci/run on each supported
// Node.js: `npm start`'s script on a free port and a fresh embedded database (demo data), then
// the demo admin signs in, asks who they are, and opens the sign-in page. Uses the Node.js it
// runs on for the server too (process.execPath), so `npx -y node@24 scripts/smoke-sign-in.mjs`
// proves Node 24. Exits 1 with the reason when any step fails.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no 200 from ${base}/api/health within ${timeoutMs / 1000} s`);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prapa-smoke-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PRAPA_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForHealth(base, child, 300_000);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_name: 'admin', password: 'Prapa2569' }),
    });
    const body = await login.json();
    if (login.status !== 200 || !body?.data?.token) {
      throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(body)}`);
    }
    const me = await fetch(`${base}/api/auth/me`, {
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    if (me.status !== 200) throw new Error(`/api/auth/me answered ${me.status}`);
    const page = await fetch(`${base}/login`);
    const html = await page.text();
    if (page.status !== 200 || !html.includes('id="root"')) {
      throw new Error(`/login answered ${page.status} without the app`);
    }
    console.log(
      `smoke: Node ${process.version}: started, signed in as admin and opened /login in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) =>
      child.exitCode === null ? child.once('exit', resolve) : resolve(),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(
    `smoke: Node ${process.version}: ${error instanceof Error ? error.message : error}`,
  );
  process.exit(1);
});
