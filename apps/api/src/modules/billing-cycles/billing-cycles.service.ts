import type {
  TBillingCycle,
  TBillingCycleSummary,
  TCreateBillingCycleParams,
} from '@prapa/contracts/billing-cycles';
import { billCycleName, fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { BillingCycleRow } from '../../db/schema/billing-cycles.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { countWaiting } from '../readings/reading-screen.repository.ts';
import { cycleProgress } from '../readings/reading-screen.service.ts';
import {
  closeCycle,
  findCycle,
  findNewestCycle,
  findOpenCycle,
  insertCycle,
  listCycles,
  lockCyclesForOpening,
} from './billing-cycles.repository.ts';

export const cycleNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'billing_cycle_not_found' });

export function cycleClosed(cycle: BillingCycleRow) {
  return new AppError('CONFLICT', {
    messageKey: 'billing_cycle_closed',
    params: { name: cycle.billCycleName },
  });
}

export function toCycleSummary(row: BillingCycleRow): TBillingCycleSummary {
  return {
    id: row.id,
    bill_cycle_no: row.billCycleNo,
    bill_cycle_name: row.billCycleName,
    bill_year: row.billYear,
    period_year: row.periodYear,
    period_month: row.periodMonth,
    bill_cut_off: row.billCutOff,
    order: row.order,
    status: row.status,
    opened_at: row.openedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}

async function withCounts(db: Db, row: BillingCycleRow): Promise<TBillingCycle> {
  const progress = await cycleProgress(db, row);
  return { ...toCycleSummary(row), ...progress };
}

export async function listBillingCycles(ctx: RequestContext): Promise<TBillingCycle[]> {
  const rows = await listCycles(ctx.db);
  return Promise.all(rows.map((cycle) => withCounts(ctx.db, cycle)));
}

export async function getBillingCycle(ctx: RequestContext, id: number): Promise<TBillingCycle> {
  const cycle = await findCycle(ctx.db, id);
  if (!cycle) throw cycleNotFound();
  return withCounts(ctx.db, cycle);
}

const periodKey = (row: { periodYear: number; periodMonth: number }) =>
  row.periodYear * 12 + row.periodMonth;

/**
 * Opens the cycle of one calendar month. Refused while another cycle is open, when the month
 * has a cycle, and for a month before the newest cycle's (cycles only move forward, so a
 * meter's "previous reading" is always the one of the month before).
 */
export async function openBillingCycle(
  ctx: RequestContext,
  params: TCreateBillingCycleParams,
): Promise<TBillingCycle> {
  if (!parseIsoDate(params.bill_cut_off)) {
    throw new AppError('VALIDATION', {
      fields: [{ path: 'params.bill_cut_off', message: 'v.date_format' }],
    });
  }
  const name = billCycleName(params.year, params.month - 1);
  const id = await withTransaction(ctx.db, async (tx) => {
    await lockCyclesForOpening(tx);
    const open = await findOpenCycle(tx);
    if (open) {
      throw new AppError('CONFLICT', {
        messageKey: 'billing_cycle_open_exists',
        params: { name: open.billCycleName },
      });
    }
    const newest = await findNewestCycle(tx);
    const wanted = { periodYear: params.year, periodMonth: params.month };
    if (newest && periodKey(newest) === periodKey(wanted)) {
      throw new AppError('CONFLICT', {
        messageKey: 'billing_cycle_month_exists',
        params: { name },
      });
    }
    if (newest && periodKey(newest) > periodKey(wanted)) {
      throw new AppError('CONFLICT', {
        messageKey: 'billing_cycle_before_newest',
        params: { name, newest: newest.billCycleName },
      });
    }
    const org = await findOrganisation(tx);
    const values = {
      billCycleName: name,
      billYear: fiscalYearBE(
        { year: params.year, month: params.month, day: 1 },
        org?.fiscalYearStartMonth ?? 10,
      ),
      periodYear: params.year,
      periodMonth: params.month,
      billCutOff: params.bill_cut_off,
      order: params.order,
      openedBy: ctx.account?.id ?? null,
      now: ctx.now,
    };
    const newId = await insertCycle(tx, values).catch((error: unknown) => {
      // Two opens at once on PostgreSQL: the indexes have the last word.
      if (isUniqueViolation(error, 'billing_cycles_one_open_key')) {
        throw new AppError('CONFLICT', {
          messageKey: 'billing_cycle_open_exists',
          params: { name },
        });
      }
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', {
          messageKey: 'billing_cycle_month_exists',
          params: { name },
        });
      }
      throw error;
    });
    await audit(tx, {
      ...auditFields(ctx),
      action: 'billing_cycle.open',
      entity: 'billing_cycle',
      entityId: newId,
      after: { ...params, bill_cycle_name: name, bill_year: values.billYear },
    });
    return newId;
  });
  return getBillingCycle(ctx, id);
}

/** Closing makes the cycle read-only; refused while any meter is still waiting. */
export async function closeBillingCycle(ctx: RequestContext, id: number): Promise<TBillingCycle> {
  await withTransaction(ctx.db, async (tx) => {
    const cycle = await findCycle(tx, id, 'update');
    if (!cycle) throw cycleNotFound();
    if (cycle.status === 'closed') {
      throw new AppError('CONFLICT', {
        messageKey: 'billing_cycle_already_closed',
        params: { name: cycle.billCycleName },
      });
    }
    const waiting = await countWaiting(tx, { id, open: true });
    if (waiting > 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'billing_cycle_meters_waiting',
        params: { name: cycle.billCycleName, count: waiting.toLocaleString('en-US') },
      });
    }
    await closeCycle(tx, id, ctx.account?.id ?? null, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'billing_cycle.close',
      entity: 'billing_cycle',
      entityId: id,
      before: { status: 'open' },
      after: { status: 'closed' },
    });
  });
  return getBillingCycle(ctx, id);
}
