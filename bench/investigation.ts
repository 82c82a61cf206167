/**
 * The investigation lists at 100,000 members: `npm run bench -- investigation`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled by
 * the scale generator with 100,000 clients × 12 months, November open with about half of its
 * meters read. For the open cycle and for October (closed, every meter read) it times the first
 * look at the cycle (building its kept figures, migration 0027: once per cycle), then each list
 * (abnormal, constant, higher, lower: page 1 with every count, as GET …/investigation/list
 * answers it, without HTTP) and, as the floor, a count of the cycle's kept rows — the part of
 * the work no plan can skip. Then what the kept figures cost a reading write: one reading's
 * units changed and changed back (the trigger refreshes that member in both built cycles).
 * Target: < 500 ms on PostgreSQL, < 2 s on PGlite (issue 17).
 *
 * BENCH_CLIENTS (default 100,000) sets the size. BENCH_INVESTIGATION_DATABASE_URL names an
 * already generated PostgreSQL database to measure as it is (generating 100,000 members costs
 * minutes of CPU; nothing is written to it).
 */
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../apps/api/src/db/database.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { findCycle } from '../apps/api/src/modules/billing-cycles/billing-cycles.repository.ts';
import {
  getInvestigationList,
  scopeOf,
} from '../apps/api/src/modules/investigation/investigation.service.ts';
import { ensureStats } from '../apps/api/src/modules/investigation/investigation-lists.repository.ts';
import { findInvestigationSettings } from '../apps/api/src/modules/investigation/investigation-settings.repository.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';
import { timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHECKS = ['abnormal', 'constant', 'higher', 'lower'] as const;

async function openData(): Promise<{
  db: DatabaseHandle;
  label: string;
  done: () => Promise<void>;
}> {
  const existing = process.env.BENCH_INVESTIGATION_DATABASE_URL;
  if (existing) {
    const db = await openDatabase({ kind: 'postgres', url: existing });
    const [v] = await rawRows<{ v: string }>(
      db.db,
      sql`select current_setting('server_version') as v`,
    );
    return {
      db,
      label: `PostgreSQL ${v?.v ?? '?'} (existing generated database)`,
      done: () => db.close(),
    };
  }
  const generated = await openGeneratedDatabase({ clients: CLIENTS, months: 12 });
  return {
    db: generated,
    label: generated.label,
    done: async () => {
      await generated.close();
      await generated.drop();
    },
  };
}

const fmt = (ms: number) => ms.toFixed(0);

async function main() {
  const data = await openData();
  const { db } = data.db;
  try {
    const cycles = await rawRows<{ id: number; status: string; read: number }>(
      db,
      sql`select b.id, b.status,
          (select count(*)::int from meter_readings r where r.cycle_id = b.id) as read
        from billing_cycles b order by b.period_year desc, b.period_month desc limit 2`,
    );
    const members = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from clients`);
    console.log(
      `${data.label}: ${members[0]?.n.toLocaleString('en-US')} members; cpus ${cpus().length}; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const ctx = systemContext(db, BENCH_NOW);
    const settings = await findInvestigationSettings(db);
    const limit = data.label.startsWith('PGlite') ? 2000 : 500;
    const lines: string[] = [];
    for (const cycle of cycles) {
      const row = await findCycle(db, cycle.id);
      if (!row) continue;
      const scope = await scopeOf(db, row, null, settings);
      const buildStarted = performance.now();
      await ensureStats(db, scope);
      console.log(
        `${row.billCycleName}: first look (kept figures built) ${fmt(performance.now() - buildStarted)} ms`,
      );
      const floor = await timeDirect(
        () =>
          rawRows(db, sql`select count(*) from investigation_stats where cycle_id = ${cycle.id}`),
        RUNS,
        1,
      );
      for (const check of CHECKS) {
        let total = 0;
        const times = await timeDirect(
          async () => {
            const list = await getInvestigationList(ctx, {
              cycle_id: cycle.id,
              check,
              status: 'unchecked',
              page: 1,
              page_size: 10,
            });
            total = list.total;
          },
          RUNS,
          1,
        );
        lines.push(
          `| ${row.billCycleName} (${cycle.status}) | ${cycle.read.toLocaleString('en-US')} | ${check} | ${total.toLocaleString('en-US')} | ${fmt(times.p50)} | ${fmt(times.p95)} | ${fmt(floor.p50)} | ${(times.p50 / floor.p50).toFixed(1)}× | ${((100 * times.p95) / limit).toFixed(0)} % | ${loadavg()[0]?.toFixed(1)} |`,
        );
      }
    }
    const [reading] = await rawRows<{ id: number }>(
      db,
      sql`select id from meter_readings where cycle_id = ${cycles[0]?.id ?? 0} order by id limit 1`,
    );
    if (reading) {
      const write = await timeDirect(
        async () => {
          await rawRows(
            db,
            sql`update meter_readings set units = units + 1 where id = ${reading.id}`,
          );
          await rawRows(
            db,
            sql`update meter_readings set units = units - 1 where id = ${reading.id}`,
          );
        },
        RUNS,
        1,
      );
      console.log(
        `a reading written twice (kept figures refreshed each time): p50 ${fmt(write.p50)} ms, p95 ${fmt(write.p95)} ms`,
      );
    }
    console.log(
      '\n| cycle | readings | list | rows | p50 ms | p95 ms | floor p50 ms | p50 / floor | p95, share of 500 ms (PG) / 2 s (PGlite) | load |',
    );
    console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const line of lines) console.log(line);
  } finally {
    await data.done();
  }
}

await main();
