/**
 * One cold page load's network waterfall and LCP, as web-size measures it (1.6 Mbps, 150 ms
 * RTT, cache off, through the gzip proxy): `npx tsx bench/lcp-trace.ts <base-url> <path> [user-json]`.
 * For finding what the Largest Contentful Paint waits for; not part of `npm run bench`.
 */
import { chromium } from 'playwright-core';
import { startGzipProxy } from './lib/gzip-proxy.ts';

const [base = 'http://127.0.0.1:4003', path = '/login', user] = process.argv.slice(2);
const proxy = await startGzipProxy(base);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext();
  if (user) await context.addInitScript((value) => localStorage.setItem('user', value), user);
  const page = await context.newPage();
  if (process.env.TRACE_DELAY_ME) {
    await page.route('**/api/auth/me', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Number(process.env.TRACE_DELAY_ME)));
      await route.continue();
    });
  }
  const cdp = await context.newCDPSession(page);
  type Row = {
    url: string;
    start: number;
    response?: number;
    end?: number;
    bytes?: number;
    initiator?: string;
  };
  const rows = new Map<string, Row>();
  let t0 = 0;
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!t0) t0 = e.timestamp;
    const init = e.initiator?.url ?? e.initiator?.stack?.callFrames?.[0]?.url ?? e.initiator?.type;
    rows.set(e.requestId, { url: e.request.url, start: e.timestamp, initiator: init });
    if (process.env.TRACE_STACKS && e.request.url.includes('/api/')) {
      const frames = e.initiator?.stack?.callFrames ?? [];
      console.log(
        e.request.url,
        frames.map((f) => `${f.functionName}:${f.columnNumber}`).join(' < '),
      );
      let parent = e.initiator?.stack?.parent;
      while (parent) {
        console.log(
          '   async',
          parent.description,
          parent.callFrames
            .slice(0, 6)
            .map((f) => `${f.functionName}:${f.columnNumber}`)
            .join(' < '),
        );
        parent = parent.parent;
      }
    }
  });
  cdp.on('Network.responseReceived', (e) => {
    const row = rows.get(e.requestId);
    if (row) row.response = e.timestamp;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const row = rows.get(e.requestId);
    if (row) {
      row.end = e.timestamp;
      row.bytes = e.encodedDataLength;
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await page.goto(`${proxy.url}${path}`, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  const lcp = await page.evaluate(
    () =>
      new Promise<{ time: number; element: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[];
          const last = entries[entries.length - 1];
          resolve({
            time: last?.startTime ?? Number.NaN,
            element: `${last?.element?.tagName} ${last?.element?.textContent?.slice(0, 60)}`,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const short = (url: string) => url.replace(proxy.url, '').slice(0, 60);
  const ms = (t?: number) => (t ? String(Math.round((t - t0) * 1000)).padStart(5) : '    -');
  console.log(' start  resp   end    bytes  url  <- initiator');
  for (const row of [...rows.values()].sort((a, b) => a.start - b.start)) {
    console.log(
      `${ms(row.start)} ${ms(row.response)} ${ms(row.end)} ${String(row.bytes ?? '').padStart(7)}  ${short(row.url)}  <- ${short(row.initiator ?? '')}`,
    );
  }
  console.log(`LCP ${Math.round(lcp.time)} ms: ${lcp.element}`);
  console.log(`requests ${rows.size}`);
} finally {
  await browser.close();
  await proxy.close();
}
