import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import {
  createDisconnections,
  transitionDisconnection,
} from '../../modules/debt/disconnections.service.ts';
import { recordLetters } from '../../modules/debt/letters.service.ts';
import { generatedDemoContext } from './demo-generated-context.ts';

const DAY_MS = 86_400_000;

/**
 * Debt letters and one disconnected member for the demo (issue 16): first notices a month
 * ago to everyone then owing 2+ months, a final notice three weeks ago to the largest debtor,
 * whose deadline has passed, so they are on the disconnection list and disconnected today.
 * Skipped when any letter exists.
 */
export async function seedDemoDebt(demoCtx: RequestContext): Promise<void> {
  const [existing] = await rawRows<{ n: number }>(
    demoCtx.db,
    sql`select count(*)::int as n from debt_letters`,
  );
  const ctx = await generatedDemoContext(demoCtx);
  if (!existing || existing.n > 0 || !ctx) return;
  const monthAgo = { ...ctx, now: new Date(ctx.now.getTime() - 30 * DAY_MS) };
  try {
    await recordLetters(monthAgo, { kind: 'first', min_months: 2 });
  } catch {
    return; // Nobody owed 2+ months a month ago: no demo letters.
  }
  const [top] = await rawRows<{ id: number }>(
    ctx.db,
    sql`select client_id as id from invoices
        where receipt_id is null and cancelled_at is null and due_date < ${ctx.now.toISOString().slice(0, 10)}::date
        group by client_id order by sum(total_satang) desc limit 1`,
  );
  if (!top) return;
  const threeWeeksAgo = { ...ctx, now: new Date(ctx.now.getTime() - 21 * DAY_MS) };
  await recordLetters(threeWeeksAgo, { kind: 'final', min_months: 1, client_ids: [top.id] });
  await createDisconnections(ctx, [top.id]);
  const [order] = await rawRows<{ id: number }>(
    ctx.db,
    sql`select id from disconnections where client_id = ${top.id} and state = 'pending'`,
  );
  if (order) {
    await transitionDisconnection(ctx, order.id, { action: 'disconnect', allow: false, note: '' });
  }
}
