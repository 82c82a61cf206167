/**
 * One cashier alone, for a CPU profile of the counter payment: `BENCH_KEEP=1 node --cpu-prof
 * --cpu-prof-dir=/tmp/prof --import tsx bench/counter-profile.ts` (then summarise the main
 * thread's profile by function). Uses the reports benchmark's kept generation (same plan) and
 * pays BENCH_PAYMENTS (default 300) bills one after another over HTTP from a worker thread,
 * BENCH_PACE_MS (default 50) apart, printing p50/p99 and where the server's time went.
 */
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { createTestAccount, createTestSession } from '../apps/api/src/test/factories.ts';
import { openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad } from './lib/generated-facts.ts';
import { listenTimed } from './lib/listen-timed.ts';
import { percentiles } from './lib/measure.ts';
import { startPacedPayments } from './lib/paced-payments.ts';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 300);
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 50);

/** Each statement's round trip, by its first words: where a payment's time goes. */
const trips = new Map<string, number[]>();
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string };
  const text = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ');
  const started = performance.now();
  const record = () => {
    const key = text.slice(0, 60);
    trips.set(key, [...(trips.get(key) ?? []), performance.now() - started]);
  };
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    // pg-pool's query passes a callback (the session lookup goes this way).
    args[last] = (...reply: unknown[]) => {
      record();
      return (callback as (...a: unknown[]) => unknown)(...reply);
    };
  }
  const result = original.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === 'function') {
    (result as Promise<unknown>).then(record, () => undefined);
  }
  return result;
} as typeof pg.Client.prototype.query;

const database = await openGeneratedDatabase({
  clients: Number(process.env.BENCH_CLIENTS ?? 100_000),
  months: Number(process.env.BENCH_MONTHS ?? 6),
  plan: { late: { share: 0.3 } },
  // It pays bills: a throw-away copy, so the kept generation keeps them for the next run.
  writes: true,
});
try {
  const invoices = await rawRows<{ id: number; total: number }>(
    database.db,
    sql`select i.id, i.total_satang::float8 as total from invoices i
      where i.receipt_id is null and i.cancelled_at is null and i.total_satang > 0
        and not exists (select 1 from invoices o
          where o.client_id = i.client_id and o.receipt_id is null and o.id <> i.id)
      order by i.id desc limit ${PAYMENTS + 20}`,
  );
  const now = new Date();
  const account = await createTestAccount(database.db, now, { role: ROLE.NORM });
  const token = await createTestSession(database.db, account.id, now);
  const app = await buildApp({ database, logger: false, dataDir: '/tmp', clock: () => new Date() });
  const { origin, served } = await listenTimed(app);
  const url = `${origin}${PAYMENT_PATHS.setPayment}`;
  const user = (list: typeof invoices, tag: string) => ({
    headers: { authorization: `Bearer ${token}` },
    bodies: list.map((i) => JSON.stringify({ invoices: [i.id], received: i.total })),
    keys: list.map((i) => `profile-${tag}-${i.id}-${now.getTime()}`),
  });
  // Warm-up: JIT, plans, the pool's connections.
  const warm = startPacedPayments({
    url,
    intervalMs: PACE_MS,
    users: [user(invoices.slice(0, 20), 'w')],
  });
  await new Promise((r) => setTimeout(r, PACE_MS * 22));
  await warm.stop();
  trips.clear();
  served.length = 0;
  const pacer = startPacedPayments({
    url,
    intervalMs: PACE_MS,
    users: [user(invoices.slice(20), 'p')],
  });
  await new Promise((r) => setTimeout(r, PACE_MS * (PAYMENTS + 2)));
  const result = await pacer.stop();
  const p = percentiles(result.times);
  console.log(
    `${result.times.length} payments one cashier ${PACE_MS} ms apart: p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms, statuses ${JSON.stringify(result.statuses)}; ${machineLoad()}`,
  );
  const ps = percentiles(served);
  console.log(
    `server side (arrival to last byte): p50 ${ps.p50.toFixed(1)} ms, p99 ${ps.p99.toFixed(1)} ms`,
  );
  for (const [key, times] of trips) {
    if (times.length < 10) continue;
    const t = percentiles(times);
    console.log(
      `  ${String(times.length).padStart(4)}× p50 ${t.p50.toFixed(2).padStart(6)} ms p99 ${t.p99.toFixed(2).padStart(6)} ms  ${key}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  await database.drop();
}
