import type { TCloseDay, TCloseDayRequest, TCloseRecord } from '@prapa/contracts/remittance';
import { bangkokToday } from '@prapa/domain/bill-state';
import { countedTotal } from '@prapa/domain/remittance';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import {
  addVoidAdjustment,
  type DayReceipt,
  findCashierName,
  findCloses,
  findDayReceipts,
  insertClose,
} from './daily-close.repository.ts';

const isAdmin = (role: number) => role === ROLE.ADMIN || role === ROLE.DEV;

/** Whose day: one's own; ADMIN may look at (and close for) another cashier. */
function cashierOf(ctx: RequestContext, asked: number | undefined): number {
  const account = requireAccount(ctx);
  if (asked === undefined || asked === account.id) return account.id;
  if (!isAdmin(account.role)) {
    throw new AppError('FORBIDDEN', { messageKey: 'remittance.other_cashier_admin_only' });
  }
  return asked;
}

function drawerOf(receipts: readonly DayReceipt[]) {
  let expectedCash = 0;
  let transfer = 0;
  let voided = 0;
  for (const r of receipts) {
    if (r.voided && !r.adjusted) voided += r.amount;
    else if (r.method === 'cash') expectedCash += r.amount;
    else transfer += r.amount;
  }
  return { expectedCash, transfer, voided };
}

export async function getCloseDay(
  ctx: RequestContext,
  query: { date?: string | undefined; cashier_id?: number | undefined },
): Promise<TCloseDay> {
  const cashierId = cashierOf(ctx, query.cashier_id);
  const date = query.date ?? bangkokToday(ctx.now);
  const cashier = await findCashierName(ctx.db, cashierId);
  if (cashier === null)
    throw new AppError('NOT_FOUND', { messageKey: 'remittance.cashier_not_found' });
  const receipts = await findDayReceipts(ctx.db, cashierId, date);
  const [close] = await findCloses(
    ctx.db,
    sql`c.cashier_id = ${cashierId} and c.close_date = ${date}::date`,
  );
  const drawer = drawerOf(receipts);
  return {
    cashier_id: cashierId,
    cashier,
    date,
    receipts: receipts.map((r) => ({ ...r, paid_at: new Date(r.paid_at).toISOString() })),
    expected_cash: close ? close.expected_cash : drawer.expectedCash,
    transfer: close ? close.transfer : drawer.transfer,
    voided: drawer.voided,
    close: close ?? null,
  };
}

/**
 * Closes a cashier's day: the receipts not voided are counted (locked while counting, so a
 * void cannot slip in between), the drawer's count is kept beside what was expected, and a
 * difference needs a reason. A day in the future cannot be closed; a day closed stays closed.
 */
export async function closeDay(
  ctx: RequestContext,
  input: TCloseDayRequest & { cashier_id?: number | undefined },
): Promise<TCloseDay> {
  const account = requireAccount(ctx);
  const cashierId = cashierOf(ctx, input.cashier_id);
  if (input.date > bangkokToday(ctx.now)) {
    throw new AppError('VALIDATION', {
      messageKey: 'remittance.close_future',
      fields: [{ path: 'date', message: 'remittance.close_future' }],
    });
  }
  let counted = input.counted;
  if (input.denominations) {
    try {
      counted = countedTotal(input.denominations);
    } catch {
      throw new AppError('VALIDATION', {
        messageKey: 'remittance.bad_denominations',
        fields: [{ path: 'denominations', message: 'remittance.bad_denominations' }],
      });
    }
    if (counted !== input.counted) {
      throw new AppError('VALIDATION', {
        messageKey: 'remittance.count_mismatch',
        fields: [{ path: 'counted', message: 'remittance.count_mismatch' }],
      });
    }
  }
  const reason = input.reason?.trim() || null;
  await withTransaction(ctx.db, async (tx) => {
    const receipts = await findDayReceipts(tx, cashierId, input.date, true);
    const live = receipts.filter((r) => !r.voided);
    const drawer = drawerOf(live);
    if (counted !== drawer.expectedCash && reason === null) {
      throw new AppError('VALIDATION', {
        messageKey: 'remittance.reason_required',
        fields: [{ path: 'reason', message: 'remittance.reason_required' }],
      });
    }
    const id = await insertClose(tx, {
      cashierId,
      date: input.date,
      receiptIds: live.map((r) => r.id),
      expectedCash: drawer.expectedCash,
      transfer: drawer.transfer,
      counted,
      reason,
      denominations: input.denominations ?? null,
      at: ctx.now,
      by: account.id,
    });
    if (id === 0) {
      throw new AppError('CONFLICT', {
        messageKey: 'remittance.day_already_closed',
        params: { date: input.date },
      });
    }
    await audit(tx, {
      ...auditFields(ctx),
      action: 'remittance.close_day',
      entity: 'cash_close',
      entityId: id,
      after: {
        cashier_id: cashierId,
        date: input.date,
        receipts: live.length,
        expected_cash: drawer.expectedCash,
        counted,
        difference: counted - drawer.expectedCash,
        reason,
      },
    });
  });
  return getCloseDay(ctx, { date: input.date, cashier_id: cashierId });
}

export async function listCloses(
  ctx: RequestContext,
  query: { from: string; to: string },
): Promise<TCloseRecord[]> {
  return findCloses(ctx.db, sql`c.close_date between ${query.from}::date and ${query.to}::date`);
}

/**
 * A payment's refusal when the cashier's drawer for `date` is counted and shut; the payment
 * asks in its own statement (`dayClosedSql`, in `insertCounterReceipt`).
 */
export function dayClosedRefusal(date: string): AppError {
  return new AppError('CONFLICT', { messageKey: 'remittance.day_closed', params: { date } });
}

/** Called by a void, in its transaction: a void after the close becomes an adjustment. */
export async function adjustClosedDay(tx: Tx, receiptId: number, at: Date) {
  return addVoidAdjustment(tx, receiptId, at);
}
