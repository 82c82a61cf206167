import { bangkokToday } from '@prapa/domain/bill-state';
import { addDays } from '@prapa/domain/remittance';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { closeDay } from '../../modules/remittance/daily-close.service.ts';
import { findSettings, saveSettings } from '../../modules/remittance/remittance.repository.ts';
import { createRemittance } from '../../modules/remittance/remittance.service.ts';
import { cashier } from './demo-counter-day.ts';
import { generatedDemoContext } from './demo-generated-context.ts';

/** One demo day closes 20 baht short, with its reason on record. */
export const DEMO_SHORTAGE_REASON = 'ทอนเงินเกินให้ผู้ใช้น้ำ 20 บาท';

/**
 * The counter's last five days before today as an office would have left them: the system in
 * use from the first of them; every cashier's day closed (the oldest one 20 baht short), all
 * but the last day remitted in one remittance, the last day closed and waiting (late, so the
 * ADMIN dashboard warns). Today stays open for the cashier to close. Idempotent: a day closed or a remittance made
 * is left as it is. Audited as part of the generated demo.
 */
export async function seedDemoRemittance(demoCtx: RequestContext): Promise<void> {
  const ctx = await generatedDemoContext(demoCtx);
  if (!ctx) return;
  const today = bangkokToday(ctx.now);
  // The generated history's last five counter days before today.
  const recent = await rawRows<{ day: string }>(
    ctx.db,
    sql`select distinct receipt_date::text as day from receipts
        where receipt_date < ${today}::date and collected_by is not null and seq > 0
        order by day desc limit 5`,
  );
  const from = recent.at(-1)?.day;
  if (from === undefined) return;
  const settings = await findSettings(ctx.db);
  if (settings.starts_on > from) {
    await withTransaction(ctx.db, (tx) =>
      saveSettings(tx, { ...settings, starts_on: from }, ctx.now),
    );
  }
  const lastDay = recent[0]?.day ?? from;
  const days = await rawRows<{ user_name: string; day: string; expected: number }>(
    ctx.db,
    sql`select a.user_name, r.receipt_date::text as day,
          coalesce(sum(r.amount_satang) filter (where r.voided_at is null and r.method = 'cash'), 0)::float8 as expected
        from receipts r join accounts a on a.id = r.collected_by
        where r.receipt_date >= ${from}::date and r.receipt_date < ${today}::date and r.seq > 0
          and not exists (select 1 from cash_closes c where c.cashier_id = r.collected_by and c.close_date = r.receipt_date)
        group by 1, 2 order by 2, 1`,
  );
  const [before] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from cash_closes`,
  );
  let first = (before?.n ?? 0) === 0;
  for (const d of days) {
    const short = first && d.expected > 2_000;
    first = false;
    await closeDay(
      { ...ctx, account: await cashier(ctx, d.user_name) },
      {
        date: d.day,
        counted: short ? d.expected - 2_000 : d.expected,
        ...(short ? { reason: DEMO_SHORTAGE_REASON } : {}),
      },
    );
  }
  const [made] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from remittances`,
  );
  const [closed] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from cash_closes
        where remittance_id is null and close_date < ${lastDay}::date`,
  );
  if ((made?.n ?? 0) === 0 && (closed?.n ?? 0) > 0) {
    await createRemittance({ ...ctx, account: await cashier(ctx, 'admin') }, addDays(lastDay, -1));
  }
}
