/**
 * Cash payments at the counter: `npm run bench -- set-payment`.
 *
 * Fills a throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite)
 * with clients and meters (lib/fill-clients.ts), one closed cycle of readings and one unpaid
 * invoice per active client, starts the real app on a loopback port and lets 50 cashiers
 * (BENCH_CASHIERS, each its own NORM account and session) pay at once over HTTP: every cashier
 * pays its own invoices one after another, each request with an Idempotency-Key, as fast as
 * the answers come back (closed loop), then at a fixed pace. Target: p99 < 50 ms (issue 6).
 *
 * Reported: the server-side time (Fastify's reply.elapsedTime, from arrival to the last byte;
 * the load generator's share of the two cores is not in it), the time the cashier waits
 * (the worker's own clock), and the floor: the same service call (one transaction, same SQL)
 * made directly one after another, without HTTP. BENCH_CLIENTS (default 20000) sets the size,
 * BENCH_SECONDS (default 10) each load run, BENCH_CONNECTIONS (default "1,50") the cashiers.
 */
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { PAYMENT_PATHS } from '@prapa/contracts/payments';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { setPayment } from '../apps/api/src/modules/payments/set-payment.service.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { type BenchDatabase, openBenchDatabase } from './lib/bench-database.ts';
import { fillClients } from './lib/fill-clients.ts';
import { percentiles, timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20_000);
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
 * A tariff version per group, the October 2026 cycle (closed) with a reading of every active
 * meter, and one unpaid invoice per reading; clients' debt and status set from the invoices.
 */
async function fillInvoices(database: BenchDatabase): Promise<Invoice[]> {
  const run = (text: string) => database.db.execute(sql.raw(text));
  await run(`
    insert into tariff_versions (group_id, version_no, effective_from, tiers)
    select id, 1, date '2025-10-01', '[{"from_unit":0,"to_unit":null,"rate_satang":1000}]'::jsonb
    from tariff_groups`);
  await run(`
    insert into billing_cycles (bill_cycle_no, bill_cycle_name, bill_year, period_year,
      period_month, bill_cut_off, "order", status, opened_at, closed_at)
    values (1, 'ตุลาคม 2569', 2570, 2026, 10, '2026-10-25', 1, 'closed', now(), now())`);
  await run(`
    insert into meter_readings (cycle_id, meter_id, client_id, period, previous_reading,
      current_reading, units)
    select (select id from billing_cycles), m.id, m.client_id, 2026 * 12 + 9, m.initial_reading,
      m.initial_reading + 8 + (m.id * 7) % 28, 8 + (m.id * 7) % 28
    from meters m join clients c on c.id = m.client_id
    where c.status_code like '1\\_%'`);
  await run(`
    insert into invoices (invoice_no, fiscal_year, seq, invoice_date, due_date, cycle_id,
      client_id, meter_id, reading_id, tariff_version_id, previous_reading, current_reading,
      units, tiers, bill_satang, fee_satang, vat_satang, total_satang)
    select '2570/' || lpad(n::text, 6, '0'), 2570, n, date '2026-10-26', date '2026-11-10',
      r.cycle_id, r.client_id, r.meter_id, r.id,
      (select v.id from tariff_versions v where v.group_id = c.tariff_group_id),
      r.previous_reading, r.current_reading, r.units, '[]'::jsonb,
      r.units * 1000, 1000, 0, r.units * 1000 + 1000
    from (select r.*, row_number() over (order by r.id) as n from meter_readings r) r
    join clients c on c.id = r.client_id`);
  await run(`
    update clients c set debt_satang = coalesce(i.debt, 0),
      status_code = left(c.status_code, 2) || case when coalesce(i.debt, 0) > 0 then '1' else '0' end
    from (select cl.id, (select sum(total_satang) from invoices where client_id = cl.id) as debt
          from clients cl) i
    where i.id = c.id`);
  await run(`insert into document_numbers (kind, fiscal_year, last_no)
    values ('invoice', 2570, (select count(*) from invoices))`);
  await run('vacuum analyze');
  return rawRows<Invoice>(
    database.db,
    sql`select id, total_satang::float8 as total from invoices order by id`,
  );
}

async function main() {
  const database = await openBenchDatabase();
  console.log(`${database.label}: filling ${CLIENTS.toLocaleString('en-US')} clients + invoices…`);
  try {
    const started = performance.now();
    await fillClients(database, CLIENTS);
    const invoices = await fillInvoices(database);
    console.log(
      `filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${invoices.length.toLocaleString('en-US')} unpaid invoices`,
    );

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
    let serverTimes: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      serverTimes.push(reply.elapsedTime);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${PAYMENT_PATHS.setPayment}`;

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

    const rows: string[] = [];
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
      serverTimes = [];
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
      rows.push(
        `| ${mode} | ${connections} | ${fmt(server.p50)} | ${fmt(server.p95)} | ${fmt(server.p99)} | ${fmt(client.p50)} | ${fmt(client.p95)} | ${fmt(client.p99)} | ${((ok * 1000) / result.elapsedMs).toFixed(0)} |${other.length > 0 ? ` ${other.map(([s, n]) => `${n}× ${s}`).join(', ')}` : ''}`,
      );
      console.log(rows.at(-1));
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

    const [numbers] = await rawRows<{ receipts: number; gapless: boolean }>(
      database.db,
      sql`select count(*)::int as receipts, (max(seq) - min(seq) + 1 = count(*)) as gapless
          from receipts`,
    );
    console.log(
      `\n${database.label}, ${invoices.length.toLocaleString('en-US')} unpaid invoices, ${SECONDS} s per load run; times in ms; ${numbers?.receipts} receipts issued, numbers gapless: ${numbers?.gapless}`,
    );
    console.log(
      '| set-payment (1 invoice each) | cashiers | server p50 | server p95 | server p99 | client p50 | client p95 | client p99 | payments/s |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(
      `| floor: setPayment() direct, one after another | 1 | ${fmt(floor.p50)} | ${fmt(floor.p95)} | ${fmt(floor.p99)} | – | – | – | – |`,
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

await main();
