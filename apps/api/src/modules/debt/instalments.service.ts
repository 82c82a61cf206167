import type {
  TCreateInstalmentPlan,
  TInstalmentPlan,
  TMemberInstalments,
} from '@prapa/contracts/instalments';
import { bangkokToday, isPastDue } from '@prapa/domain/bill-state';
import {
  instalmentPeriod,
  instalmentSchedule,
  periodParts,
} from '@prapa/domain/instalment-schedule';
import { ROLE } from '@prapa/domain/roles';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { billAtOnce } from './instalment-invoices.ts';
import {
  closePlan,
  findActivePlanFacts,
  findArrearsBills,
  findNextPeriod,
  findPlans,
  insertItems,
  insertPlan,
  lockPlan,
  moveBillsIntoPlan,
  type PlanRowData,
  releasePlanBills,
} from './instalments.repository.ts';

const periodText = (period: number) => {
  const { year, month } = periodParts(period);
  return `${year}-${String(month).padStart(2, '0')}`;
};

export function toPlan(row: PlanRowData, today: string): TInstalmentPlan {
  const items = row.items.map((item) => ({
    no: item.no,
    amount_satang: item.amount_satang,
    period: item.no === 0 ? null : periodText(instalmentPeriod(row.first_period, item.no)),
    invoice_no: item.invoice_no,
    due_date: item.due_date,
    paid: item.paid,
    overdue: item.due_date !== null && !item.paid && isPastDue(item.due_date, today),
  }));
  const paid = items.filter((item) => item.paid);
  const paidSatang = paid.reduce((sum, item) => sum + item.amount_satang, 0);
  const live = row.state === 'active' || row.state === 'broken';
  return {
    id: row.id,
    client_id: row.client_id,
    state: row.state,
    arrears_satang: row.arrears_satang,
    down_payment_satang: row.down_payment_satang,
    instalment_count: row.instalment_count,
    paid_satang: paidSatang,
    paid_count: paid.filter((item) => item.no > 0).length,
    remaining_satang: live ? row.arrears_satang - paidSatang : 0,
    agreed_on: row.agreed_on,
    note: row.note,
    created_by: row.created_by,
    closed_at: row.closed_at,
    close_reason: row.close_reason,
    bills: row.bills,
    items,
  };
}

/** Plans are agreed and cancelled by an administrator (issue 16 B7); NORM reads them. */
function requireAdmin(ctx: RequestContext): void {
  const role = ctx.account?.role;
  if (ctx.account && role !== ROLE.ADMIN && role !== ROLE.DEV) {
    throw new AppError('FORBIDDEN', { messageKey: 'debt.plan_admin_only' });
  }
}

/** `/debtaccount/:id`: what a new plan would take over, and the member's plans. */
export async function getMemberInstalments(
  ctx: RequestContext,
  clientId: number,
): Promise<TMemberInstalments> {
  const today = bangkokToday(ctx.now);
  const [arrears, next, plans] = await Promise.all([
    findArrearsBills(ctx.db, clientId, today),
    findNextPeriod(ctx.db, clientId, today),
    findPlans(ctx.db, { clientId }),
  ]);
  return {
    client_id: clientId,
    arrears,
    arrears_satang: arrears.reduce((sum, bill) => sum + bill.due_satang, 0),
    next_period: periodText(next),
    plans: plans.map((plan) => toPlan(plan, today)),
  };
}

/**
 * Agrees a plan (ADMIN): the member's overdue bills move into it, the down payment is billed
 * at once (due today: paid at signing), the rest is split into instalments billed one a month
 * with the water bills (docs/decisions/029). The member's debt is unchanged; they no longer
 * owe anything overdue, so they leave the debtor and disconnection lists while it is kept.
 */
export async function createInstalmentPlan(
  ctx: RequestContext,
  input: TCreateInstalmentPlan,
): Promise<TInstalmentPlan> {
  requireAdmin(ctx);
  const today = bangkokToday(ctx.now);
  const by = ctx.account?.id ?? null;
  const planId = await withTransaction(ctx.db, async (tx) => {
    const [existing] = await findActivePlanFacts(tx, today, [input.client_id]);
    if (existing) throw new AppError('CONFLICT', { messageKey: 'debt.plan_exists' });
    const bills = await findArrearsBills(tx, input.client_id, today, true);
    const arrears = bills.reduce((sum, bill) => sum + bill.due_satang, 0);
    if (bills.length === 0) throw new AppError('CONFLICT', { messageKey: 'debt.plan_no_arrears' });
    const result = instalmentSchedule({
      arrearsSatang: arrears,
      downPaymentSatang: input.down_payment_satang,
      count: input.instalment_count,
    });
    if (!result.ok) {
      throw new AppError('CONFLICT', { messageKey: `debt.plan_${result.reason}` });
    }
    const { schedule } = result;
    const firstPeriod = await findNextPeriod(tx, input.client_id, today);
    const id = await insertPlan(tx, {
      clientId: input.client_id,
      arrearsSatang: arrears,
      downPaymentSatang: schedule.downPaymentSatang,
      count: schedule.instalments.length,
      firstPeriod,
      agreedOn: today,
      note: input.note,
      by,
      now: ctx.now,
    });
    const items = [
      ...(schedule.downPaymentSatang > 0 ? [{ no: 0, amount: schedule.downPaymentSatang }] : []),
      ...schedule.instalments.map((amount, i) => ({ no: i + 1, amount })),
    ];
    await insertItems(tx, id, items);
    await moveBillsIntoPlan(
      tx,
      id,
      bills.map((bill) => bill.id),
    );
    const downPaymentNo =
      schedule.downPaymentSatang > 0
        ? await billAtOnce(tx, ctx, { id, clientId: input.client_id }, [items[0]!])
        : null;
    const [debt] = await refreshClientDebt(tx, [input.client_id], today);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'instalment_plan.create',
      entity: 'instalment_plan',
      entityId: id,
      after: {
        client_id: input.client_id,
        arrears_satang: arrears,
        bills: bills.map((bill) => bill.invoice_no),
        down_payment_satang: schedule.downPaymentSatang,
        down_payment_invoice_no: downPaymentNo,
        instalments: schedule.instalments,
        first_period: periodText(firstPeriod),
        note: input.note,
        status_after: debt?.status_after ?? null,
      },
    });
    return id;
  });
  return getPlan(ctx, planId);
}

export async function getPlan(ctx: RequestContext, id: number): Promise<TInstalmentPlan> {
  const [plan] = await findPlans(ctx.db, { ids: [id] });
  if (!plan) throw new AppError('NOT_FOUND', { messageKey: 'debt.plan_not_found' });
  return toPlan(plan, bangkokToday(ctx.now));
}

/**
 * Cancels a plan agreed by mistake (ADMIN), while nothing of it has been paid and no
 * instalment is on a water bill: the down payment bill is cancelled and the bills the plan
 * took over are owed by themselves again.
 */
export async function cancelInstalmentPlan(
  ctx: RequestContext,
  id: number,
  reason: string,
): Promise<TInstalmentPlan> {
  requireAdmin(ctx);
  const today = bangkokToday(ctx.now);
  await withTransaction(ctx.db, async (tx) => {
    const plan = await lockPlan(tx, id);
    if (!plan) throw new AppError('NOT_FOUND', { messageKey: 'debt.plan_not_found' });
    if (plan.state !== 'active') {
      throw new AppError('CONFLICT', { messageKey: 'debt.plan_not_active' });
    }
    const [facts] = await findActivePlanFacts(tx, today, [plan.client_id]);
    const started = (facts?.items ?? []).some((item) => item.paid || (item.no > 0 && item.billed));
    if (started) throw new AppError('CONFLICT', { messageKey: 'debt.plan_started' });
    const by = ctx.account?.id ?? null;
    await releasePlanBills(tx, id, { at: ctx.now, by, reason: `ยกเลิกสัญญาผ่อนชำระ: ${reason}` });
    await closePlan(tx, id, { state: 'cancelled', at: ctx.now, by, reason });
    await refreshClientDebt(tx, [plan.client_id], today);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'instalment_plan.cancel',
      entity: 'instalment_plan',
      entityId: id,
      before: { state: 'active' },
      after: { state: 'cancelled', client_id: plan.client_id, reason },
    });
  });
  return getPlan(ctx, id);
}
