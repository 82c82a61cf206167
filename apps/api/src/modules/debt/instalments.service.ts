import type {
  TCreateInstalmentPlan,
  TInstalmentPlan,
  TMemberInstalments,
} from '@prapa/contracts/instalments';
import { bangkokToday, isPastDue } from '@prapa/domain/bill-state';
import {
  instalmentPeriod,
  instalmentSchedule,
  nextPlanState,
  periodParts,
} from '@prapa/domain/instalment-schedule';
import { ROLE } from '@prapa/domain/roles';
import { fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import { auditFields, type RequestContext, systemContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import { findDebtSettings } from './debt-settings.repository.ts';
import { findMemberHead } from './debtors.service.ts';
import type { AgreementInput } from './instalment-agreement-pdf.ts';
import {
  closePlan,
  findActivePlanFacts,
  findArrearsBills,
  findNextPeriod,
  findPlans,
  insertInstalmentInvoice,
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
    arrears_satang: arrears.reduce((sum, bill) => sum + bill.total_satang, 0),
    next_period: periodText(next),
    plans: plans.map((plan) => toPlan(plan, today)),
  };
}

async function fiscalYearOf(tx: Tx, date: string): Promise<number> {
  const organisation = await findOrganisation(tx);
  if (!organisation) throw new Error('organisation row missing');
  return fiscalYearBE(parseIsoDate(date)!, organisation.fiscalYearStartMonth);
}

/** Bills instalments `nos` of a plan at once on one 'instalment' invoice due `today`. */
async function billAtOnce(
  tx: Tx,
  ctx: RequestContext,
  plan: { id: number; clientId: number },
  items: readonly { no: number; amount: number }[],
): Promise<string> {
  const today = bangkokToday(ctx.now);
  const fiscalYear = await fiscalYearOf(tx, today);
  const numbers = await takeDocumentNumbers(tx, 'invoice', fiscalYear, 1);
  const invoiceNo = numbers.format(0);
  await insertInstalmentInvoice(
    tx,
    {
      invoiceNo,
      fiscalYear,
      seq: numbers.first,
      invoiceDate: today,
      dueDate: today,
      clientId: plan.clientId,
      amount: items.reduce((sum, item) => sum + item.amount, 0),
      by: ctx.account?.id ?? null,
      now: ctx.now,
    },
    plan.id,
    items.map((item) => item.no),
  );
  return invoiceNo;
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
    const arrears = bills.reduce((sum, bill) => sum + bill.total_satang, 0);
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

/** The plan as an agreement for both sides to sign (A4 PDF, on the PDF worker). */
export async function renderAgreement(ctx: RequestContext, id: number): Promise<Buffer> {
  const plan = await getPlan(ctx, id);
  const [head, organisation, settings] = await Promise.all([
    findMemberHead(ctx, plan.client_id),
    findOrganisation(ctx.db),
    findDebtSettings(ctx.db),
  ]);
  const input: AgreementInput = {
    office: {
      name: organisation?.name ?? '',
      address: organisation?.address ?? '',
      phone: organisation?.phone ?? '',
    },
    signer: { name: settings.signer_name, position: settings.signer_position },
    member: {
      memberId: head.member_id,
      fullname: `${head.first_name} ${head.last_name}`.trim(),
      address: [head.house_no, head.address, head.area_name].filter((s) => s !== '').join(' '),
    },
    plan,
  };
  return renderPdfInWorker(
    new URL('./instalment-agreement-pdf.ts', import.meta.url).href,
    'agreementDocument',
    input,
  );
}
