/**
 * Reports as background jobs: `npm run bench -- reports`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled
 * by the scale generator: BENCH_CLIENTS (default 100,000) members × BENCH_MONTHS (default 6)
 * months, the plan's late payers raised to 30 % so there are bills left to pay at the counter.
 * The real app listens on a loopback port while each report runs as a job (the same runner,
 * worker thread and file room as in production) and 5 cashiers each pay one bill a second
 * over HTTP (BENCH_CASHIERS, BENCH_PACE_MS). Reported per report: wall time, rows, pages, file
 * size, the process's peak RSS during the run (main thread and worker threads; PostgreSQL's
 * own memory is another process) and the counter's p99 while it ran.
 * Floors (issue 18): form 17 of one month as PDF < 60 s and as Excel < 20 s, the list reports
 * < 10 s, peak memory < 1 GB, the counter's p99 < 50 ms.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReportKind } from '@prapa/contracts/reports';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { storedPath } from '../apps/api/src/modules/files/file-store.ts';
import { insertJob } from '../apps/api/src/modules/jobs/jobs.repository.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { type GeneratedBenchDatabase, openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle } from './lib/generated-facts.ts';
import { percentiles } from './lib/measure.ts';
import { startPacedPayments } from './lib/paced-payments.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 6);
const CASHIERS = Number(process.env.BENCH_CASHIERS ?? 5);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const P99_LIMIT_MS = 50;
const MEMORY_LIMIT_MB = 1024;
const NOW = new Date();

const RUNS: { report: TReportKind; format: 'pdf' | 'xlsx'; limitS: number }[] = [
  { report: 'form17', format: 'pdf', limitS: 60 },
  { report: 'form17', format: 'xlsx', limitS: 20 },
  { report: 'users-registered', format: 'pdf', limitS: 10 },
  { report: 'users-registered', format: 'xlsx', limitS: 10 },
  { report: 'meter-sheet', format: 'pdf', limitS: 10 },
  { report: 'expected', format: 'pdf', limitS: 10 },
];

/** BENCH_ONLY=meter-sheet:pdf,form17:xlsx runs just those (all when unset). */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const SELECTED = ONLY ? RUNS.filter((r) => ONLY.includes(`${r.report}:${r.format}`)) : RUNS;
/** How long the counter runs alone first, as the floor its p99 under a report is read against. */
const ALONE_MS = Number(process.env.BENCH_ALONE_MS ?? 10_000);

type Invoice = { id: number; total: number };

/**
 * BENCH_REPORTS_DATABASE_URL: a database this benchmark generated before (kept when a run was
 * stopped), used as it is and not dropped: generating 100,000 members costs minutes of CPU.
 */
async function openDatabaseForRun(): Promise<GeneratedBenchDatabase> {
  const reuse = process.env.BENCH_REPORTS_DATABASE_URL;
  if (!reuse) {
    return openGeneratedDatabase({
      clients: CLIENTS,
      months: MONTHS,
      plan: { late: { share: 0.3 } },
    });
  }
  const handle = await openDatabase({ kind: 'postgres', url: reuse });
  const [row] = await rawRows<{ v: string }>(
    handle.db,
    sql`select current_setting('server_version') as v`,
  );
  console.log(`reusing ${reuse}`);
  // Jobs a stopped run left behind would be taken before this run's.
  await rawRows(handle.db, sql`delete from jobs`);
  return {
    ...handle,
    label: `PostgreSQL ${row?.v ?? '?'} (reused database)`,
    drop: async () => undefined,
    generatedMs: 0,
    summary: {} as GeneratedBenchDatabase['summary'],
  };
}

async function main() {
  const database = await openDatabaseForRun();
  const dataDir = await mkdtemp(join(tmpdir(), 'prapa-bench-reports-'));
  try {
    await settle(database);
    const invoices = await rawRows<Invoice>(
      database.db,
      sql`select i.id, i.total_satang::float8 as total from invoices i
        where i.receipt_id is null and i.cancelled_at is null and i.total_satang > 0
          and not exists (select 1 from invoices o
            where o.client_id = i.client_id and o.receipt_id is null and o.id <> i.id)
        order by i.id`,
    );
    const cashiers = [];
    for (let i = 0; i < CASHIERS; i += 1) {
      const account = await createTestAccount(database.db, NOW, { role: ROLE.NORM });
      cashiers.push({ token: await createTestSession(database.db, account.id, NOW) });
    }
    const asker = await createTestAccount(database.db, NOW, { role: ROLE.NORM });

    const app = await buildApp({ database, logger: false, dataDir, clock: () => new Date() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}${PAYMENT_PATHS.setPayment}`;
    let next = 0;
    const perRun = Math.floor(invoices.length / (SELECTED.length + 2) / CASHIERS);

    // Warm-up: JIT, pool, plans, each cashier's session (its first request parses and plans
    // the session lookup); and the report worker thread (started once per process).
    const warm = invoices.slice(0, 4 * CASHIERS);
    for (const [i, invoice] of warm.entries()) {
      await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${cashiers[i % CASHIERS]?.token}`,
          'content-type': 'application/json',
          'idempotency-key': `warm-${invoice.id}`,
        },
        body: JSON.stringify({ invoices: [invoice.id], received: invoice.total }),
      });
    }
    next = warm.length;
    await insertJob(database.db, {
      kind: 'report',
      params: { report: 'expected', format: 'pdf', filters: {} },
      requestedBy: asker.id,
      at: new Date(),
    });
    await app.jobs.runOnce();

    const results = [];
    let alone = { payments: 0, p50: 0, p99: 0 };
    const plan: ((typeof RUNS)[number] | 'alone')[] = ['alone', ...SELECTED];
    for (const run of plan) {
      const tag = run === 'alone' ? 'alone' : `${run.report}-${run.format}`;
      const users = cashiers.map(({ token }, c) => {
        const mine = invoices.slice(next, next + perRun);
        next += perRun;
        return {
          headers: { authorization: `Bearer ${token}` },
          bodies: mine.map((i) => JSON.stringify({ invoices: [i.id], received: i.total })),
          keys: mine.map((i) => `bench-${tag}-${c}-${i.id}`),
        };
      });
      const pacer = startPacedPayments({ url, intervalMs: PACE_MS, users });
      if (run === 'alone') {
        await new Promise((resolve) => setTimeout(resolve, ALONE_MS));
        const counter = await pacer.stop();
        const p = percentiles(counter.times);
        alone = { payments: counter.times.length, p50: p.p50, p99: p.p99 };
        console.log(
          `counter alone for ${ALONE_MS / 1000} s: ${counter.times.length} payments, p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms`,
        );
        continue;
      }
      const id = await insertJob(database.db, {
        kind: 'report',
        params: { report: run.report, format: run.format, filters: {} },
        requestedBy: asker.id,
        at: new Date(),
      });
      const loop = monitorEventLoopDelay({ resolution: 5 });
      loop.enable();
      const started = performance.now();
      await app.jobs.runOnce();
      loop.disable();
      console.log(
        `  main thread event-loop delay during the job: p99 ${(loop.percentile(99) / 1e6).toFixed(1)} ms, max ${(loop.max / 1e6).toFixed(1)} ms`,
      );
      const seconds = (performance.now() - started) / 1000;
      const counter = await pacer.stop();
      const [job] = await rawRows<{ state: string; error: string | null; path: string | null }>(
        database.db,
        sql`select j.state, j.error, f.storage_path as path from jobs j
            left join files f on f.id = j.file_id where j.id = ${id}`,
      );
      if (job?.state !== 'done' || !job.path)
        throw new Error(`job ${id}: ${job?.state} ${job?.error}`);
      const size = (await stat(storedPath(dataDir, job.path))).size;
      const p = percentiles(counter.times);
      const other = Object.entries(counter.statuses).filter(([s]) => s !== '200');
      const result = {
        ...run,
        seconds,
        sizeMb: size / 1e6,
        peakMb: counter.peakRss / 1e6,
        payments: counter.times.length,
        p99: p.p99,
        p50: p.p50,
        other: other.map(([s, n]) => `${n}× ${s}`).join(', '),
      };
      results.push(result);
      console.log(
        `${run.report} ${run.format}: ${seconds.toFixed(1)} s, ${result.sizeMb.toFixed(1)} MB, peak RSS ${result.peakMb.toFixed(0)} MB, ${counter.times.length} payments p99 ${p.p99.toFixed(1)} ms ${result.other}`,
      );
    }
    await app.close();

    console.log(
      `\n${database.label}, ${CLIENTS.toLocaleString('en-US')} members × ${MONTHS} months (generated in ${(database.generatedMs / 1000).toFixed(1)} s); ${CASHIERS} cashiers paying one bill every ${PACE_MS} ms each meanwhile; ${machineLoad()} at the end`,
    );
    console.log(
      '| report (latest billed month, all areas) | format | time | limit | file | peak RSS (limit 1 GB) | counter payments | counter p50 | counter p99 (limit 50 ms) |',
    );
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| floor: the counter alone, no report | – | ${(ALONE_MS / 1000).toFixed(0)} s | – | – | – | ${alone.payments} | ${alone.p50.toFixed(1)} ms | ${alone.p99.toFixed(1)} ms |`,
    );
    for (const r of results) {
      const ok = (v: number, limit: number) => (v <= limit ? '' : ' **over**');
      console.log(
        `| ${r.report} | ${r.format} | ${r.seconds.toFixed(1)} s${ok(r.seconds, r.limitS)} | ${r.limitS} s | ${r.sizeMb.toFixed(1)} MB | ${r.peakMb.toFixed(0)} MB${ok(r.peakMb, MEMORY_LIMIT_MB)} | ${r.payments}${r.other ? ` (${r.other})` : ''} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms${ok(r.p99, P99_LIMIT_MS)} |`,
      );
    }
  } finally {
    await database.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
