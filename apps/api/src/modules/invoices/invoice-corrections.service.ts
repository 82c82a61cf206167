import {
  BILL_RUN_REVIEW_MAX,
  type TBillRunReview,
  type TCancelInvoiceResult,
  type TCorrectClosedReadingResult,
  type TReissueResult,
  type ZCorrectClosedReadingRequest,
} from '@prapa/contracts/invoice-corrections';
import { bangkokToday } from '@prapa/domain/bill-state';
import { ROLE } from '@prapa/domain/roles';
import { toIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rawRows } from '../../db/raw-rows.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { cycleNotFound } from '../billing-cycles/billing-cycles.service.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { evaluateReading } from '../readings/reading-evaluation.ts';
import { findReadingContexts, upsertReadings } from '../readings/readings.repository.ts';
import { auditedReading, cyclePeriod } from '../readings/save-readings.service.ts';
import { billableFrom, runBillRun, runBillRunIn } from './bill-run.service.ts';
import {
  findLiveInvoiceOfReading,
  lockInvoice,
  markInvoiceCancelled,
  reviewReadingsToBill,
} from './invoice-corrections.repository.ts';
import { invoiceNotFound } from './invoices.service.ts';

/**
 * Cancels an unpaid invoice (ADMIN or DEV): its number stays used and it stays listed, marked
 * ยกเลิก; it is no longer owed, so the client's debt and status follow in the same transaction;
 * its reading may be corrected and billed again (decision 012). A paid invoice needs its
 * receipt voided first.
 */
export async function cancelInvoice(
  ctx: RequestContext,
  input: { id: number; reason: string },
): Promise<TCancelInvoiceResult> {
  requireAdmin(ctx);
  return withTransaction(ctx.db, (tx) => cancelInvoiceIn(tx, ctx, input));
}

function requireAdmin(ctx: RequestContext) {
  const account = requireAccount(ctx);
  if (account.role !== ROLE.ADMIN && account.role !== ROLE.DEV) {
    throw new AppError('FORBIDDEN', { messageKey: 'invoice_cancel_admin_only' });
  }
  return account;
}

/** The cancellation inside a transaction the caller owns (a closed-cycle correction's too). */
async function cancelInvoiceIn(
  tx: Tx,
  ctx: RequestContext,
  input: { id: number; reason: string },
): Promise<TCancelInvoiceResult> {
  const account = requireAdmin(ctx);
  const invoice = await lockInvoice(tx, input.id);
  if (!invoice) throw invoiceNotFound();
  if (invoice.cancelled) {
    throw new AppError('CONFLICT', {
      messageKey: 'invoice_cancel_already',
      params: { invoice_no: invoice.invoice_no },
    });
  }
  if (invoice.receipt_id !== null) {
    throw new AppError('CONFLICT', {
      messageKey: 'invoice_cancel_paid',
      params: { invoice_no: invoice.invoice_no, receipt_no: invoice.receipt_no ?? '' },
    });
  }
  await markInvoiceCancelled(tx, invoice.id, {
    at: ctx.now,
    by: account.id,
    reason: input.reason,
  });
  const debt = await refreshClientDebt(tx, [invoice.client_id], bangkokToday(ctx.now));
  const [client] = await rawRows<{ debt: number }>(
    tx,
    sql`select debt_satang::float8 as debt from clients where id = ${invoice.client_id}`,
  );
  await audit(tx, {
    ...auditFields(ctx),
    action: 'invoice.cancel',
    entity: 'invoice',
    entityId: invoice.id,
    before: { invoice_no: invoice.invoice_no, total_satang: invoice.total_satang },
    after: {
      reason: input.reason,
      client_id: invoice.client_id,
      reading_id: invoice.reading_id,
      debt,
    },
  });
  return {
    id: invoice.id,
    invoice_no: invoice.invoice_no,
    cancelled_at: ctx.now.toISOString(),
    cancel_reason: input.reason,
    client_debt: client?.debt ?? 0,
  };
}

/**
 * Corrects a reading of a CLOSED cycle (ADMIN or DEV, decision 027), in one transaction: the
 * reading's unpaid bill is cancelled with the reason (a paid one: 409, void the receipt
 * first), the corrected reading is checked like any reading (roll-over and anomaly
 * confirmations) and saved, and its bill issued again naming the cancelled one. Refused while
 * the meter has a reading in a later cycle: that reading was taken from this one. Audited as
 * `reading.correct_closed` beside the cancel and re-issue rows.
 */
export async function correctClosedReading(
  ctx: RequestContext,
  input: z.output<typeof ZCorrectClosedReadingRequest>['params'],
): Promise<TCorrectClosedReadingResult> {
  requireAdmin(ctx);
  return withTransaction(ctx.db, async (tx) => {
    const cycle = await findCycle(tx, input.cycle_id, 'update');
    if (!cycle) throw cycleNotFound();
    if (cycle.status === 'open') {
      throw new AppError('CONFLICT', {
        messageKey: 'reading_correct_cycle_open',
        params: { name: cycle.billCycleName },
      });
    }
    const [context] = await findReadingContexts(
      tx,
      { id: cycle.id, period: cyclePeriod(cycle) },
      [input.meter_id],
      'client',
    );
    if (!context || context.reading_id === null) {
      throw new AppError('NOT_FOUND', { messageKey: 'reading_correct_no_reading' });
    }
    const [later] = await rawRows<{ name: string }>(
      tx,
      sql`select bc.bill_cycle_name as name from meter_readings r
          join billing_cycles bc on bc.id = r.cycle_id
          where r.meter_id = ${input.meter_id} and r.period > ${cyclePeriod(cycle)}
          order by r.period limit 1`,
    );
    if (later) {
      throw new AppError('CONFLICT', {
        messageKey: 'reading_correct_later_reading',
        params: { name: later.name },
      });
    }
    const live = await findLiveInvoiceOfReading(tx, context.reading_id);
    const cancelled = live
      ? await cancelInvoiceIn(tx, ctx, { id: live.id, reason: input.reason })
      : null;

    const result = evaluateReading({ ...input, cycle_id: cycle.id }, context);
    if (result.kind !== 'ok') {
      const code =
        result.kind === 'needs_rollover'
          ? 'NEEDS_ROLLOVER_CONFIRMATION'
          : result.kind === 'needs_anomaly'
            ? 'NEEDS_ANOMALY_CONFIRMATION'
            : 'VALIDATION';
      throw new AppError(code, {
        fields: [{ path: 'params.current_reading', message: result.messageKey }],
      });
    }
    const [saved] = await upsertReadings(
      tx,
      { id: cycle.id, period: cyclePeriod(cycle) },
      [result.values],
      ctx.account?.id ?? null,
      ctx.now,
    );
    if (!saved) throw new Error('corrected reading not saved');

    let issued: { id: number; invoice_no: string; total_satang: number } | null = null;
    if (cancelled) {
      await runBillRunIn(tx, ctx, cycle.id, {
        readingIds: [saved.id],
        audit: { reissue_of: cancelled.invoice_no, reason: input.reason },
      });
      issued = await findLiveInvoiceOfReading(tx, saved.id);
    }
    await audit(tx, {
      ...auditFields(ctx),
      action: 'reading.correct_closed',
      entity: 'billing_cycle',
      entityId: cycle.id,
      before: {
        reading: auditedReading({ ...context, meter_id: input.meter_id }),
        invoice_no: cancelled?.invoice_no ?? null,
      },
      after: {
        reading: auditedReading(result.values),
        reason: input.reason,
        invoice_no: issued?.invoice_no ?? null,
      },
    });
    return {
      reading_id: saved.id,
      previous_reading: saved.previous_reading,
      current_reading: saved.current_reading,
      units: saved.units,
      cancelled_invoice_no: cancelled?.invoice_no ?? null,
      invoice_no: issued?.invoice_no ?? null,
      total_charge: issued?.total_satang ?? null,
    };
  });
}

/**
 * ออกใบแจ้งหนี้แทน: bills the cancelled invoice's reading again (as it stands now, usually
 * corrected), as the bill run would — same pricing, numbering, debt and status, one audit row —
 * and the new invoice names the one it replaces. The cycle's next bill run would do the same.
 */
export async function reissueInvoice(ctx: RequestContext, id: number): Promise<TReissueResult> {
  const [cancelled] = await rawRows<{
    invoice_no: string;
    cycle_id: number | null;
    reading_id: number | null;
    cancelled: boolean;
  }>(
    ctx.db,
    sql`select invoice_no, cycle_id, reading_id, cancelled_at is not null as cancelled
      from invoices where id = ${id}`,
  );
  if (!cancelled) throw invoiceNotFound();
  if (!cancelled.cancelled) {
    throw new AppError('CONFLICT', {
      messageKey: 'invoice_reissue_not_cancelled',
      params: { invoice_no: cancelled.invoice_no },
    });
  }
  if (cancelled.cycle_id === null || cancelled.reading_id === null) {
    throw new AppError('CONFLICT', {
      messageKey: 'invoice_reissue_opening',
      params: { invoice_no: cancelled.invoice_no },
    });
  }
  const readingId = cancelled.reading_id;
  const live = await findLiveInvoiceOfReading(ctx.db, readingId);
  if (live) throw alreadyLive(live.invoice_no);
  const result = await runBillRun(ctx, cancelled.cycle_id, {
    readingIds: [readingId],
    audit: { reissue_of: cancelled.invoice_no },
  });
  const issued = await findLiveInvoiceOfReading(ctx.db, readingId);
  if (!issued) {
    throw new AppError('CONFLICT', { messageKey: 'invoice_reissue_not_billable' });
  }
  if (result.issued === 0) throw alreadyLive(issued.invoice_no);
  return {
    id: issued.id,
    invoice_no: issued.invoice_no,
    replaces_invoice_no: cancelled.invoice_no,
    total_charge: issued.total_satang,
  };
}

const alreadyLive = (liveNo: string) =>
  new AppError('CONFLICT', {
    messageKey: 'invoice_reissue_already_live',
    params: { live_no: liveNo },
  });

/** What the bill-run dialog shows before it issues (decision 012). */
export async function reviewBillRun(ctx: RequestContext, cycleId: number): Promise<TBillRunReview> {
  const cycle = await findCycle(ctx.db, cycleId);
  if (!cycle) throw cycleNotFound();
  const from = billableFrom(cycle);
  const review = await reviewReadingsToBill(ctx.db, cycle.id, BILL_RUN_REVIEW_MAX);
  return {
    cycle_id: cycle.id,
    billable_from: from,
    can_bill: toIsoDate(ctx.now) >= from,
    ...review,
  };
}
