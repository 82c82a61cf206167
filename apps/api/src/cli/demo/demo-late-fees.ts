import { LATE_FEE_OFF, type LateFeeRule } from '@prapa/domain/late-fee';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { applyBillCharges } from '../../modules/debt/bill-charges.service.ts';
import { findDebtSettings, saveDebtSettings } from '../../modules/debt/debt-settings.repository.ts';
import { generatedDemoContext } from './demo-generated-context.ts';

/** The demo's late-fee rule: 20 baht per bill unpaid 30 days past its due date. */
export const DEMO_LATE_FEE_RULE: LateFeeRule = {
  ...LATE_FEE_OFF,
  enabled: true,
  mode: 'fixed',
  fixed_satang: 20_00,
  after_days: 30,
  base: 'bill',
};

/**
 * Late fees in the demo (docs/decisions/028): the rule is turned on, and applied to the last
 * closed cycle's unpaid bills as its bill run would have done had the rule been on then, so
 * the debtors' newest bills carry a late-fee line for each older bill 30+ days overdue.
 * Skipped when any fee line exists.
 */
export async function seedDemoLateFees(demoCtx: RequestContext): Promise<void> {
  const [existing] = await rawRows<{ n: number }>(
    demoCtx.db,
    sql`select count(*)::int as n from invoice_charges`,
  );
  const ctx = await generatedDemoContext(demoCtx);
  if (!existing || existing.n > 0 || !ctx) return;
  const settings = await findDebtSettings(ctx.db);
  await saveDebtSettings(ctx.db, { ...settings, late_fee: DEMO_LATE_FEE_RULE }, null, ctx.now);
  const [run] = await rawRows<{
    fiscal_year: number;
    first_seq: number;
    count: number;
    invoice_date: string;
    past_due: boolean;
  }>(
    ctx.db,
    sql`select i.fiscal_year, min(i.seq) as first_seq, (max(i.seq) - min(i.seq) + 1)::int as count,
          min(i.invoice_date)::text as invoice_date,
          min(i.due_date) < ${ctx.now.toISOString().slice(0, 10)}::date as past_due
        from invoices i
        where i.kind = 'water' and i.replaces_invoice_id is null and i.cycle_id = (
          select b.id from billing_cycles b where b.status <> 'open'
          order by b.period_year desc, b.period_month desc limit 1)
        group by i.fiscal_year order by count desc limit 1`,
  );
  if (!run) return;
  await withTransaction(ctx.db, (tx) =>
    applyBillCharges(tx, {
      fiscalYear: run.fiscal_year,
      firstSeq: run.first_seq,
      count: run.count,
      invoiceDate: run.invoice_date,
      pastDue: run.past_due,
    }),
  );
}
