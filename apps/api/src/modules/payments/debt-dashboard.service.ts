import { bangkokToday } from '@prapa/domain/bill-state';
import { bangkokDateParts, toIsoDate } from '@prapa/domain/thai-date';
import type { RequestContext } from '../../lib/request-context.ts';
import { cashOfDay, debtByArea, debtRatio, unpaidByCycle } from './debt-dashboard.repository.ts';

/** Spec §9: the dashboard table shows the last 4 billing cycles. */
export const DASHBOARD_CYCLES = 4;

export const getDebtRatio = (ctx: RequestContext) => debtRatio(ctx.db, bangkokToday(ctx.now));

export const getDebtSummary = (ctx: RequestContext, areaId: number | undefined) =>
  debtByArea(ctx.db, areaId, bangkokToday(ctx.now));

export const getUnpaidByCycle = (ctx: RequestContext) =>
  unpaidByCycle(ctx.db, DASHBOARD_CYCLES, bangkokToday(ctx.now));

/** Today's cash: receipts dated today in Bangkok, voided ones counted apart. */
export async function getTodayCash(ctx: RequestContext) {
  const date = toIsoDate(bangkokDateParts(ctx.now));
  return { date, ...(await cashOfDay(ctx.db, date)) };
}
