/**
 * The bill run at 100,000 recorded meters: `npm run bench -- bill-run`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled
 * by the scale generator (lib/generated-database.ts): 103,700 clients, September and October
 * 2026 billed and mostly paid (debtors carry arrears), November open with every active meter
 * read. Times the floor first (one bare INSERT … SELECT of the same invoice rows, rolled
 * back), then `runBillRun` for November — the whole use case: readings query, pricing,
 * numbering, inserts, debts, audit, commit and the statistics refresh after it. Target:
 * < 10 s on PostgreSQL, < 30 s on PGlite. Then the same run again through HTTP as a NORM
 * user (nothing left to issue).
 *
 * BENCH_METERS (default 103,700 clients) sets the size.
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { runBillRun } from '../apps/api/src/modules/invoices/bill-run.service.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import type { BenchDatabase } from './lib/bench-database.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';

const METERS = Number(process.env.BENCH_METERS ?? 103_700);
const NOW = BENCH_NOW;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const database = await openGeneratedDatabase({ clients: METERS, months: 3, openReadShare: 1 });
  try {
    const [open] = await rawRows<{ id: number; recorded: number; billable: number }>(
      database.db,
      sql`select b.id,
          (select count(*)::int from meter_readings r where r.cycle_id = b.id) as recorded,
          (select count(*)::int from meter_readings r join clients c on c.id = r.client_id
            where r.cycle_id = b.id and not c.ignored and c.deleted_at is null
              and c.status_code in ('1_0', '1_1')) as billable
        from billing_cycles b where b.status = 'open'`,
    );
    if (!open) throw new Error('no open cycle');
    console.log(
      `the open cycle has ${open.recorded.toLocaleString('en-US')} recorded meters, ${open.billable.toLocaleString('en-US')} of them billable`,
    );

    const floorMs = await timeBareInsert(database, open.id);
    console.log(
      `floor: one bare INSERT … SELECT of the same ${open.billable.toLocaleString('en-US')} invoice rows (same table, indexes and keys; rolled back): ${seconds(floorMs)}`,
    );

    const ctx = systemContext(database.db, NOW);
    const dbName = await currentDatabase(database);
    const cpuBefore = cpuSeconds(dbName);
    const load = loadavg()[0]?.toFixed(1);
    let start = performance.now();
    let insertsDoneMs = 0;
    const first = await runBillRun(ctx, open.id, {
      afterBatch: () => {
        insertsDoneMs = performance.now() - start;
      },
    });
    const firstMs = performance.now() - start;
    const cpuAfter = cpuSeconds(dbName);
    const cpu = `CPU used: this process ${(cpuAfter.node - cpuBefore.node).toFixed(1)} s${database.kind === 'postgres' ? `, PostgreSQL backends ${(cpuAfter.server - cpuBefore.server).toFixed(1)} s` : ' (PGlite runs in it)'}; load average at start ${load} on ${cpus().length} cores`;
    console.log(`  ${cpu}`);
    console.log(
      `  of which readings query + pricing + inserts: ${seconds(insertsDoneMs)}, debts + audit + commit + statistics: ${seconds(firstMs - insertsDoneMs)}`,
    );
    console.log(
      `bill run of the open cycle: ${seconds(firstMs)} — issued ${first.issued.toLocaleString('en-US')} (${first.first_invoice_no} … ${first.last_invoice_no}), skipped ${first.skipped_ignored} ignored + ${first.skipped_inactive} inactive`,
    );

    const account = await createTestAccount(database.db, NOW, { role: ROLE.NORM });
    const token = await createTestSession(database.db, account.id, NOW);
    const app = await buildApp({ database, logger: false, clock: () => NOW });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${INVOICE_PATHS.billRun}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ params: { cycle_id: open.id } }),
    });
    const againMs = performance.now() - start;
    const body = (await response.json()) as { data: { issued: number; already_issued: number } };
    if (response.status !== 200)
      throw new Error(`POST: ${response.status} ${JSON.stringify(body)}`);
    console.log(
      `the same run again through HTTP: ${seconds(againMs)} — issued ${body.data.issued}, already issued ${body.data.already_issued.toLocaleString('en-US')}`,
    );
    await app.close();

    const limitMs = database.kind === 'postgres' ? 10_000 : 30_000;
    console.log(
      `\n${database.label}, ${METERS.toLocaleString('en-US')} clients (generated in ${seconds(database.generatedMs)})`,
    );
    console.log('| run | invoices | time | × floor | share of the limit |');
    console.log('|---|---:|---:|---:|---:|');
    console.log(
      `| floor: bare INSERT … SELECT of the same rows | ${open.billable.toLocaleString('en-US')} | ${seconds(floorMs)} | 1.0× | ${percent(floorMs / limitMs)} |`,
    );
    console.log(
      `| November, service call, every active meter read | ${first.issued.toLocaleString('en-US')} | ${seconds(firstMs)} | ${(firstMs / floorMs).toFixed(1)}× | ${percent(firstMs / limitMs)} of ${seconds(limitMs)} |`,
    );
    console.log(
      `| November again through HTTP (nothing left to issue) | 0 | ${seconds(againMs)} | | |`,
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

/**
 * The floor of the bill run: the same number of invoice rows written by one INSERT … SELECT
 * straight from the readings, priced by a one-line formula instead of the tariff, into the
 * same table with the same indexes, checks and foreign keys, then rolled back. What the run
 * costs above it is the reading order, the real pricing, numbering, debts and audit.
 */
async function timeBareInsert(database: BenchDatabase, cycleId: number): Promise<number> {
  const [version] = await rawRows<{ id: number }>(
    database.db,
    sql`select min(id)::int as id from tariff_versions`,
  );
  let elapsed = 0;
  await database.db
    .transaction(async (tx) => {
      const start = performance.now();
      await tx.execute(sql`insert into invoices (invoice_no, fiscal_year, seq, invoice_date,
          due_date, cycle_id, client_id, meter_id, reading_id, tariff_version_id,
          previous_reading, current_reading, units, tiers, bill_satang, fee_satang, vat_satang,
          total_satang, debt_satang)
        select 'F/' || r.id, 2570, r.id, date '2026-11-20', date '2026-12-05', r.cycle_id,
          r.client_id, r.meter_id, r.id, ${version?.id}::int, r.previous_reading,
          r.current_reading, r.units, '[]'::jsonb, r.units * 1050, 0, 0, r.units * 1050, 0
        from meter_readings r join clients c on c.id = r.client_id
        where r.cycle_id = ${cycleId} and not c.ignored`);
      elapsed = performance.now() - start;
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return elapsed;
}

class RollBack extends Error {}

async function currentDatabase(database: { db: Parameters<typeof rawRows>[0] }) {
  const [row] = await rawRows<{ name: string }>(
    database.db,
    sql`select current_database() as name`,
  );
  return row?.name ?? '';
}

/**
 * CPU seconds spent so far by this process and by the PostgreSQL backends serving the bench
 * database (from /proc): on a shared machine the wall time depends on everyone else's load,
 * the CPU time much less.
 */
function cpuSeconds(dbName: string): { node: number; server: number } {
  const usage = process.cpuUsage();
  const ticks = 100; // USER_HZ on Linux
  let server = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(dbName)) continue;
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      server += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {
      // The process ended meanwhile.
    }
  }
  return { node: (usage.user + usage.system) / 1e6, server };
}

await main();
