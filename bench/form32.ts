/**
 * Form 32 for a month: `npm run bench -- form32`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled by
 * the scale generator: BENCH_CLIENTS (default 100,000) members × BENCH_MONTHS (default 6)
 * months, mostly paid. Times form 32 of October 2026 by area, by collector, and the fiscal
 * year 2570 by month (the service the page and the PDF call), BENCH_RUNS times each, next to
 * the floor: one aggregate over the same month's receipts (count and sum, no grouping).
 * Target (issue 15): < 1 s for a month at 100,000 members on PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { getForm32 } from '../apps/api/src/modules/remittance/form32.service.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle, shareOfLimit } from './lib/generated-facts.ts';
import { timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT_MS = 1_000;

const database = await openGeneratedDatabase({ clients: CLIENTS, months: MONTHS });
try {
  await settle(database);
  const ctx = systemContext(database.db, BENCH_NOW);
  const [facts] = (
    (await database.db.execute(
      sql`select count(*)::int as n from receipts where receipt_date >= '2026-10-01' and receipt_date < '2026-11-01'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  const floor = await timeDirect(
    () =>
      database.db.execute(
        sql`select count(*), sum(amount_satang) from receipts
            where receipt_date >= '2026-10-01' and receipt_date < '2026-11-01'
              and seq > 0 and voided_at is null`,
      ),
    RUNS,
    1,
  );
  const area = await timeDirect(
    () => getForm32(ctx, { view: 'area', month: '2026-10' }, 'th'),
    RUNS,
    1,
  );
  const collector = await timeDirect(
    () => getForm32(ctx, { view: 'collector', month: '2026-10' }, 'th'),
    RUNS,
    1,
  );
  const year = await timeDirect(
    () => getForm32(ctx, { view: 'year', fiscal_year: 2570 }, 'th'),
    RUNS,
    1,
  );
  console.log(`\n${database.label}, ${machineLoad()}`);
  console.log(
    `${CLIENTS.toLocaleString('en-US')} members, ${facts?.n.toLocaleString('en-US')} receipts in October 2026`,
  );
  const line = (name: string, p: { p50: number; p99: number }) =>
    console.log(
      `${name}: p50 ${p.p50.toFixed(1)} ms, max ${p.p99.toFixed(1)} ms — ${shareOfLimit(p.p99, LIMIT_MS)}`,
    );
  line('form 32, month by area', area);
  line('form 32, month by collector', collector);
  line('form 32, fiscal year by month', year);
  console.log(`floor (count and sum of the month's receipts): p50 ${floor.p50.toFixed(1)} ms`);
} finally {
  await database.close();
  await database.drop();
}
