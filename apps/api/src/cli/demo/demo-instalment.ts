import { bangkokToday } from '@prapa/domain/bill-state';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { createInstalmentPlan } from '../../modules/debt/instalments.service.ts';
import { generatedDemoContext } from './demo-generated-context.ts';

export const DEMO_PLAN_NOTE = 'ตกลงผ่อนชำระที่สำนักงาน (ข้อมูลตัวอย่าง)';

/**
 * One member paying their arrears by instalments (issue 16 item 4): the debtor owing the most
 * who has no disconnection order agrees four monthly instalments, no down payment, so the
 * member leaves the debtor list and the plan shows on their debt account. A debtor with a part
 * payment on an overdue bill comes first, so the plan shows a bill taken over at less than its
 * total. Skipped when any plan exists.
 */
export async function seedDemoInstalmentPlan(demoCtx: RequestContext): Promise<void> {
  const [existing] = await rawRows<{ n: number }>(
    demoCtx.db,
    sql`select count(*)::int as n from instalment_plans`,
  );
  const ctx = await generatedDemoContext(demoCtx);
  if (!existing || existing.n > 0 || !ctx) return;
  const [debtor] = await rawRows<{ id: number }>(
    ctx.db,
    sql`select i.client_id as id from invoices i join clients c on c.id = i.client_id
        where i.receipt_id is null and i.cancelled_at is null and i.moved_to_plan_id is null
          and i.due_date < ${bangkokToday(ctx.now)}::date and c.status_code = '1_1'
          and c.deleted_at is null
          and not exists (select 1 from disconnections x where x.client_id = c.id)
        group by i.client_id having count(*) >= 2
        order by bool_or(i.partial_satang > 0) desc, sum(i.total_satang) desc, i.client_id
        limit 1`,
  );
  if (!debtor) return;
  await createInstalmentPlan(ctx, {
    client_id: debtor.id,
    down_payment_satang: 0,
    instalment_count: 4,
    note: DEMO_PLAN_NOTE,
  });
}
