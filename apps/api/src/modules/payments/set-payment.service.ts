import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt, ZSetPaymentRequest } from '@prapa/contracts/payments';
import { bahtText } from '@prapa/domain/baht-text';
import { changeDue, formatBaht, sumSatang } from '@prapa/domain/money';
import { ROLE } from '@prapa/domain/roles';
import { bangkokDateParts, fiscalYearBE, toIsoDate } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rawRows } from '../../db/raw-rows.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import type { SessionAccount } from '../auth/session-account.ts';
import { keepReceiptAdvance } from '../credit/credit.service.ts';
import { dayClosedRefusal } from '../remittance/daily-close.service.ts';
import { findStoredAnswer } from './idempotency.repository.ts';
import { requestHash } from './idempotency.ts';
import {
  insertCounterReceipt,
  type LockedInvoice,
  lockPayment,
  numberReceipt,
  type PayingClient,
} from './payments.repository.ts';

export type SetPaymentInput = z.output<typeof ZSetPaymentRequest>;
export type SetPaymentAnswer = { status: number; body: { data: TReceipt } };

/** ADMIN (and DEV, who may do anything) may pay a newer invoice before an older one. */
const mayOverrideOrder = (account: SessionAccount) =>
  account.role === ROLE.ADMIN || account.role === ROLE.DEV;

/**
 * Taking an advance (cash kept as credit instead of change) is allowed per transaction to an
 * ADMIN (or DEV) session, as paying out of order is (docs/decisions/031).
 */
const mayTakeAdvance = mayOverrideOrder;

/**
 * Cash at the counter: pays one or more invoices of one client with one receipt, all in one
 * transaction. Locks are taken in one order everywhere (idempotency key, invoices by id, the
 * client, the receipt counter last) so concurrent cashiers queue instead of deadlocking, and
 * the counter, which every payment shares, is held for one statement and the commit only.
 * Three statements between BEGIN and COMMIT (lock, write, number; see payments.repository.ts),
 * each folding what used to be two or three round trips (docs/decisions/008).
 *
 * With an idempotency key, a retry of the same request returns the first answer (even while
 * the first is still running: it waits on the key), and the same key with another body is
 * refused. Refusals roll back, key included, so a corrected retry may reuse the key.
 */
export async function setPayment(
  ctx: RequestContext,
  input: SetPaymentInput,
  idempotencyKey: string | undefined,
): Promise<SetPaymentAnswer> {
  const account = requireAccount(ctx);
  const ids = [...new Set(input.invoices)].sort((a, b) => a - b);
  const hash = requestHash(`POST ${PAYMENT_PATHS.setPayment}`, input);

  return withTransaction(ctx.db, async (tx) => {
    // Statement 1: the key, the invoices and the client, locked in that order.
    const locks = await lockPayment(tx, {
      ids,
      claim:
        idempotencyKey === undefined
          ? null
          : { accountId: account.id, key: idempotencyKey, requestHash: hash },
    });
    if (!locks.claimed) {
      const stored = await findStoredAnswer(tx, account.id, idempotencyKey as string);
      if (stored.request_hash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return { status: stored.status_code, body: stored.response as { data: TReceipt } };
    }
    const { invoices, payer } = locks;
    const client = await checkPayable(tx, ids, invoices);
    if (!payer) throw new AppError('NOT_FOUND', { messageKey: 'payment.client_not_found' });
    const ordered = [...invoices].sort((a, b) => a.period - b.period || a.id - b.id);
    const newest = ordered.at(-1) as LockedInvoice;

    // What the bills still ask (decision 031) and, ADMIN only, an advance kept as credit.
    const advance = input.advance ?? 0;
    const advanceRefused = advance > 0 && !mayTakeAdvance(account);
    const mayPayOutOfOrder = input.override_order === true && mayOverrideOrder(account);
    const amount = sumSatang([...invoices.map((i) => i.due_charge), advance]);
    const change = changeDue(amount, input.received);

    const today = bangkokDateParts(ctx.now);
    const fiscalYear = fiscalYearBE(today, payer.fiscal_year_start_month);
    const paymentNo = input.payment_no || payer.fullname;
    // Statement 2: the older-unpaid and closed-day checks, and the receipt written only if
    // they and the checks above pass.
    const written = await insertCounterReceipt(
      tx,
      {
        fiscalYear,
        receiptDate: toIsoDate(today),
        paidAt: ctx.now,
        clientId: client,
        amount,
        received: input.received,
        change: change.ok ? change.leftOver : 0,
        paymentNo,
        payee: account.fullName,
        collectedBy: account.id,
        items: ordered.map((i) => ({ invoiceId: i.id, amount: i.due_charge })),
      },
      {
        proceed: !advanceRefused && change.ok,
        mayPayOutOfOrder,
        cashierId: account.id,
        newest: { period: newest.period, id: newest.id },
      },
    );
    // The refusals in the order they were always checked in (the transaction rolls back).
    const { olderUnpaid } = written;
    const outOfOrder = olderUnpaid !== null;
    if (olderUnpaid !== null && !mayPayOutOfOrder) {
      throw new AppError('OLDER_INVOICE_UNPAID', { params: { invoice_no: olderUnpaid } });
    }
    if (advanceRefused) {
      throw new AppError('FORBIDDEN', { messageKey: 'payment.advance_admin_only' });
    }
    if (!change.ok) {
      throw new AppError('VALIDATION', {
        messageKey: 'payment.received_too_little',
        params: { total: formatBaht(amount), short: formatBaht(change.shortBy) },
        fields: [{ path: 'received', message: 'payment.received_short' }],
      });
    }
    if (written.dayClosed) throw dayClosedRefusal(toIsoDate(today));
    const receiptId = written.id;
    if (receiptId === null) throw new Error('counter receipt not written, no refusal found');
    await keepReceiptAdvance(tx, {
      receiptId,
      clientId: client,
      amount: advance,
      reason: 'counter_advance',
      createdBy: account.id,
      at: ctx.now,
    });

    const receipt = toNewReceipt({
      id: receiptId,
      receiptNo: '',
      receiptDate: toIsoDate(today),
      paidAt: ctx.now,
      payer,
      account,
      amount,
      received: input.received,
      change: change.leftOver,
      paymentNo,
      outOfOrder,
      advance,
      invoices: ordered,
    });
    const body = { data: receipt };
    // Statement 3, last: the debt refresh, the number, the stored answer and the audit row.
    // From here to the commit every other payment of the fiscal year waits.
    const number = await numberReceipt(tx, {
      id: receiptId,
      fiscalYear,
      idempotency:
        idempotencyKey === undefined
          ? null
          : { accountId: account.id, key: idempotencyKey, response: body },
      refreshDebtOf: { clientId: client, today: toIsoDate(today) },
      audit: {
        ...auditFields(ctx),
        action: 'receipt.issue',
        entity: 'receipt',
        entityId: receiptId,
        after: {
          client_id: client,
          invoices: ordered.map((i) => ({ id: i.id, invoice_no: i.invoice_no })),
          amount,
          received: input.received,
          change: change.leftOver,
          payment_no: paymentNo,
          out_of_order: outOfOrder,
          advance,
        },
      },
    });
    receipt.receipt_no = number.receipt_no;
    return { status: 200, body };
  });
}

/** All invoices exist, belong to one client and are unpaid; returns that client's id. */
async function checkPayable(
  tx: Tx,
  ids: readonly number[],
  invoices: readonly LockedInvoice[],
): Promise<number> {
  const found = new Set(invoices.map((i) => i.id));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'payment.invoice_not_found',
      params: { ids: missing.join(', ') },
    });
  }
  const clients = new Set(invoices.map((i) => i.client_id));
  if (clients.size > 1) {
    throw new AppError('VALIDATION', {
      messageKey: 'payment.one_client_only',
      fields: [{ path: 'invoices', message: 'payment.one_client_only' }],
    });
  }
  const cancelled = invoices.find((i) => i.cancelled);
  if (cancelled) {
    throw new AppError('CONFLICT', {
      messageKey: 'invoice_cancelled_not_payable',
      params: { invoice_no: cancelled.invoice_no },
    });
  }
  const inPlan = invoices.find((i) => i.in_plan);
  if (inPlan) {
    throw new AppError('CONFLICT', {
      messageKey: 'debt.invoice_in_plan',
      params: { invoice_no: inPlan.invoice_no },
    });
  }
  const paid = invoices.find((i) => i.receipt_id !== null);
  if (paid) {
    // A fresh statement: the lock may have waited for the payment that just committed, whose
    // receipt the locking statement's snapshot could not see.
    const [receipt] = await rawRows<{ receipt_no: string }>(
      tx,
      sql`select receipt_no from receipts where id = ${paid.receipt_id}`,
    );
    throw new AppError('ALREADY_PAID', {
      params: { invoice_no: paid.invoice_no, receipt_no: receipt?.receipt_no ?? '' },
    });
  }
  return invoices[0]?.client_id as number;
}

function toNewReceipt(v: {
  id: number;
  receiptNo: string;
  receiptDate: string;
  paidAt: Date;
  payer: PayingClient;
  account: SessionAccount;
  amount: number;
  received: number;
  change: number;
  paymentNo: string;
  outOfOrder: boolean;
  advance: number;
  invoices: readonly LockedInvoice[];
}): TReceipt {
  return {
    id: v.id,
    receipt_no: v.receiptNo,
    receipt_date: v.receiptDate,
    paid_at: v.paidAt.toISOString(),
    client_id: v.payer.id,
    memberId: v.payer.memberId,
    fullname: v.payer.fullname,
    house_no: v.payer.house_no,
    address: v.payer.address,
    area_name: v.payer.area_name,
    amount_paid: v.amount,
    received: v.received,
    leftOver: v.change,
    payment_no: v.paymentNo,
    payee: v.account.fullName,
    collect_by: v.account.userName,
    out_of_order: v.outOfOrder,
    copies_printed: 0,
    voided: false,
    voided_at: null,
    void_reason: null,
    method: 'cash',
    bank_code: null,
    bank_channel: null,
    bank_paid_at: null,
    bank_ref: null,
    items: v.invoices.map((i) => ({
      invoice_id: i.id,
      invoice_no: i.invoice_no,
      kind: i.kind,
      bill_cycle_name: i.bill_cycle_name,
      units: i.units,
      bill_charge: i.bill_charge,
      fee_charge: i.fee_charge,
      vat_charge: i.vat_charge,
      amount: i.due_charge,
      due_date: i.due_date,
    })),
    advance_satang: v.advance,
    amount_text: bahtText(v.amount),
  };
}
