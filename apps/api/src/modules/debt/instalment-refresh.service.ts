import { bangkokToday } from '@prapa/domain/bill-state';
import { nextPlanState } from '@prapa/domain/instalment-schedule';
import type { Db } from '../../db/database.ts';
import { withTransaction } from '../../db/transaction.ts';
import { auditFields, systemContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { billAtOnce } from './instalment-invoices.ts';
import { closePlan, findActivePlanFacts } from './instalments.repository.ts';

export type PlanRefreshResult = { broken: number; completed: number };

/**
 * Breaks the active plans with an instalment billed and overdue (the rest of the plan is billed
 * at once, due today, and the member owes again) and completes those paid in full; audited
 * each. Runs with the scheduled overdue refresh, after a due date has passed.
 */
export async function refreshInstalmentPlans(
  db: Db,
  now: Date,
  clientIds?: readonly number[],
): Promise<PlanRefreshResult> {
  const ctx = systemContext(db, now);
  const today = bangkokToday(now);
  return withTransaction(db, async (tx) => {
    const result = { broken: 0, completed: 0 };
    for (const plan of await findActivePlanFacts(tx, today, clientIds)) {
      const next = nextPlanState('active', plan.items);
      if (next === 'active') continue;
      let restInvoiceNo: string | null = null;
      const rest = plan.items.filter((item) => !item.billed);
      if (next === 'broken' && rest.length > 0) {
        restInvoiceNo = await billAtOnce(
          tx,
          ctx,
          { id: plan.id, clientId: plan.client_id },
          rest.map((item) => ({ no: item.no, amount: item.amount_satang })),
        );
      }
      await closePlan(tx, plan.id, {
        state: next,
        at: now,
        by: null,
        reason: next === 'broken' ? 'missed' : null,
      });
      await refreshClientDebt(tx, [plan.client_id], today);
      await audit(tx, {
        ...auditFields(ctx),
        action: next === 'broken' ? 'instalment_plan.break' : 'instalment_plan.complete',
        entity: 'instalment_plan',
        entityId: plan.id,
        before: { state: 'active' },
        after: {
          state: next,
          client_id: plan.client_id,
          missed: plan.items.filter((item) => item.overdue).map((item) => item.no),
          rest_satang: rest.reduce((sum, item) => sum + item.amount_satang, 0),
          rest_invoice_no: restInvoiceNo,
        },
      });
      result[next === 'broken' ? 'broken' : 'completed'] += 1;
    }
    return result;
  });
}
