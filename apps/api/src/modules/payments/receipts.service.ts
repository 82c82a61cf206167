import type { TInvoice } from '@prapa/contracts/invoices';
import type { TReceipt, TReceiptSummaryRow } from '@prapa/contracts/payments';
import { bangkokToday } from '@prapa/domain/bill-state';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { undoReceiptCredit } from '../credit/credit.service.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { adjustClosedDay } from '../remittance/daily-close.service.ts';
import { clientExists, findClientInvoices, findUnpaidInvoices } from './invoice-rows.repository.ts';
import {
  countReprint,
  findReceipt,
  findReceiptOfInvoice,
  findReceiptRows,
  invoiceExists,
  lockReceipt,
  toReceiptSummaryRow,
  voidReceiptRows,
} from './receipts.repository.ts';

const receiptNotFound = () =>
  new AppError('NOT_FOUND', { messageKey: 'payment.receipt_not_found' });
const clientNotFound = () => new AppError('NOT_FOUND', { messageKey: 'payment.client_not_found' });

export async function getReceipt(ctx: RequestContext, id: number): Promise<TReceipt> {
  const receipt = await findReceipt(ctx.db, id);
  if (!receipt) throw receiptNotFound();
  return receipt;
}

/** The receipt that paid an invoice; both null while the invoice is unpaid. */
export async function getReceiptIdOfInvoice(ctx: RequestContext, invoiceId: number) {
  const found = await findReceiptOfInvoice(ctx.db, invoiceId);
  if (found) return found;
  if (!(await invoiceExists(ctx.db, invoiceId))) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'payment.invoice_not_found',
      params: { ids: String(invoiceId) },
    });
  }
  return { receipt_id: null, receipt_no: null };
}

export async function getUnpaidInvoices(ctx: RequestContext, clientId: number) {
  if (!(await clientExists(ctx.db, clientId))) throw clientNotFound();
  return findUnpaidInvoices(ctx.db, clientId, bangkokToday(ctx.now));
}

export async function getClientInvoices(
  ctx: RequestContext,
  clientId: number,
): Promise<TInvoice[]> {
  if (!(await clientExists(ctx.db, clientId))) throw clientNotFound();
  return findClientInvoices(ctx.db, clientId, bangkokToday(ctx.now));
}

/** A client's receipts, newest first; voided ones stay in the list, marked. */
export async function getPaymentHistory(
  ctx: RequestContext,
  clientId: number,
): Promise<TReceiptSummaryRow[]> {
  if (!(await clientExists(ctx.db, clientId))) throw clientNotFound();
  const rows = await findReceiptRows(ctx.db, sql`r.client_id = ${clientId}`, sql`r.id desc`);
  return rows.map(toReceiptSummaryRow);
}

/** Counts a reprint (the print view marks every copy after the first "สำเนา"). */
export async function reprintReceipt(ctx: RequestContext, id: number): Promise<TReceipt> {
  await withTransaction(ctx.db, async (tx) => {
    const receipt = await lockReceipt(tx, id);
    if (!receipt) throw receiptNotFound();
    const copies = await countReprint(tx, id);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'receipt.reprint',
      entity: 'receipt',
      entityId: id,
      after: { receipt_no: receipt.receipt_no, copies_printed: copies },
    });
  });
  return getReceipt(ctx, id);
}

/**
 * Voids a receipt (ADMIN or DEV): the number stays used and the receipt stays listed, marked;
 * its invoices return to unpaid and the client's debt and status follow, in one transaction.
 */
export async function voidReceipt(
  ctx: RequestContext,
  input: { id: number; reason: string },
): Promise<TReceipt> {
  const account = requireAccount(ctx);
  if (account.role !== ROLE.ADMIN && account.role !== ROLE.DEV) {
    throw new AppError('FORBIDDEN', { messageKey: 'payment.void_admin_only' });
  }
  await withTransaction(ctx.db, async (tx) => {
    const receipt = await lockReceipt(tx, input.id);
    if (!receipt) throw receiptNotFound();
    if (receipt.voided) {
      throw new AppError('CONFLICT', {
        messageKey: 'payment.receipt_already_voided',
        params: { receipt_no: receipt.receipt_no },
      });
    }
    // Its credit and partial payments go back first (decision 031).
    await undoReceiptCredit(tx, ctx, receipt.id);
    const invoiceIds = await voidReceiptRows(tx, {
      id: receipt.id,
      clientId: receipt.client_id,
      at: ctx.now,
      by: account.id,
      reason: input.reason,
    });
    const debt = await refreshClientDebt(tx, [receipt.client_id], bangkokToday(ctx.now));
    const closedIn = await adjustClosedDay(tx, receipt.id, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'receipt.void',
      entity: 'receipt',
      entityId: receipt.id,
      before: { receipt_no: receipt.receipt_no, invoices_paid: invoiceIds },
      after: { reason: input.reason, invoices_unpaid: invoiceIds, debt, closed_in: closedIn },
    });
  });
  return getReceipt(ctx, input.id);
}
