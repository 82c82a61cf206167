/**
 * JavaScript a browser downloads for the first back-office pages: `npm run bench -- web-size`.
 *
 * Starts the app as a user does (scripts/start.mjs builds the web app when stale, fresh
 * embedded database with demo data), opens /login in Chromium, then signs in as the demo admin
 * and lands on the dashboard, recording every JavaScript file the page fetched. Sizes are the
 * files as served and gzipped here (level 6, what a reverse proxy would send). The floor is
 * React + react-dom alone, built by Vite as the app is (minified, production), rendering one
 * heading: the least any React page costs. Budgets (issue 19): 170 KB for /login, 200 KB for
 * /login then the dashboard. Also printed: the dashboard opened cold by a signed-in user (a
 * fresh page, `/` directly: what a returning reader's phone loads), and what signing in adds
 * to /login.
 *
 * Then the Largest Contentful Paint (the performance API's `largest-contentful-paint` entry)
 * of the floor page, of /login and, signed in, of the dashboard `/`, each opened cold (cache
 * off) in a fresh page over an emulated slow link (Chromium DevTools
 * `Network.emulateNetworkConditions`: 1.6 Mbps down, 750 kbps up, 150 ms round trip), through
 * a gzipping reverse proxy (lib/gzip-proxy.ts; answers the app compresses itself, such as the
 * build's brotli copies of its assets, pass through it as they are). Median of BENCH_LCP_RUNS
 * (default 5).
 * Budget: 1.5 s. For /login also when its form works: the sign-in page is prerendered into
 * index.html (decision 034) and paints before its JavaScript runs; the second figure is when
 * React's own render has replaced that copy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { REPO_ROOT, startApp } from './lib/app-process.ts';
import { listenOnLoopback, startGzipProxy } from './lib/gzip-proxy.ts';
import { largestTextPaint, tagTextPaints } from './lib/paint-after.ts';

const LOGIN_BUDGET_KB = 170;
const DASHBOARD_BUDGET_KB = 200;
const LCP_BUDGET_MS = 1500;
const LCP_RUNS = Number(process.env.BENCH_LCP_RUNS ?? 5);
/** 1.6 Mbps down, 750 kbps up, 150 ms round trip (a village 3G/4G link, issue 19). */
const SLOW_LINK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (body: Buffer) => gzipSync(body, { level: 6 }).length;

const FLOOR_ENTRY = '\0web-size-floor';

/**
 * The floor page's script: React + react-dom rendering one heading, built by Vite from the web
 * app's own React as its build is (production, minified). Its gzipped size is the JavaScript
 * floor; the page is the LCP floor.
 */
async function reactFloorScript(): Promise<Buffer> {
  const output = await build({
    root: join(REPO_ROOT, 'apps', 'web'),
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'web-size-floor',
        resolveId: (id) => (id === FLOOR_ENTRY ? id : null),
        load: (id) =>
          id === FLOOR_ENTRY
            ? [
                "import { createElement } from 'react';",
                "import { createRoot } from 'react-dom/client';",
                "createRoot(document.getElementById('root')).render(createElement('h1', null, 'PRAPA'));",
              ].join('\n')
            : null,
      },
    ],
    build: {
      write: false,
      modulePreload: false,
      rolldownOptions: { input: FLOOR_ENTRY, output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs
    .flatMap((result) => result.output)
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk');
  if (!chunk) throw new Error('the floor build produced no script');
  return Buffer.from(chunk.code);
}

/** Serves the floor page: one heading rendered by `script`. */
async function startFloorPage(
  script: Buffer,
): Promise<{ url: string; close: () => Promise<void> }> {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head>' +
    '<body><div id="root"></div><script type="module" src="/floor.js"></script></body></html>';
  const server = createServer((request, response) => {
    if (request.url === '/floor.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  return listenOnLoopback(server);
}

/**
 * LCP of `path` opened cold over the slow link; `user` signs the page in first. `ready` is when
 * React's own render replaced the sign-in page prerendered in index.html (decision 034), i.e.
 * when the form works: NaN when the page had no prerendered part.
 */
async function lcpOf(
  browser: Browser,
  baseUrl: string,
  path: string,
  user?: string,
): Promise<number> {
  return (await paintOf(browser, baseUrl, path, user)).lcp;
}

async function paintOf(
  browser: Browser,
  baseUrl: string,
  path: string,
  user?: string,
): Promise<{ lcp: number; ready: number; largestText: number }> {
  const context = await browser.newContext();
  try {
    await tagTextPaints(context);
    if (user) await context.addInitScript((value) => localStorage.setItem('user', value), user);
    await context.addInitScript(() => {
      const win = window as unknown as { prapaReady?: number };
      document.addEventListener('DOMContentLoaded', () => {
        if (!document.querySelector('[data-prapa-static]')) return;
        new MutationObserver((_records, observer) => {
          if (document.querySelector('[data-prapa-static]')) return;
          win.prapaReady = performance.now();
          observer.disconnect();
        }).observe(document.documentElement, { childList: true, subtree: true });
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const largestText = await largestTextPaint(page, 'navigation');
    const paint = await page.evaluate(
      () =>
        new Promise<{ lcp: number; ready: number }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve({
              lcp: entries[entries.length - 1]?.startTime ?? Number.NaN,
              ready: (window as unknown as { prapaReady?: number }).prapaReady ?? Number.NaN,
            });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    return { ...paint, largestText };
  } finally {
    await context.close();
  }
}

/** The slow link on a page of a fresh context, its HTTP cache empty but on. */
async function slowPage(browser: Browser, user?: string) {
  const context = await browser.newContext();
  await tagTextPaints(context);
  if (user) await context.addInitScript((value) => localStorage.setItem('user', value), user);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
  return { context, page };
}

/**
 * A first visit that signs in: /login opened with an empty cache, the form filled once it
 * works, then the time from the click on 'เข้าสู่ระบบ' to the paint of the dashboard's largest
 * text (the LCP rule, by Element Timing: lib/paint-after.ts).
 */
async function dashboardAfterSignIn(browser: Browser, baseUrl: string): Promise<number> {
  const { context, page } = await slowPage(browser);
  try {
    await page.goto(`${baseUrl}/login`, { waitUntil: 'load' });
    await page.waitForFunction(() => !document.querySelector('[data-prapa-static]'));
    await page.waitForLoadState('networkidle');
    await page.getByLabel('ชื่อผู้ใช้', { exact: true }).fill('admin');
    await page.getByLabel('รหัสผ่าน', { exact: true }).fill('Prapa2569');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByTestId('today-cash').waitFor();
    await page.waitForLoadState('networkidle');
    return await largestTextPaint(page, 'click');
  } finally {
    await context.close();
  }
}

/**
 * A returning user: the dashboard opened once (the browser keeps the hashed assets for a
 * year, index.html is revalidated), then `/` opened again; that second load's LCP.
 */
async function dashboardReturning(browser: Browser, baseUrl: string, user: string) {
  const { context, page } = await slowPage(browser, user);
  try {
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.getByTestId('today-cash').waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.getByTestId('today-cash').waitFor();
    await page.waitForLoadState('networkidle');
    return await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

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
    const floorScript = await reactFloorScript();
    const floor = gz(floorScript);
    console.log('| page | JS files | gzipped KB | floor (React) KB | ratio |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| /login (first visit) | ${login.size} | ${kb(total(login))} | ${kb(floor)} | ${(total(login) / floor).toFixed(1)}× |`,
    );
    console.log(
      `| /login then dashboard / | ${scripts.size} | ${kb(total(scripts))} | ${kb(floor)} | ${(total(scripts) / floor).toFixed(1)}× |`,
    );
    console.log(
      `Budgets: /login ${LOGIN_BUDGET_KB} KB (${Math.round((total(login) / 1024 / LOGIN_BUDGET_KB) * 100)} %), with the dashboard ${DASHBOARD_BUDGET_KB} KB (${Math.round((total(scripts) / 1024 / DASHBOARD_BUDGET_KB) * 100)} %)`,
    );
    console.log('\nFiles (gzipped KB):');
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(size).padStart(6)}  ${url.slice(app.baseUrl.length)}`);
    }

    // The signed-in session as the app keeps it, for opening the dashboard directly.
    const user = await page.evaluate(() => localStorage.getItem('user') ?? '');
    const direct = await browser.newContext();
    const cold = new Map<string, number>();
    try {
      await direct.addInitScript((value) => localStorage.setItem('user', value), user);
      const directPage = await direct.newPage();
      directPage.on('response', async (response) => {
        const url = response.url();
        if (!url.endsWith('.js') || !url.startsWith(app.baseUrl)) return;
        cold.set(url, gz(await response.body()));
      });
      await directPage.goto(`${app.baseUrl}/`, { waitUntil: 'networkidle' });
      await directPage.getByText('ยอดค้างชำระ 4 รอบบิลล่าสุด').waitFor();
      await directPage.waitForLoadState('networkidle');
    } finally {
      await direct.close();
    }
    console.log(
      `\nDashboard opened cold when signed in: ${cold.size} JS files, ${kb(total(cold))} KB (${Math.round((total(cold) / 1024 / DASHBOARD_BUDGET_KB) * 100)} % of ${DASHBOARD_BUDGET_KB} KB); signing in added ${scripts.size - login.size} files, ${kb(total(scripts) - total(login))} KB to /login`,
    );
    for (const [url, size] of [...cold].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${kb(size).padStart(6)}  ${url.slice(app.baseUrl.length)}`);
    }
    const floorPage = await startFloorPage(floorScript);
    const floorProxy = await startGzipProxy(floorPage.url);
    const proxy = await startGzipProxy(app.baseUrl);
    try {
      const runs = {
        floor: [] as number[],
        login: [] as number[],
        loginReady: [] as number[],
        dashboard: [] as number[],
        dashboardText: [] as number[],
        afterSignIn: [] as number[],
        returning: [] as number[],
      };
      for (let i = 0; i < LCP_RUNS; i += 1) {
        runs.floor.push(await lcpOf(browser, floorProxy.url, '/'));
        const login = await paintOf(browser, proxy.url, '/login');
        runs.login.push(login.lcp);
        runs.loginReady.push(login.ready);
        const dashboard = await paintOf(browser, proxy.url, '/', user);
        runs.dashboard.push(dashboard.lcp);
        runs.dashboardText.push(dashboard.largestText);
        runs.afterSignIn.push(await dashboardAfterSignIn(browser, proxy.url));
        runs.returning.push(await dashboardReturning(browser, proxy.url, user));
      }
      const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
      const floorMs = median(runs.floor);
      console.log(
        `\nLCP, cold, 1.6 Mbps / 150 ms RTT, gzip proxy (ms; budget ${LCP_BUDGET_MS}); ${loadavg()
          .map((v) => v.toFixed(2))
          .join(' / ')} load average`,
      );
      console.log('| page | median | runs | floor (React page) | ratio | share of the budget |');
      console.log('|---|---:|---|---:|---:|---:|');
      for (const [name, values] of [
        ['floor: React + react-dom, one heading', runs.floor],
        ['/login', runs.login],
        ['/login: the form works (React replaced the prerendered page)', runs.loginReady],
        ['/ (dashboard, signed in, empty cache)', runs.dashboard],
        [
          '  the same loads by the Element Timing method (checks it against the row above)',
          runs.dashboardText,
        ],
        ['dashboard after signing in on a first visit (from the click)', runs.afterSignIn],
        ['/ (dashboard) for a returning user (assets cached)', runs.returning],
      ] as const) {
        console.log(
          `| ${name} | ${median(values).toFixed(0)} | ${ms(values)} | ${floorMs.toFixed(0)} | ${(median(values) / floorMs).toFixed(1)}× | ${Math.round((median(values) / LCP_BUDGET_MS) * 100)} % |`,
        );
      }
    } finally {
      await proxy.close();
      await floorProxy.close();
      await floorPage.close();
    }
  } finally {
    await browser.close();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
