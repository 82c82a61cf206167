/**
 * The public bill check at 100,000 clients: `npm run bench -- bill-check`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled
 * by the scale generator (lib/generated-database.ts): 100,000 clients, September and October
 * 2026 billed and mostly paid (receipts), about 6 % of clients owing, November open; the
 * organisation's PromptPay biller id set. Starts the real app on a loopback port
 * with the bill-check rate limits off (PRAPA_BILL_CHECK_PER_IP=0, PRAPA_BILL_CHECK_GLOBAL=0) and
 * POSTs lookups at a fixed 100 per second (BENCH_RATE) for BENCH_SECONDS (default 30): nine in
 * ten for a real member and house number (bills and a QR), one in ten with a wrong house number.
 * A second run turns the database-backed limits on (with ceilings nobody reaches), to show what
 * counting costs. Floor: the lookup's query alone and the whole service, called directly one
 * after another. Limit (issue 7): server p99 under 50 ms on PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { findBillCheckRow } from '../apps/api/src/modules/bill-check/bill-check.repository.ts';
import { billCheckKey, checkBill } from '../apps/api/src/modules/bill-check/bill-check.service.ts';
import { openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle, shareOfLimit } from './lib/generated-facts.ts';
import { percentiles, timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const CONNECTIONS = 10;
const SAMPLE = 2_000;
/** Issue 7: server p99 under 50 ms at 100 lookups/s (PostgreSQL). */
const LIMIT_MS = 50;

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

type LoadOutcome = { times: number[]; statuses: Record<string, number> };

function load(url: string, bodies: string[], seconds = SECONDS): Promise<LoadOutcome> {
  const worker = new Worker(new URL('./lib/bill-check-load-worker.mjs', import.meta.url), {
    workerData: { url, bodies, connections: CONNECTIONS, seconds, rate: RATE },
  });
  return new Promise<LoadOutcome>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  }).finally(() => worker.terminate());
}

async function main() {
  const database = await openGeneratedDatabase({ clients: CLIENTS, months: 3 });
  const rows: string[] = [];
  try {
    await settle(database);
    const [counts] = await rawRows<{
      invoices: number;
      unpaid: number;
      receipts: number;
      biller: string | null;
    }>(
      database.db,
      sql`select (select count(*)::int from invoices) as invoices,
        (select count(*)::int from invoices where receipt_id is null) as unpaid,
        (select count(*)::int from receipts) as receipts,
        (select promptpay_biller_id from organisation limit 1) as biller`,
    );
    if (!counts?.biller) throw new Error('the generated organisation has no PromptPay biller id');
    console.log(
      `${counts.invoices.toLocaleString('en-US')} invoices (${counts.unpaid.toLocaleString('en-US')} unpaid), ${counts.receipts.toLocaleString('en-US')} receipts; biller id ${counts.biller}`,
    );
    const loadAtStart = machineLoad();

    // Real pairs spread over the whole register, in member-id and water-number form, plus one
    // wrong house number in ten (answered 404 after the same single query).
    const sample = await rawRows<{ member_id: number; water_no: string; house_no: string }>(
      database.db,
      sql`select member_id::int, water_no, house_no from clients where deleted_at is null
        order by (id * 7919) % 100003 limit ${SAMPLE}`,
    );
    const bodies = sample.map((client, i) =>
      JSON.stringify({
        member_or_water_no:
          i % 2 === 0 ? String(client.member_id).padStart(5, '0') : client.water_no,
        house_no: i % 10 === 9 ? `${client.house_no}x` : client.house_no,
      }),
    );

    // The floor: the same work without HTTP, once as the query alone and once as the whole
    // service (query, masking, PromptPay payload and the QR drawn as SVG).
    const requests = bodies.map(
      (body) => JSON.parse(body) as { member_or_water_no: string; house_no: string },
    );
    let i = 0;
    const nextRequest = () => requests[i++ % requests.length] as (typeof requests)[number];
    const query = await timeDirect(
      () => findBillCheckRow(database.db, billCheckKey(nextRequest()), new Date(0)),
      300,
    );
    const ctx = systemContext(database.db);
    const service = await timeDirect(() => checkBill(ctx, nextRequest()).catch(() => null), 300);
    const floorLine = `floor, one after another: query p50 ${fmt(query.p50)} p95 ${fmt(query.p95)} p99 ${fmt(query.p99)}; service p50 ${fmt(service.p50)} p95 ${fmt(service.p95)} p99 ${fmt(service.p99)}`;
    console.log(floorLine);

    for (const limits of ['off', 'on'] as const) {
      process.env.PRAPA_BILL_CHECK_PER_IP = limits === 'off' ? '0' : '1000000';
      process.env.PRAPA_BILL_CHECK_GLOBAL = limits === 'off' ? '0' : '1000000';
      const app = await buildApp({ database, logger: false });
      // Server-side time, as in bench/clients.ts: arrival to the last byte written.
      const serverTimes: number[] = [];
      app.addHook('onResponse', async (_request, reply) => {
        serverTimes.push(reply.elapsedTime);
      });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const url = `http://127.0.0.1:${port}/api/public/bill-check`;
      const check = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: bodies[0],
      });
      if (check.status !== 200) throw new Error(`check: ${check.status} ${await check.text()}`);
      // Warm-up: JIT, the connection pool and the database's caches.
      await load(url, bodies.slice(0, 200), 5);
      serverTimes.length = 0;
      const loadBefore = loadavg()[0] ?? 0;
      const outcome = await load(url, bodies);
      const loadAfter = loadavg()[0] ?? 0;
      await app.close();
      const server = percentiles(serverTimes);
      const client = percentiles(outcome.times);
      rows.push(
        `| ${limits} | ${RATE} | ${fmt(server.p50)} | ${fmt(server.p95)} | ${fmt(server.p99)} | ${fmt(client.p50)} | ${fmt(client.p95)} | ${fmt(client.p99)} | ${(outcome.times.length / SECONDS).toFixed(0)} | ${(server.p99 / service.p99).toFixed(1)}× | ${shareOfLimit(server.p99, LIMIT_MS)} | ${JSON.stringify(outcome.statuses)} | ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)} |`,
      );
      console.log(rows.at(-1));
    }

    console.log(
      `\n${database.label}, ${CLIENTS.toLocaleString('en-US')} clients (generated in ${(database.generatedMs / 1000).toFixed(1)} s), ${SECONDS} s at ${RATE}/s over ${CONNECTIONS} connections; times in ms; ${loadAtStart} at the start, ${machineLoad()} at the end`,
    );
    console.log(
      `${floorLine}. Limit (issue 7): server p99 under ${LIMIT_MS} ms with the rate limits off (PostgreSQL; PGlite recorded against it).`,
    );
    console.log(
      '| rate limits | target req/s | server p50 | server p95 | server p99 | client p50 | client p95 | client p99 | req/s | server p99 / floor (service) p99 | server p99, share of the limit | statuses | load average |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|');
    for (const row of rows) console.log(row);
  } finally {
    delete process.env.PRAPA_BILL_CHECK_PER_IP;
    delete process.env.PRAPA_BILL_CHECK_GLOBAL;
    await database.close();
    await database.drop();
  }
}

await main();
