/**
 * Cash payments at the counter: `npm run bench -- set-payment`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled
 * by the scale generator (lib/generated-database.ts): 100,000 clients, October 2026 billed,
 * November open; the plan's late payers raised to 30 % (plus its 6 % debtors), so about a
 * third of October's bills are still unpaid, each the client's only unpaid bill (so any of
 * them may be paid first). Starts the real app on a loopback port and lets 50 cashiers
 * (BENCH_CONNECTIONS, each its own NORM account and session) pay at once over HTTP: every cashier
 * pays its own invoices one after another, each request with an Idempotency-Key, as fast as
 * the answers come back (closed loop), then at a fixed pace. Target: p99 < 50 ms (issue 6).
 *
 * Reported: the server-side time (Fastify's reply.elapsedTime, from arrival to the last byte;
 * the load generator's share of the two cores is not in it), the time the cashier waits
 * (the worker's own clock), and the floor: the same service call (one transaction, same SQL)
 * made directly one after another, without HTTP. BENCH_CLIENTS (default 100000) sets the size,
 * BENCH_SECONDS (default 10) each load run, BENCH_CONNECTIONS (default "1,50") the cashiers.
 */
import { Worker } from 'node:worker_threads';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { setPayment } from '../apps/api/src/modules/payments/set-payment.service.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import type { BenchDatabase } from './lib/bench-database.ts';
import { openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle, shareOfLimit } from './lib/generated-facts.ts';
import { listenTimed } from './lib/listen-timed.ts';
import { type Percentiles, percentiles, timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
/** Share of clients who have not paid their last bill yet (the scale plan's default is none). */
const LATE_SHARE = 0.3;
/** Issue 6: p99 under 50 ms with 50 concurrent cashiers. */
const LIMIT_MS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,50').split(',').map(Number);
/**
 * Paced runs: each of the 50 cashiers starts a payment every BENCH_PACE_MS (default "5000,1000":
 * 10 and 50 payments a second in all; a real cashier counting cash and printing takes far
 * longer per customer, so both are rush hours).
 */
const PACES_MS = (process.env.BENCH_PACE_MS ?? '5000,1000').split(',').map(Number);
const FLOOR_RUNS = 200;
// The app runs on the real clock: sessions must be fresh by it.
const NOW = new Date();

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

type Invoice = { id: number; total: number };

/**
 * The generated bills a cashier can take at the counter: unpaid, not zero, and the client's
 * only unpaid bill (a client paying several must start with the oldest).
 */
async function findPayableInvoices(database: BenchDatabase): Promise<Invoice[]> {
  return rawRows<Invoice>(
    database.db,
    sql`select i.id, i.total_satang::float8 as total from invoices i
      where i.receipt_id is null and i.total_satang > 0
        and not exists (select 1 from invoices o
          where o.client_id = i.client_id and o.receipt_id is null and o.id <> i.id)
      order by i.id`,
  );
}

/** The last receipt (id) and number taken so far per fiscal year: where the run starts. */
async function lastReceipts(database: BenchDatabase) {
  const rows = await rawRows<{ fiscal_year: number; seq: number; id: number }>(
    database.db,
    sql`select fiscal_year, max(seq)::int as seq, max(id)::int as id from receipts
      group by fiscal_year`,
  );
  return {
    id: Math.max(0, ...rows.map((row) => row.id)),
    seqs: new Map(rows.map((row) => [row.fiscal_year, row.seq])),
  };
}

async function main() {
  const database = await openGeneratedDatabase({
    clients: CLIENTS,
    months: 2,
    plan: { late: { share: LATE_SHARE } },
  });
  try {
    await settle(database);
    const invoices = await findPayableInvoices(database);
    const before = await lastReceipts(database);
    console.log(
      `${invoices.length.toLocaleString('en-US')} unpaid bills, each its client's only one, to pay at the counter`,
    );
    const loadBefore = machineLoad();

    const maxCashiers = Math.max(...CONNECTIONS);
    const cashiers = [];
    for (let i = 0; i < maxCashiers; i += 1) {
      const account = await createTestAccount(database.db, NOW, {
        role: ROLE.NORM,
        fullName: `แคชเชียร์ ${i + 1}`,
      });
      cashiers.push({ account, token: await createTestSession(database.db, account.id, NOW) });
    }

    const app = await buildApp({ database, logger: false, clock: () => new Date() });
    const { origin, served: serverTimes } = await listenTimed(app);
    const url = `${origin}${PAYMENT_PATHS.setPayment}`;

    let next = 0;
    const take = (n: number) => {
      const slice = invoices.slice(next, next + n);
      next += n;
      if (slice.length < n) throw new Error('not enough unpaid invoices: raise BENCH_CLIENTS');
      return slice;
    };
    const body = (invoice: Invoice) =>
      JSON.stringify({ invoices: [invoice.id], received: invoice.total });

    // Warm-up: JIT, connection pool, plans.
    for (const invoice of take(20)) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${cashiers[0]?.token}`,
          'content-type': 'application/json',
        },
        body: body(invoice),
      });
      if (response.status !== 200) throw new Error(`${response.status} ${await response.text()}`);
    }

    const results: {
      mode: string;
      connections: number;
      server: Percentiles;
      client: Percentiles;
      rate: number;
      other: string;
    }[] = [];
    // Closed loop for every cashier count (how fast it can go), then all cashiers each paying
    // once every pace (a busy counter).
    const runs = [
      ...CONNECTIONS.map((connections) => ({ connections, intervalMs: 0 })),
      ...PACES_MS.map((intervalMs) => ({ connections: maxCashiers, intervalMs })),
    ];
    const perCashier = Math.floor(
      (invoices.length - 20 - FLOOR_RUNS - 50) / runs.length / maxCashiers,
    );
    for (const { connections, intervalMs } of runs) {
      const users = cashiers.slice(0, connections).map(({ token }, c) => {
        const mine = take(perCashier);
        return {
          headers: { authorization: `Bearer ${token}` },
          bodies: mine.map(body),
          keys: mine.map((invoice) => `bench-${connections}-${intervalMs}-${c}-${invoice.id}`),
        };
      });
      serverTimes.length = 0;
      const worker = new Worker(new URL('./lib/post-worker.mjs', import.meta.url), {
        workerData: { url, seconds: SECONDS, intervalMs, users },
      });
      const result = await new Promise<{
        times: number[];
        statuses: Record<string, number>;
        elapsedMs: number;
      }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      const client = percentiles(result.times);
      const server = percentiles(serverTimes);
      const ok = result.statuses['200'] ?? 0;
      const other = Object.entries(result.statuses).filter(([status]) => status !== '200');
      const mode = intervalMs === 0 ? 'back to back' : `one each ${intervalMs} ms`;
      results.push({
        mode,
        connections,
        server,
        client,
        rate: (ok * 1000) / result.elapsedMs,
        other: other.length > 0 ? ` ${other.map(([s, n]) => `${n}× ${s}`).join(', ')}` : '',
      });
      console.log(
        `${mode}, ${connections} cashiers: server p99 ${fmt(server.p99)} ms, client p99 ${fmt(client.p99)} ms, ${((ok * 1000) / result.elapsedMs).toFixed(0)} payments/s${results.at(-1)?.other ?? ''}`,
      );
    }
    await app.close();

    // The floor: the service itself, one payment after another, no HTTP.
    const [first] = cashiers;
    if (!first) throw new Error('no cashier');
    const ctx = {
      ...systemContext(database.db),
      account: {
        id: first.account.id,
        userName: first.account.userName,
        fullName: first.account.fullName,
        role: ROLE.NORM,
        roleName: 'NORM',
        roleNameTh: 'NORM',
        flags: first.account.flags,
      },
    };
    const floorInvoices = take(FLOOR_RUNS + 10);
    let f = 0;
    const floor = await timeDirect(
      async () => {
        const invoice = floorInvoices[f++] as Invoice;
        await setPayment(
          { ...ctx, now: new Date() },
          { invoices: [invoice.id], received: invoice.total },
          `floor-${invoice.id}`,
        );
      },
      FLOOR_RUNS,
      10,
    );

    // The receipts of this run, per fiscal year: numbers right after the generated ones, no gap.
    const issued = await rawRows<{ fiscal_year: number; n: number; first: number; last: number }>(
      database.db,
      sql`select fiscal_year, count(*)::int as n, min(seq)::int as first, max(seq)::int as last
        from receipts where id > ${before.id} group by fiscal_year`,
    );
    const receipts = issued.reduce((n, row) => n + row.n, 0);
    const gapless = issued.every(
      (row) =>
        row.first === (before.seqs.get(row.fiscal_year) ?? 0) + 1 &&
        row.last - row.first + 1 === row.n,
    );
    console.log(
      `\n${database.label}, ${CLIENTS.toLocaleString('en-US')} clients (generated in ${(database.generatedMs / 1000).toFixed(1)} s), ${invoices.length.toLocaleString('en-US')} payable bills, ${SECONDS} s per load run; times in ms; ${receipts.toLocaleString('en-US')} receipts issued, numbers gapless after the generated ones: ${gapless}; ${loadBefore} at the start, ${machineLoad()} at the end`,
    );
    console.log(
      `Floor: setPayment() called directly, one payment after another. Limit (issue 6): p99 under ${LIMIT_MS} ms with 50 concurrent cashiers (shares below of the server and the client p99: on PGlite the queries run on the server's thread, so requests queue before Fastify sees them and the client column is the one to read).`,
    );
    console.log(
      '| set-payment (1 invoice each) | cashiers | server p50 | server p95 | server p99 | client p50 | client p95 | client p99 | payments/s | server p99 / floor p99 | p99, share of the limit: server / client |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.mode} | ${r.connections} | ${fmt(r.server.p50)} | ${fmt(r.server.p95)} | ${fmt(r.server.p99)} | ${fmt(r.client.p50)} | ${fmt(r.client.p95)} | ${fmt(r.client.p99)} | ${r.rate.toFixed(0)} | ${(r.server.p99 / floor.p99).toFixed(1)}× | ${Math.round((r.server.p99 / LIMIT_MS) * 100)} % / ${shareOfLimit(r.client.p99, LIMIT_MS)} |${r.other}`,
      );
    }
    console.log(
      `| floor: setPayment() direct, one after another | 1 | ${fmt(floor.p50)} | ${fmt(floor.p95)} | ${fmt(floor.p99)} | – | – | – | – | 1.0× | ${shareOfLimit(floor.p99, LIMIT_MS)} |`,
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

await main();
