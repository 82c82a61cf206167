/**
 * Meter readings at 100,000 meters: `npm run bench -- readings`.
 *
 * Fills a throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite)
 * with clients and meters (lib/fill-clients.ts) and three cycles of readings
 * (lib/fill-readings.ts: September and October closed, November open with 60 % read), starts
 * the real app on a loopback port and measures:
 *
 * - POST /api/user/waterHistory with 1,000 readings in one request (target < 300 ms on
 *   PostgreSQL), each batch a different 1,000 waiting meters;
 * - GET /api/user/waterHistory, the reading screen, 50 rows a page (target p95 < 100 ms),
 *   loaded with autocannon: page 1, a page half-way down the route, one area's waiting meters,
 *   a Thai name search.
 *
 * Each is also timed as its repository calls alone (the "floor": the same SQL, no HTTP, JSON,
 * validation or domain rules). BENCH_METERS (default 100000) sets the size, BENCH_SECONDS
 * (default 10) each load run, BENCH_CONNECTIONS (default "1,8") the connection counts.
 */
import type { AddressInfo } from 'node:net';
import { READING_PATHS } from '@prapa/contracts/readings';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { withTransaction } from '../apps/api/src/db/transaction.ts';
import { findReadingRows } from '../apps/api/src/modules/readings/reading-rows.repository.ts';
import {
  findClientIdsMatching,
  listCycleRowKeys,
  listRecordedMeterIds,
  readChangeCounters,
} from '../apps/api/src/modules/readings/reading-screen.repository.ts';
import {
  cycleView,
  filterView,
  type ViewFilter,
} from '../apps/api/src/modules/readings/reading-screen-cache.ts';
import {
  findReadingContexts,
  upsertReadings,
} from '../apps/api/src/modules/readings/readings.repository.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { type BenchDatabase, openBenchDatabase } from './lib/bench-database.ts';
import { fillClients } from './lib/fill-clients.ts';
import {
  BENCH_PERIODS,
  benchUnits,
  type FilledReadings,
  fillReadings,
} from './lib/fill-readings.ts';
import { loadTest, type Percentiles, percentiles, timeDirect } from './lib/measure.ts';

const METERS = Number(process.env.BENCH_METERS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '1,8').split(',').map(Number);
const BATCH = 1000;
const POST_RUNS = 10;
const FLOOR_RUNS = 100;
const NOW = new Date('2026-11-20T03:00:00.000Z');

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 1);

/** Batch `index` of the waiting meters, read at October's register plus this month's use. */
function batch(filled: FilledReadings, index: number) {
  const meters = filled.waiting.slice(index * BATCH, (index + 1) * BATCH);
  if (meters.length < BATCH) throw new Error(`not enough waiting meters for batch ${index}`);
  return meters.map(({ meter_id, register }) => ({
    cycle_id: filled.openCycleId,
    meter_id,
    current_reading: register + benchUnits(meter_id, 13),
    // Some of these are far from the client's average; the reader has confirmed them.
    confirm_anomaly: true,
  }));
}

/** The POST's statements straight on the database: context query and upsert, one transaction. */
async function saveDirect(database: BenchDatabase, rows: ReturnType<typeof batch>) {
  const cycle = { id: rows[0]?.cycle_id as number, period: BENCH_PERIODS.november };
  await withTransaction(database.db, async (tx) => {
    const contexts = await findReadingContexts(
      tx,
      cycle,
      rows.map((r) => r.meter_id),
      'client',
    );
    const byMeter = new Map(contexts.map((c) => [c.meter_id, c]));
    const values = rows.map((r) => {
      const context = byMeter.get(r.meter_id);
      const previous = context?.earlier_reading ?? 0;
      return {
        meter_id: r.meter_id,
        client_id: context?.client_id ?? 0,
        previous_reading: previous,
        current_reading: r.current_reading,
        units: r.current_reading - previous,
        rollover: false,
        note: null,
        estimated: false,
        flag: null,
      };
    });
    await upsertReadings(tx, cycle, values, null, NOW);
  });
}

type Scenario = { name: string; query: string; filter: ViewFilter & { q?: string }; page: number };
type FilterableRoute = Parameters<typeof filterView>[0];

const windowOf = (filled: FilledReadings) => ({
  cycleId: filled.openCycleId,
  period: BENCH_PERIODS.november,
  previousPeriod: BENCH_PERIODS.october,
});

/**
 * The reading screen's statements straight on the database, as the app runs them when its
 * cache (reading-screen-cache.ts) is current: the change counters, for a search the matching
 * clients, then the page's rows.
 */
async function screenDirect(
  database: BenchDatabase,
  filled: FilledReadings,
  scenario: Scenario,
  route: FilterableRoute,
) {
  const q = scenario.filter.q;
  const pageIds = async () => {
    const clientIds = q ? new Set(await findClientIdsMatching(database.db, q)) : undefined;
    const all = filterView(route, { ...scenario.filter, clientIds });
    return all.slice((scenario.page - 1) * 50, scenario.page * 50);
  };
  return async () => {
    await readChangeCounters(database.db);
    await findReadingRows(database.db, windowOf(filled), await pageIds());
  };
}

/** What the first request after a change of clients, meters or areas pays: the cache's build. */
function rebuildDirect(database: BenchDatabase, filled: FilledReadings) {
  const scope = { id: filled.openCycleId, open: true };
  return () =>
    Promise.all([
      listCycleRowKeys(database.db, scope),
      listRecordedMeterIds(database.db, filled.openCycleId),
    ]);
}

async function main() {
  const database = await openBenchDatabase();
  console.log(`${database.label}: filling ${METERS.toLocaleString('en-US')} clients + meters…`);
  try {
    const started = performance.now();
    await fillClients(database, METERS);
    const filled = await fillReadings(database, 0.6);
    console.log(
      `filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${filled.metersToRead.toLocaleString('en-US')} meters to read, ${filled.waiting.length.toLocaleString('en-US')} waiting in the open cycle`,
    );

    const account = await createTestAccount(database.db, NOW, { role: ROLE.VIEW });
    const token = await createTestSession(database.db, account.id, NOW);
    const app = await buildApp({ database, logger: false, clock: () => NOW });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}`;
    const headers = { authorization: `Bearer ${token}` };

    // POST: two warm-up batches, then POST_RUNS measured; every batch different meters.
    const postTimes: number[] = [];
    for (let run = 0; run < POST_RUNS + 2; run += 1) {
      const body = JSON.stringify({ params: batch(filled, run) });
      const start = performance.now();
      const response = await fetch(`${base}${READING_PATHS.waterHistory}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`POST: ${response.status} ${text.slice(0, 300)}`);
      if (run >= 2) postTimes.push(performance.now() - start);
    }
    const post = percentiles(postTimes);
    let next = POST_RUNS + 2;
    const postFloor = await timeDirect(
      () => saveDirect(database, batch(filled, next++)),
      POST_RUNS,
      2,
    );

    const area = await firstAreaId(database);
    const pages = Math.ceil(filled.metersToRead / 50);
    const scenarios: Scenario[] = [
      { name: 'screen, page 1', query: 'page=1', filter: {}, page: 1 },
      {
        name: `screen, page ${Math.floor(pages / 2)}`,
        query: `page=${Math.floor(pages / 2)}`,
        filter: {},
        page: Math.floor(pages / 2),
      },
      {
        name: 'one area, waiting',
        query: `area_id=${area}&tag=waiting`,
        filter: { areaId: area, tag: 'waiting' },
        page: 1,
      },
      {
        name: 'search q=สมช',
        query: `q=${encodeURIComponent('สมช')}`,
        filter: { q: 'สมช' },
        page: 1,
      },
    ];

    const rows: string[] = [
      `| POST 1,000 readings | 1 | ${fmt(post.p50)} | ${fmt(post.p95)} | ${fmt(post.p99)} | – | ${fmt(postFloor.p50)} | ${fmt(postFloor.p95)} | ${(post.p50 / postFloor.p50).toFixed(1)}× |`,
    ];
    console.log(rows[0]);
    // The floor filters the same cached route the app does.
    const route = await cycleView(database.db, { id: filled.openCycleId, open: true });
    for (const scenario of scenarios) {
      const url = `${base}${READING_PATHS.waterHistory}?cycleId=${filled.openCycleId}&${scenario.query}&page_size=50`;
      const check = await fetch(url, { headers });
      if (check.status !== 200) throw new Error(`${url}: ${check.status} ${await check.text()}`);
      const floor: Percentiles = await timeDirect(
        await screenDirect(database, filled, scenario, route),
        FLOOR_RUNS,
      );
      for (const connections of CONNECTIONS) {
        const load = await loadTest(url, headers, connections, SECONDS);
        rows.push(
          `| ${scenario.name} | ${connections} | ${fmt(load.p50)} | ${fmt(load.p95)} | ${fmt(load.p99)} | ${load.rps.toFixed(0)} | ${fmt(floor.p50)} | ${fmt(floor.p95)} | ${(load.p50 / floor.p50).toFixed(1)}× |${load.non2xx ? ` ${load.non2xx} non-2xx` : ''}`,
        );
        console.log(rows.at(-1));
      }
    }
    await app.close();
    const rebuild = await timeDirect(rebuildDirect(database, filled), 10, 2);
    rows.push(
      `| cache build after a change (route + recorded), direct | 1 | ${fmt(rebuild.p50)} | ${fmt(rebuild.p95)} | ${fmt(rebuild.p99)} | – | – | – | – |`,
    );

    console.log(
      `\n${database.label}, ${filled.metersToRead.toLocaleString('en-US')} meters to read (${METERS.toLocaleString('en-US')} clients), ${SECONDS} s per load run; times in ms`,
    );
    console.log(
      '| call | connections | p50 | p95 | p99 | req/s | floor p50 | floor p95 | p50 / floor |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
  } finally {
    await database.close();
    await database.drop();
  }
}

async function firstAreaId(database: BenchDatabase): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    database.db,
    sql`select id from areas order by route_order limit 1`,
  );
  return row?.id as number;
}

await main();
