/**
 * The bill run at 100,000 recorded meters: `npm run bench -- bill-run`.
 *
 * Fills a throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite)
 * with clients and meters (lib/fill-clients.ts) and three cycles of readings
 * (lib/fill-readings.ts), gives both tariff groups a progressive tariff with a minimum and VAT,
 * marks 2 % of the clients ignored, then times `runBillRun` — the whole use case in one
 * transaction: readings query, pricing, inserts, debt refresh, audit — for the closed October
 * cycle (every active meter read). Target: < 10 s on PostgreSQL, < 30 s on PGlite.
 * Then times the same run again (nothing left to issue) and the open November cycle (60 %
 * read) through HTTP, carrying October's invoices as arrears.
 *
 * BENCH_METERS (default 103,700 clients, of which about 100,000 active with a meter) sets the size.
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
import { openBenchDatabase } from './lib/bench-database.ts';
import { fillClients } from './lib/fill-clients.ts';
import { fillReadings } from './lib/fill-readings.ts';

const METERS = Number(process.env.BENCH_METERS ?? 103_700);
const NOW = new Date('2026-11-20T03:00:00.000Z');
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const database = await openBenchDatabase();
  console.log(`${database.label}: filling ${METERS.toLocaleString('en-US')} clients + meters…`);
  try {
    const started = performance.now();
    await fillClients(database, METERS);
    await fillReadings(database, 0.6);
    await database.db.execute(
      sql.raw(`insert into tariff_versions (group_id, version_no, effective_from, tiers,
          minimum_charge_satang, minimum_units, apply_meter_fee, vat_enabled, vat_rate_bp)
        select id, 1, date '2025-10-01',
          '[{"from_unit":0,"to_unit":10,"rate_satang":1050},{"from_unit":11,"to_unit":20,"rate_satang":1300},{"from_unit":21,"to_unit":null,"rate_satang":1600}]'::jsonb,
          5000, 0, true, true, 700
        from tariff_groups`),
    );
    await database.db.execute(sql.raw('update clients set ignored = true where id % 50 = 0'));
    const [october] = await rawRows<{ id: number; recorded: number; billable: number }>(
      database.db,
      sql`select b.id,
          (select count(*)::int from meter_readings r where r.cycle_id = b.id) as recorded,
          (select count(*)::int from meter_readings r join clients c on c.id = r.client_id
            where r.cycle_id = b.id and not c.ignored) as billable
        from billing_cycles b where b.period_month = 10`,
    );
    if (!october) throw new Error('no October cycle');
    console.log(
      `filled in ${seconds(performance.now() - started)}: October has ${october.recorded.toLocaleString('en-US')} recorded meters, ${october.billable.toLocaleString('en-US')} of clients not ignored`,
    );

    const ctx = systemContext(database.db, NOW);
    const dbName = await currentDatabase(database);
    const cpuBefore = cpuSeconds(dbName);
    const load = loadavg()[0]?.toFixed(1);
    let start = performance.now();
    let insertsDoneMs = 0;
    const first = await runBillRun(ctx, october.id, {
      afterBatch: () => {
        insertsDoneMs = performance.now() - start;
      },
    });
    const firstMs = performance.now() - start;
    const cpuAfter = cpuSeconds(dbName);
    const cpu = `CPU used: this process ${(cpuAfter.node - cpuBefore.node).toFixed(1)} s${database.kind === 'postgres' ? `, PostgreSQL backends ${(cpuAfter.server - cpuBefore.server).toFixed(1)} s` : ' (PGlite runs in it)'}; load average at start ${load} on ${cpus().length} cores`;
    console.log(`  ${cpu}`);
    console.log(
      `  of which readings query + pricing + inserts: ${seconds(insertsDoneMs)}, statistics + debt refresh + audit + commit: ${seconds(firstMs - insertsDoneMs)}`,
    );
    console.log(
      `bill run October: ${seconds(firstMs)} — issued ${first.issued.toLocaleString('en-US')} (${first.first_invoice_no} … ${first.last_invoice_no}), skipped ${first.skipped_ignored} ignored + ${first.skipped_inactive} inactive`,
    );

    start = performance.now();
    const again = await runBillRun(ctx, october.id);
    const againMs = performance.now() - start;
    console.log(`re-run October (nothing to issue): ${seconds(againMs)}, issued ${again.issued}`);

    const account = await createTestAccount(database.db, NOW, { role: ROLE.NORM });
    const token = await createTestSession(database.db, account.id, NOW);
    const app = await buildApp({ database, logger: false, clock: () => NOW });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const [november] = await rawRows<{ id: number }>(
      database.db,
      sql`select id from billing_cycles where period_month = 11`,
    );
    start = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${INVOICE_PATHS.billRun}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ params: { cycle_id: november?.id } }),
    });
    const httpMs = performance.now() - start;
    const body = (await response.json()) as { data: { issued: number } };
    if (response.status !== 200)
      throw new Error(`POST: ${response.status} ${JSON.stringify(body)}`);
    console.log(
      `bill run November through HTTP (60 % read, with arrears): ${seconds(httpMs)} — issued ${body.data.issued.toLocaleString('en-US')}`,
    );
    await app.close();

    console.log(`\n${database.label}, ${METERS.toLocaleString('en-US')} clients`);
    console.log('| run | invoices | time |');
    console.log('|---|---:|---:|');
    console.log(
      `| October, service call, every active meter read | ${first.issued.toLocaleString('en-US')} | ${seconds(firstMs)} |`,
    );
    console.log(`| October again (nothing left to issue) | 0 | ${seconds(againMs)} |`);
    console.log(
      `| November through HTTP (60 % read, October unpaid as arrears) | ${body.data.issued.toLocaleString('en-US')} | ${seconds(httpMs)} |`,
    );
  } finally {
    await database.close();
    await database.drop();
  }
}

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
