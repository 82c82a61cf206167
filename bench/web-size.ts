/**
 * JavaScript a browser downloads for the first back-office pages: `npm run bench -- web-size`.
 *
 * Starts the app as a user does (scripts/start.mjs builds the web app when stale, fresh
 * embedded database with demo data), opens /login in Chromium, then signs in as the demo admin
 * and lands on the dashboard, recording every JavaScript file the page fetched. Sizes are the
 * files as served and gzipped here (level 6, what a reverse proxy would send); the floor is
 * React + react-dom alone, the least any React page costs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startApp } from './lib/app-process.ts';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (body: Buffer) => gzipSync(body, { level: 6 }).length;

/** Gzipped size of react and react-dom's production builds: the floor of any React page. */
function reactFloor(): number {
  const require = createRequire(join(process.cwd(), 'apps', 'web', 'package.json'));
  // The packages' exports hide their cjs files; find them next to their package.json.
  const fileOf = (pkg: string, file: string) =>
    join(dirname(require.resolve(`${pkg}/package.json`)), file);
  const files = [
    fileOf('react', 'cjs/react.production.js'),
    fileOf('react-dom', 'cjs/react-dom-client.production.js'),
  ];
  return files.reduce((sum, file) => sum + gz(readFileSync(file)), 0);
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prapa-bench-web-'));
  const app = await startApp(dataDir);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      const url = response.url();
      if (!url.endsWith('.js') || !url.startsWith(app.baseUrl)) return;
      scripts.set(url, gz(await response.body()));
    });

    await page.goto(`${app.baseUrl}/login`, { waitUntil: 'networkidle' });
    const login = new Map(scripts);
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('admin');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Prapa2569');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL(`${app.baseUrl}/`);
    // The dashboard's panels (and their chart code) load after the greeting.
    await page.getByText('ยอดค้างชำระ 4 รอบบิลล่าสุด').waitFor();
    await page.waitForLoadState('networkidle');

    const total = (files: Map<string, number>) => [...files.values()].reduce((a, b) => a + b, 0);
    const floor = reactFloor();
    console.log('| page | JS files | gzipped KB | floor (React) KB | ratio |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| /login (first visit) | ${login.size} | ${kb(total(login))} | ${kb(floor)} | ${(total(login) / floor).toFixed(1)}× |`,
    );
    console.log(
      `| /login then dashboard / | ${scripts.size} | ${kb(total(scripts))} | ${kb(floor)} | ${(total(scripts) / floor).toFixed(1)}× |`,
    );
    console.log('\nFiles (gzipped KB):');
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(size).padStart(6)}  ${url.slice(app.baseUrl.length)}`);
    }
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
