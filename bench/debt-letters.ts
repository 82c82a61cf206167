/**
 * 5,000 debt letters as one PDF, as a background job: `npm run bench -- debt-letters`.
 *
 * A throw-away database filled by the scale generator (BENCH_CLIENTS, default 100,000, × 12
 * months: the same plan as the `debtors` bench, so BENCH_KEEP=1 shares one generation). Issue 16
 * asks for it on the embedded database: run it without DATABASE_URL (PGlite). The real app
 * listens on a loopback port; a NORM account asks over HTTP for letters to BENCH_LETTERS
 * (default 5,000) members owing the most months, polls the job like the browser's progress bar, and
 * the app's runner runs it (the numbering transaction, then the layout on the worker thread,
 * streamed into the file room). Meanwhile BENCH_CASHIERS cashiers pay one bill every
 * BENCH_PACE_MS each (the oldest bill of members who get no letter).
 *
 * Printed: wall time from the request to the job done (target < 60 s), the part spent numbering,
 * the floor measured in the same run — reading the same members' debtor rows and overdue bills,
 * the reads no way of issuing letters can skip — letters, pages, file size, peak RSS, the
 * progress values the poll saw, and the counter's p50/p99 while it ran.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEBT_PATHS } from '@prapa/contracts/debt';
import { JOB_PATHS, type TJob } from '@prapa/contracts/jobs';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { bangkokToday } from '@prapa/domain/bill-state';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { findDebtorRows } from '../apps/api/src/modules/debt/debtors.repository.ts';
import { findOverdueItems } from '../apps/api/src/modules/debt/letters.repository.ts';
import { storedPath } from '../apps/api/src/modules/files/file-store.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle } from './lib/generated-facts.ts';
import { percentiles, timeDirect } from './lib/measure.ts';
import { startPacedPayments } from './lib/paced-payments.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const LETTERS = Number(process.env.BENCH_LETTERS ?? 5000);
const CASHIERS = Number(process.env.BENCH_CASHIERS ?? 3);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 1000);
const LIMIT_S = 60;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const database = await openGeneratedDatabase({ clients: CLIENTS, months: 12 });
  const { db } = database;
  const dataDir = await mkdtemp(join(tmpdir(), 'prapa-bench-letters-'));
  // The generator's clock, moving: the data's "today" is 20 November 2026.
  const origin = Date.now();
  const clock = () => new Date(BENCH_NOW.getTime() + Date.now() - origin);
  try {
    if (!database.label.startsWith('PGlite')) {
      console.log('note: issue 16 sets this target on the embedded database (unset DATABASE_URL)');
    }
    await settle(database);
    // Jobs and letters of an earlier run on a kept database would be taken or counted first.
    await rawRows(db, sql`delete from jobs where kind = 'debt_letters'`);
    const today = bangkokToday(clock());
    const picked = await rawRows<{ id: number }>(
      db,
      sql`select client_id as id from invoices
          where receipt_id is null and cancelled_at is null and due_date < ${today}::date
          group by client_id order by count(*) desc, client_id limit ${LETTERS}`,
    );
    const clientIds = picked.map((r) => r.id);
    if (clientIds.length < LETTERS) {
      console.log(`only ${clientIds.length} members owe: issuing that many letters`);
    }
    // Bills the cashiers pay meanwhile: the oldest unpaid bill of members given no letter.
    const lettered = new Set(clientIds);
    const invoices = (
      await rawRows<{ id: number; client_id: number; total: number }>(
        db,
        sql`select distinct on (i.client_id) i.id, i.client_id, i.total_satang::float8 as total
            from invoices i
            where i.receipt_id is null and i.cancelled_at is null and i.total_satang > 0
            order by i.client_id, i.due_date, i.id`,
      )
    )
      .filter((i) => !lettered.has(i.client_id))
      .slice(0, CASHIERS * 400);
    console.log(`${invoices.length} bills of members without a letter for the cashiers to pay`);

    // The floor: the reads every letter run needs, the selection's rows and their overdue bills.
    const floor = await timeDirect(
      async () => {
        const rows = await findDebtorRows(db, { today, clientIds });
        await findOverdueItems(
          db,
          rows.map((r) => r.client_id),
          today,
        );
      },
      3,
      1,
    );

    const asker = await createTestAccount(db, clock(), { role: ROLE.NORM });
    const askerToken = await createTestSession(db, asker.id, clock());
    const cashiers = [];
    for (let i = 0; i < CASHIERS; i += 1) {
      const account = await createTestAccount(db, clock(), { role: ROLE.NORM });
      cashiers.push(await createTestSession(db, account.id, clock()));
    }
    const app = await buildApp({ database, logger: false, dataDir, clock });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { authorization: `Bearer ${askerToken}`, 'content-type': 'application/json' };

    const perCashier = Math.floor(invoices.length / Math.max(CASHIERS, 1));
    const pacer = startPacedPayments({
      url: `${base}${PAYMENT_PATHS.setPayment}`,
      intervalMs: PACE_MS,
      users: cashiers.map((token, c) => {
        const mine = invoices.slice(c * perCashier, (c + 1) * perCashier);
        return {
          headers: { authorization: `Bearer ${token}` },
          bodies: mine.map((i) => JSON.stringify({ invoices: [i.id], received: i.total })),
          keys: mine.map((i) => `bench-letters-${c}-${i.id}`),
        };
      }),
    });

    const started = performance.now();
    const queued = await fetch(`${base}${DEBT_PATHS.letters}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ params: { kind: 'first', min_months: 1, client_ids: clientIds } }),
    });
    if (queued.status !== 202) throw new Error(`queue: ${queued.status} ${await queued.text()}`);
    const jobId = ((await queued.json()) as { data: TJob }).data.id;
    const answeredMs = performance.now() - started;
    const running = app.jobs.runOnce();
    // The browser's progress bar: poll the job over HTTP until it ends.
    const seen: number[] = [];
    let numberedMs: number | undefined;
    let job: TJob | undefined;
    for (;;) {
      const res = await fetch(`${base}${JOB_PATHS.job.replace(':id', String(jobId))}`, { headers });
      job = ((await res.json()) as { data: TJob }).data;
      if (seen.at(-1) !== job.progress) seen.push(job.progress);
      if (numberedMs === undefined && job.progress >= 5) numberedMs = performance.now() - started;
      if (!['queued', 'running'].includes(job.state)) break;
      await sleep(500);
    }
    await running;
    const seconds = (performance.now() - started) / 1000;
    const payments = await pacer.stop();
    const peak = payments.peakRss;
    await app.close();
    if (job.state !== 'done' || job.file_id === null) {
      throw new Error(`job ${jobId}: ${job.state} ${job.error}`);
    }
    const [file] = await rawRows<{ path: string; letters: number }>(
      db,
      sql`select f.storage_path as path,
            (select count(*)::int from debt_letters k where k.file_id = f.id) as letters
          from files f where f.id = ${job.file_id}`,
    );
    const bytes = (await stat(storedPath(dataDir, file!.path))).size;
    const p = percentiles(payments.times);
    const other = Object.entries(payments.statuses).filter(([s]) => s !== '200');

    console.log(
      `\n${database.label}, ${CLIENTS.toLocaleString('en-US')} members × 12 months; ${CASHIERS} cashiers paying one bill every ${PACE_MS} ms each meanwhile; ${machineLoad()} at the end`,
    );
    console.log(
      '| letters | wall (limit 60 s) | answered | numbered after | floor: read the rows | wall / floor | file | peak RSS | progress seen | counter payments | counter p50 | counter p99 |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|');
    console.log(
      `| ${file!.letters.toLocaleString('en-US')} | ${seconds.toFixed(1)} s${seconds > LIMIT_S ? ' **over**' : ''} | ${answeredMs.toFixed(0)} ms | ${((numberedMs ?? 0) / 1000).toFixed(1)} s | ${floor.p50.toFixed(0)} ms | ${((seconds * 1000) / floor.p50).toFixed(0)}× | ${(bytes / 1e6).toFixed(1)} MB | ${(peak / 1e6).toFixed(0)} MB | ${seen.join(' → ')} | ${payments.times.length}${other.length ? ` (${other.map(([s, n]) => `${n}× ${s}`).join(', ')})` : ''} | ${p.p50.toFixed(1)} ms | ${p.p99.toFixed(1)} ms |`,
    );
  } finally {
    await database.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
