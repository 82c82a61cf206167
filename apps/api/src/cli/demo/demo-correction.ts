import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { correctClosedReading } from '../../modules/invoices/invoice-corrections.service.ts';
import { cashier } from './demo-counter-day.ts';

const DAY_MS = 86_400_000;
export const DEMO_CORRECTION_REASON = 'จดเลขมาตรผิด เกินจริง 10 หน่วย ตรวจมาตรซ้ำแล้ว';

/**
 * One billed reading corrected the way an admin does it (decision 027), so a new admin sees
 * the correction flow: an owing member's bill of the last closed cycle, whose reading was 10
 * units too high, is cancelled with a reason, the reading fixed and the bill issued again
 * naming the cancelled one, by the real service (audited). Two days ago, by the demo admin.
 * Skipped when any bill is already cancelled.
 */
export async function seedDemoCorrection(ctx: RequestContext): Promise<void> {
  const [cancelled] = await rawRows<{ n: number }>(
    ctx.db,
    sql`select count(*)::int as n from invoices where cancelled_at is not null`,
  );
  if (!cancelled || cancelled.n > 0) return;
  const [bill] = await rawRows<{ cycle_id: number; meter_id: number; current_reading: number }>(
    ctx.db,
    sql`select i.cycle_id, i.meter_id, i.current_reading
        from invoices i
        join billing_cycles b on b.id = i.cycle_id and b.status <> 'open'
        join clients c on c.id = i.client_id
        where i.kind = 'water' and i.receipt_id is null and i.cancelled_at is null
          and i.units >= 12 and i.current_reading >= i.previous_reading + 12
          and c.status_code like '1_%'
          and b.period_year * 12 + b.period_month = (select max(period_year * 12 + period_month)
            from billing_cycles where status <> 'open')
          and not exists (select 1 from meter_readings r join billing_cycles later on later.id = r.cycle_id
            where r.meter_id = i.meter_id
              and later.period_year * 12 + later.period_month > b.period_year * 12 + b.period_month)
        order by c.member_id limit 1`,
  );
  if (!bill) return;
  const admin = await cashier(ctx, 'admin');
  await correctClosedReading(
    { ...ctx, now: new Date(ctx.now.getTime() - 2 * DAY_MS), account: admin },
    {
      cycle_id: bill.cycle_id,
      meter_id: bill.meter_id,
      current_reading: bill.current_reading - 10,
      confirm_rollover: false,
      confirm_anomaly: true,
      reason: DEMO_CORRECTION_REASON,
    },
  );
}
