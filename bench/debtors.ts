/**
 * The debtor list with aging at 100,000 members: `npm run bench -- debtors`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled by
 * the scale generator (BENCH_CLIENTS, default 100,000, × 12 months). Times GET /api/debt/debtors
 * as the service answers it (page 1, every total per bucket and area; and with an area and a
 * 2-month filter) and, as the floor, one GROUP BY member over the overdue bills — the part no
 * plan can skip. Target: < 200 ms on PostgreSQL (issue 16).
 */
import { cpus, loadavg } from 'node:os';
import { bangkokToday } from '@prapa/domain/bill-state';
import { sql } from 'drizzle-orm';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { getDebtorList } from '../apps/api/src/modules/debt/debtors.service.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';
import { timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const fmt = (ms: number) => ms.toFixed(0);

async function main() {
  const data = await openGeneratedDatabase({ clients: CLIENTS, months: 12 });
  const { db } = data;
  try {
    const today = bangkokToday(BENCH_NOW);
    const ctx = systemContext(db, BENCH_NOW);
    const [area] = await rawRows<{ id: number }>(db, sql`select id from areas order by id limit 1`);
    console.log(
      `${data.label}: ${CLIENTS.toLocaleString('en-US')} members; cpus ${cpus().length}; load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    const floor = await timeDirect(
      () =>
        rawRows(
          db,
          sql`select count(*) from (select client_id, sum(total_satang) from invoices
            where receipt_id is null and cancelled_at is null and due_date < ${today}::date
            group by client_id) s`,
        ),
      RUNS,
      1,
    );
    const limit = data.label.startsWith('PGlite') ? 1000 : 200;
    console.log(
      '\n| query | debtors | p50 ms | p95 ms | floor p50 ms | p50 / floor | p95, share of target | load |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const cases = [
      { name: 'all, by amount', query: {} },
      { name: 'area, 2+ months', query: { area_id: area?.id, min_months: 2 } },
      { name: 'over 90 days', query: { bucket: 'd90_plus' as const } },
    ];
    for (const c of cases) {
      let total = 0;
      const times = await timeDirect(
        async () => {
          const list = await getDebtorList(ctx, {
            sort: 'amount',
            order: 'desc',
            page: 1,
            page_size: 20,
            ...c.query,
          });
          total = list.total;
        },
        RUNS,
        1,
      );
      console.log(
        `| ${c.name} | ${total.toLocaleString('en-US')} | ${fmt(times.p50)} | ${fmt(times.p95)} | ${fmt(floor.p50)} | ${(times.p50 / floor.p50).toFixed(1)}× | ${((100 * times.p95) / limit).toFixed(0)} % | ${loadavg()[0]?.toFixed(1)} |`,
      );
    }
  } finally {
    await data.close();
    await data.drop();
  }
}

await main();
