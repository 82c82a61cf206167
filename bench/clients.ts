/**
 * The client list at 100,000 clients: `npm run bench -- clients`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled
 * by the scale generator (lib/generated-database.ts, the code of `npm run seed`): 100,000
 * clients with meters, October 2026 billed and mostly paid (so some clients owe), November
 * open. Starts the real app on a loopback port and loads four calls with autocannon: the
 * list's first page, a deep page, a Thai text search (the first three letters of a common
 * generated first name, lib/generated-facts.ts) and the group total, after VACUUM ANALYZE.
 * Each is also timed as its repository calls alone (the "floor": the same SQL, no HTTP, JSON
 * or validation), so the ratio shows what the layers above the database cost. Limits: the
 * list and search p95 under 50 ms server-side on PostgreSQL at 8 connections and 200 requests
 * a second (issues 4 and 19); the group total p95 under 5 ms (issue 19), from the counts the
 * triggers of migration 0019 keep. The list's total is counted once per filter and cached
 * against the change counters (client-list-total.ts), so its floor is the page plus that
 * cached total; the exact count it no longer pays every page, and the full GROUP BY the group
 * total no longer runs, are printed beside as "before".
 *
 * BENCH_SECONDS (default 10) bounds each load run; BENCH_CONNECTIONS (default "1,8") lists the
 * connection counts; BENCH_CLIENTS (default 100000) the register size; BENCH_CALLS (default
 * all: list, deep, search, group-total) the calls to load. Each run also prints the CPU time
 * per request of the API's main thread and of the PostgreSQL backends (lib/cpu-time.ts), which
 * a busy machine hardly moves.
 */
import type { AddressInfo } from 'node:net';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import type { ClientFilter, ClientOrder } from '../apps/api/src/modules/clients/client-filter.ts';
import { countClientsCached } from '../apps/api/src/modules/clients/client-list-total.ts';
import {
  countByStatus,
  countClients,
  listClientRows,
} from '../apps/api/src/modules/clients/client-rows.repository.ts';
import { readStatusCounts } from '../apps/api/src/modules/clients/client-tallies.repository.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { cpuPerRequest, sampleCpu } from './lib/cpu-time.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';
import { commonNamePrefix, machineLoad, settle, shareOfLimit } from './lib/generated-facts.ts';
import {
  type LoadResult,
  loadTest,
  type Percentiles,
  percentiles,
  timeDirect,
} from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,8').split(',').map(Number);
/** BENCH_CALLS=group-total (or list, deep, search, comma-separated): only those calls. */
const CALLS = process.env.BENCH_CALLS?.split(',').map((call) => call.trim());
const FLOOR_RUNS = 200;
/** Issues 4 and 19: p95 under 50 ms server-side; the group total under 5 ms (issue 19). */
const LIMIT_MS = 50;
const GROUP_TOTAL_LIMIT_MS = 5;

const byMember: ClientOrder = { sort: 'member_id', order: 'asc' };

type Scenario = {
  /** What BENCH_CALLS names it by: list, deep, search, group-total. */
  id: string;
  name: string;
  path: string;
  floor: () => Promise<unknown>;
  /** What the call cost before issue 19: the exact count per page, the full GROUP BY. */
  before: () => Promise<unknown>;
  limit: number;
};

type BenchDb = Parameters<typeof countClients>[0];

function pageFloor(db: BenchDb, filter: ClientFilter, page: number) {
  return () =>
    Promise.all([
      listClientRows(db, { filter, order: byMember, limit: 10, offset: (page - 1) * 10 }),
      countClientsCached(db, filter),
    ]);
}

function pageBefore(db: BenchDb, filter: ClientFilter, page: number) {
  return () =>
    Promise.all([
      listClientRows(db, { filter, order: byMember, limit: 10, offset: (page - 1) * 10 }),
      countClients(db, filter),
    ]);
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);
const us = (value: number | null) => (value === null ? '–' : value.toFixed(0));

async function main() {
  const database = await openGeneratedDatabase({ clients: CLIENTS, months: 2 });
  try {
    await settle(database);
    const db = database.db;
    const listed = await countClients(db, {});
    const deepPage = Math.floor((listed * 0.9) / 10);
    const search = await commonNamePrefix(db);
    console.log(
      `${listed.toLocaleString('en-US')} clients in the list; search q=${search.q} finds ${search.matches.toLocaleString('en-US')}`,
    );
    const loadBefore = machineLoad();

    const now = BENCH_NOW;
    const account = await createTestAccount(database.db, now, { role: ROLE.NORM });
    const token = await createTestSession(database.db, account.id, now);
    const app = await buildApp({ database, logger: false, clock: () => now });
    // Server-side time (the issue's measure): from the request's arrival to the last byte
    // written, as Fastify times it. The load generator's own share of the two cores is not in it.
    let serverTimes: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      serverTimes.push(reply.elapsedTime);
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${token}` };

    const scenarios: Scenario[] = [
      {
        id: 'list',
        name: 'list, page 1',
        path: '/api/user/client?page=1&page_size=10',
        floor: pageFloor(db, {}, 1),
        before: pageBefore(db, {}, 1),
        limit: LIMIT_MS,
      },
      {
        id: 'deep',
        name: `list, page ${deepPage}`,
        path: `/api/user/client?page=${deepPage}&page_size=10`,
        floor: pageFloor(db, {}, deepPage),
        before: pageBefore(db, {}, deepPage),
        limit: LIMIT_MS,
      },
      {
        id: 'search',
        name: `Thai search q=${search.q} (${search.matches.toLocaleString('en-US')} found)`,
        path: `/api/user/client?q=${encodeURIComponent(search.q)}&page=1&page_size=10`,
        floor: pageFloor(db, { q: search.q }, 1),
        before: pageBefore(db, { q: search.q }, 1),
        limit: LIMIT_MS,
      },
      {
        id: 'group-total',
        name: 'group-total',
        path: '/api/user/client/stat/group-total',
        floor: () => readStatusCounts(db),
        before: () => countByStatus(db),
        limit: GROUP_TOTAL_LIMIT_MS,
      },
    ];

    const rows: string[] = [];
    const postgres = database.kind === 'postgres';
    for (const scenario of scenarios.filter((s) => !CALLS || CALLS.includes(s.id))) {
      const check = await fetch(`${base}${scenario.path}`, { headers });
      if (check.status !== 200)
        throw new Error(`${scenario.path}: ${check.status} ${await check.text()}`);
      const floor: Percentiles = await timeDirect(scenario.floor, FLOOR_RUNS);
      const before: Percentiles = await timeDirect(scenario.before, FLOOR_RUNS);
      for (const connections of CONNECTIONS) {
        serverTimes = [];
        const cpuBefore = await sampleCpu(db, postgres);
        const load: LoadResult = await loadTest(
          `${base}${scenario.path}`,
          headers,
          connections,
          SECONDS,
        );
        const server = percentiles(serverTimes);
        const cpu = await cpuPerRequest(db, postgres, cpuBefore, serverTimes.length);
        rows.push(
          `| ${scenario.name} | ${connections} | ${fmt(server.p50)} | ${fmt(server.p95)} | ${fmt(server.p99)} | ${fmt(load.p50)} | ${fmt(load.p95)} | ${fmt(load.p99)} | ${load.rps.toFixed(0)} | ${fmt(floor.p50)} | ${fmt(floor.p95)} | ${(server.p50 / floor.p50).toFixed(1)}× | ${(server.p95 / floor.p95).toFixed(1)}× | ${shareOfLimit(server.p95, scenario.limit)} | ${fmt(before.p50)} / ${fmt(before.p95)} | ${us(cpu.mainUs)} | ${us(cpu.databaseUs)} |${load.non2xx ? ` ${load.non2xx} non-2xx` : ''}`,
        );
        console.log(rows.at(-1));
      }
    }
    await app.close();

    // The term is a prefix of a generated name (no quotes, no LIKE wildcards): safe inline.
    const like = `'%${search.q.replaceAll("'", "''")}%'`;
    const plan = (await db.execute(
      sql.raw(`explain (analyze, costs off, timing off)
        select count(*) from clients where deleted_at is null and (search_text ilike ${like}
          or id = any(array(select client_id from meters where removed_on is null and meter_no ilike ${like})))`),
    )) as unknown as { rows: Record<string, string>[] };
    console.log('\nPlan of the search count:');
    for (const line of plan.rows) console.log(`  ${Object.values(line)[0]}`);

    console.log(
      `\n${database.label}, ${listed.toLocaleString('en-US')} clients (generated in ${(database.generatedMs / 1000).toFixed(1)} s), ${SECONDS} s per run; times in ms; ${loadBefore} at the start, ${machineLoad()} at the end`,
    );
    console.log(
      `Floor: the same repository calls run directly ${FLOOR_RUNS} times one after another. Limits: server p95 under ${LIMIT_MS} ms for the list and search, ${GROUP_TOTAL_LIMIT_MS} ms for the group total (issues 4 and 19; PostgreSQL's targets, PGlite recorded against them). Before: the exact count every page / the full GROUP BY, run directly the same way.`,
    );
    console.log(
      '| call | connections | server p50 | server p95 | server p99 | client p50 | client p95 | client p99 | req/s | floor p50 | floor p95 | server p50 / floor | server p95 / floor | server p95, share of the limit | before p50 / p95 | API main thread CPU µs/request | PostgreSQL CPU µs/request |',
    );
    console.log(
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const row of rows) console.log(row);
  } finally {
    await database.close();
    await database.drop();
  }
}

await main();
