/**
 * The cashier's daily close: `npm run bench -- daily-close`.
 *
 * A throw-away database (PostgreSQL when DATABASE_URL is set, else a temporary PGlite) filled by
 * the scale generator (BENCH_CLIENTS, default 2,000 members × 2 months), plus BENCH_RECEIPTS
 * (default 2,000) receipts of one cashier on one day. Times the close itself (closeDay: the
 * day's receipts locked, counted, the close and its receipt rows written, audited) BENCH_RUNS
 * times, removing the close between runs, next to the floor: reading the same day's receipts
 * (the query the close starts with) without writing. Target (issue 15): < 1 s for 2,000.
 */
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { systemContext } from '../apps/api/src/lib/request-context.ts';
import { findDayReceipts } from '../apps/api/src/modules/remittance/daily-close.repository.ts';
import { closeDay } from '../apps/api/src/modules/remittance/daily-close.service.ts';
import { createTestAccount } from '../apps/api/src/test/factories.ts';
import { BENCH_NOW, openGeneratedDatabase } from './lib/generated-database.ts';
import { machineLoad, settle, shareOfLimit } from './lib/generated-facts.ts';
import { percentiles, timeDirect } from './lib/measure.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 2_000);
const RECEIPTS = Number(process.env.BENCH_RECEIPTS ?? 2_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LIMIT_MS = 1_000;
const DAY = '2026-11-20';

const database = await openGeneratedDatabase({ clients: CLIENTS, months: 2 });
try {
  const account = await createTestAccount(database.db, BENCH_NOW, {
    role: ROLE.NORM,
    fullName: 'แคชเชียร์ทดสอบ',
  });
  await database.db.execute(
    sql`insert into receipts (receipt_no, fiscal_year, seq, receipt_date, paid_at, client_id,
          amount_satang, received_satang, change_satang, payment_no, payee, collected_by)
        select 'BENCH' || g, 2570, 900000 + g, ${DAY}::date, ${BENCH_NOW.toISOString()}::timestamptz,
          (select min(id) from clients), 15000, 15000, 0, 'ผู้ชำระ', 'แคชเชียร์ทดสอบ', ${account.id}
        from generate_series(1, ${RECEIPTS}) g`,
  );
  await settle(database);
  const ctx = {
    ...systemContext(database.db, BENCH_NOW),
    account: {
      id: account.id,
      userName: account.userName,
      fullName: account.fullName,
      role: account.role,
      roleName: 'NORM',
      roleNameTh: 'พนักงาน',
      flags: account.flags,
    },
  };
  const floor = await timeDirect(() => findDayReceipts(database.db, account.id, DAY), 20, 3);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const day = await closeDay(ctx, { date: DAY, counted: RECEIPTS * 15_000 });
    times.push(performance.now() - started);
    if (day.close?.receipt_count !== RECEIPTS) throw new Error('close did not count every receipt');
    // Only the bench cashier's close: the generated history's closes stay (BENCH_KEEP=1).
    await database.db.execute(
      sql`delete from close_receipts where close_id in
            (select id from cash_closes where cashier_id = ${account.id})`,
    );
    await database.db.execute(sql`delete from cash_closes where cashier_id = ${account.id}`);
  }
  const close = percentiles(times);
  console.log(`\n${database.label}, ${machineLoad()}`);
  console.log(
    `daily close of ${RECEIPTS.toLocaleString('en-US')} receipts (${RUNS} runs): p50 ${close.p50.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms — ${shareOfLimit(Math.max(...times), LIMIT_MS)}`,
  );
  console.log(`floor (reading the day's receipts, 20 runs): p50 ${floor.p50.toFixed(1)} ms`);
} finally {
  await database.close();
  await database.drop();
}
