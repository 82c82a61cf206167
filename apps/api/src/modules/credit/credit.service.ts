import type { TClientCredit } from '@prapa/contracts/member-credit';
import { bangkokToday } from '@prapa/domain/bill-state';
import { creditForBill } from '@prapa/domain/member-credit';
import { fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import type { CreditReason } from '../../db/schema/client-credits.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { fiscalStartMonth } from '../bank-import/bank-import.repository.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { insertPendingReceipt, numberReceipt } from '../payments/payments.repository.ts';
import {
  addToInvoice,
  type CreditInvoice,
  findClientCredit,
  lockCreditInvoices,
  moveCredit,
} from './credit.repository.ts';

/**
 * The part of a receipt kept as the member's credit balance (docs/decisions/031): an overpaid
 * bank line, a payment for a member who owed nothing, a held line credited by hand, or an
 * advance taken at the counter. The receipt's amount includes it (the money was received); the
 * ledger row names the receipt.
 */
export async function keepReceiptAdvance(
  tx: Tx,
  advance: {
    receiptId: number;
    clientId: number;
    amount: number;
    reason: Extract<
      CreditReason,
      'bank_overpaid' | 'bank_no_debt' | 'bank_resolved' | 'counter_advance'
    >;
    bankImportId?: number | null;
    bankRecord?: number | null;
    createdBy: number | null;
    at: Date;
  },
): Promise<number> {
  if (advance.amount <= 0) return 0;
  await tx.execute(
    sql`update receipts set advance_satang = ${advance.amount}::bigint where id = ${advance.receiptId}`,
  );
  return moveCredit(tx, { ...advance });
}

/**
 * The bill run's one call (decision 031): the new bills of members holding a credit balance
 * have it deducted (ยอดเงินคงเหลือ), a bill it covers whole is settled by a receipt of method
 * 'credit'. Members without credit are not touched.
 */
export async function deductCreditFromNewBills(
  tx: Tx,
  ctx: RequestContext,
  cycleId: number,
  invoiceDate: string,
): Promise<{ used: number; bills: number }> {
  const found = await lockCreditInvoices(tx, { cycleId });
  if (found.invoices.length === 0) return { used: 0, bills: 0 };
  const spent = await spendCredit(tx, ctx, found, 'bill', invoiceDate);
  return { used: spent.used, bills: spent.invoices };
}

/** At the counter: the member's balance deducted from their unpaid bills, oldest first. */
export async function applyCreditAtCounter(
  ctx: RequestContext,
  clientId: number,
): Promise<{ used_satang: number; balance_satang: number; receipt_nos: string[] }> {
  requireAccount(ctx);
  return withTransaction(ctx.db, async (tx) => {
    const found = await lockCreditInvoices(tx, { clientIds: [clientId] });
    const balance = found.balances.get(clientId) ?? 0;
    if (balance <= 0) throw new AppError('CONFLICT', { messageKey: 'credit_none' });
    if (found.invoices.length === 0) {
      throw new AppError('CONFLICT', { messageKey: 'credit_nothing_due' });
    }
    const spent = await spendCredit(tx, ctx, found, 'counter_use', bangkokToday(ctx.now));
    await audit(tx, {
      ...auditFields(ctx),
      action: 'credit.apply',
      entity: 'client',
      entityId: clientId,
      before: { balance_satang: balance },
      after: {
        used_satang: spent.used,
        balance_satang: balance - spent.used,
        receipts: spent.receiptNos,
      },
    });
    return {
      used_satang: spent.used,
      balance_satang: balance - spent.used,
      receipt_nos: spent.receiptNos,
    };
  });
}

export async function getClientCredit(
  ctx: RequestContext,
  clientId: number,
): Promise<TClientCredit> {
  const credit = await findClientCredit(ctx.db, clientId);
  if (!credit) throw new AppError('NOT_FOUND', { messageKey: 'credit_client_not_found' });
  return credit;
}

/**
 * Before a receipt is voided (decision 031): its partial items come off their invoices, a
 * 'credit' receipt gives the credit back to the member, and its advance leaves the member's
 * balance; refused (409) when that credit was used since, as the balance cannot go negative.
 */
export async function undoReceiptCredit(
  tx: Tx,
  ctx: RequestContext,
  receiptId: number,
): Promise<void> {
  const [receipt] = await rawRows<{ client_id: number; method: string; advance: number }>(
    tx,
    sql`select client_id, method, advance_satang::float8 as advance from receipts
        where id = ${receiptId}`,
  );
  if (!receipt) return;
  const items = await rawRows<{ invoice_id: number; amount: number; paid_here: boolean }>(
    tx,
    sql`select ri.invoice_id, ri.amount_satang::float8 as amount,
          i.receipt_id is not distinct from ri.receipt_id as paid_here
        from receipt_items ri join invoices i on i.id = ri.invoice_id
        where ri.receipt_id = ${receiptId} order by ri.invoice_id for update of i`,
  );
  const move = {
    clientId: receipt.client_id,
    receiptId,
    createdBy: ctx.account?.id ?? null,
    at: ctx.now,
  };
  for (const item of items) {
    if (!item.paid_here) {
      await addToInvoice(tx, item.invoice_id, 'partial', -item.amount);
    } else if (receipt.method === 'credit') {
      await addToInvoice(tx, item.invoice_id, 'credit', -item.amount);
      await moveCredit(tx, {
        ...move,
        amount: item.amount,
        reason: 'receipt_void',
        invoiceId: item.invoice_id,
      });
    }
  }
  if (receipt.advance > 0) {
    const [client] = await rawRows<{ balance: number }>(
      tx,
      sql`select credit_satang::float8 as balance from clients where id = ${receipt.client_id} for update`,
    );
    if ((client?.balance ?? 0) < receipt.advance) {
      throw new AppError('CONFLICT', { messageKey: 'credit_already_used' });
    }
    await moveCredit(tx, { ...move, amount: -receipt.advance, reason: 'receipt_void' });
  }
}

async function spendCredit(
  tx: Tx,
  ctx: RequestContext,
  found: { invoices: CreditInvoice[]; balances: Map<number, number> },
  reason: 'bill' | 'counter_use',
  receiptDate: string,
): Promise<{ used: number; invoices: number; receiptNos: string[] }> {
  const balances = found.balances;
  const touched = new Set<number>();
  const receiptNos: string[] = [];
  let used = 0;
  let invoices = 0;
  for (const invoice of found.invoices) {
    const balance = balances.get(invoice.client_id) ?? 0;
    const use = creditForBill(balance, invoice.due);
    if (use.usedSatang === 0) continue;
    await addToInvoice(tx, invoice.id, 'credit', use.usedSatang);
    const receipt = use.covers
      ? await creditReceipt(tx, ctx, invoice, use.usedSatang, receiptDate)
      : null;
    if (receipt) receiptNos.push(receipt.receiptNo);
    await moveCredit(tx, {
      clientId: invoice.client_id,
      amount: -use.usedSatang,
      reason,
      invoiceId: invoice.id,
      receiptId: receipt?.id ?? null,
      createdBy: ctx.account?.id ?? null,
      at: ctx.now,
    });
    balances.set(invoice.client_id, use.balanceAfter);
    touched.add(invoice.client_id);
    used += use.usedSatang;
    invoices += 1;
  }
  await refreshClientDebt(tx, [...touched], bangkokToday(ctx.now));
  return { used, invoices, receiptNos };
}

/** A bill the credit balance settles whole gets its receipt (same RC series), method 'credit'. */
async function creditReceipt(
  tx: Tx,
  ctx: RequestContext,
  invoice: CreditInvoice,
  amount: number,
  receiptDate: string,
): Promise<{ id: number; receiptNo: string }> {
  const fiscalYear = await receiptFiscalYear(tx, receiptDate);
  const id = await insertPendingReceipt(tx, {
    fiscalYear,
    receiptDate,
    paidAt: ctx.now,
    clientId: invoice.client_id,
    amount,
    received: amount,
    change: 0,
    paymentNo: await clientFullname(tx, invoice.client_id),
    payee: ctx.account?.fullName ?? '',
    collectedBy: null,
    outOfOrder: false,
    items: [{ invoiceId: invoice.id, amount }],
  });
  await tx.execute(sql`update receipts set method = 'credit' where id = ${id}`);
  const receiptNo = await numberAuditedReceipt(tx, ctx, id, fiscalYear, {
    client_id: invoice.client_id,
    invoices: [invoice.id],
    amount,
    method: 'credit',
  });
  return { id, receiptNo };
}

/** The fiscal year (B.E.) of a receipt dated `receiptDate` ('YYYY-MM-DD'). */
export async function receiptFiscalYear(tx: Tx, receiptDate: string): Promise<number> {
  const date = parseIsoDate(receiptDate);
  if (!date) throw new RangeError(`invalid receipt date ${receiptDate}`);
  return fiscalYearBE(date, await fiscalStartMonth(tx));
}

export async function clientFullname(tx: Tx, clientId: number): Promise<string> {
  const [row] = await rawRows<{ fullname: string }>(
    tx,
    sql`select trim(first_name || ' ' || last_name) as fullname from clients where id = ${clientId}`,
  );
  return row?.fullname ?? '';
}

/** Numbers a pending receipt (the gapless RC series) with its `receipt.issue` audit row. */
export async function numberAuditedReceipt(
  tx: Tx,
  ctx: RequestContext,
  id: number,
  fiscalYear: number,
  after: Record<string, unknown>,
): Promise<string> {
  const number = await numberReceipt(tx, {
    id,
    fiscalYear,
    idempotency: null,
    audit: {
      ...auditFields(ctx),
      action: 'receipt.issue',
      entity: 'receipt',
      entityId: id,
      after,
    },
  });
  return number.receipt_no;
}
