import { BANGKOK_UTC_OFFSET_MS, parseIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { listBillingCycles } from '../../modules/billing-cycles/billing-cycles.service.ts';
import { runBillRun } from '../../modules/invoices/bill-run.service.ts';

/**
 * Invoices for the demo's closed cycles (June–October 2569), oldest first, each issued on its
 * own cut-off day (the 25th) at 09:00 Bangkok, so numbers, dates and fiscal years (2569 up to
 * September, 2570 from October) look as a real year would, and each bill carries the earlier
 * months still unpaid as arrears. The open cycle stays unbilled: the end-to-end test bills it
 * through the screen. A cycle that already has invoices is left alone, so seeding again
 * changes nothing.
 */
export async function seedDemoInvoices(ctx: RequestContext): Promise<void> {
  const closed = (await listBillingCycles(ctx))
    .filter((cycle) => cycle.status === 'closed')
    .sort((a, b) => a.period_year * 12 + a.period_month - (b.period_year * 12 + b.period_month));
  const invoiced = new Set(
    (await rawRows<{ cycle_id: number }>(ctx.db, sql`select distinct cycle_id from invoices`)).map(
      (row) => row.cycle_id,
    ),
  );
  for (const cycle of closed) {
    if (invoiced.has(cycle.id)) continue;
    const day = parseIsoDate(cycle.bill_cut_off);
    if (!day) throw new Error(`cycle ${cycle.id} has no valid cut-off date`);
    const now = new Date(Date.UTC(day.year, day.month - 1, day.day, 9) - BANGKOK_UTC_OFFSET_MS);
    await runBillRun({ ...ctx, now }, cycle.id, { invoiceDate: cycle.bill_cut_off });
  }
}
