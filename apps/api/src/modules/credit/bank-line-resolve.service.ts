import type { TBankResolveRequest } from '@prapa/contracts/bank-import';
import { bangkokToday } from '@prapa/domain/bill-state';
import { partialPayment } from '@prapa/domain/member-credit';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { insertPendingReceipt } from '../payments/payments.repository.ts';
import { addToInvoice, type CreditInvoice, lockCreditInvoices } from './credit.repository.ts';
import {
  clientFullname,
  keepReceiptAdvance,
  numberAuditedReceipt,
  receiptFiscalYear,
} from './credit.service.ts';

type HeldLine = {
  id: number;
  import_id: number;
  record: number;
  outcome: string;
  verdict: string;
  amount: number;
  paid_at_ms: number | null;
  ref1: string;
  ref2: string;
  channel: string;
  customer_name: string;
  client_id: number | null;
  bank_code: string;
};

export type ResolveAnswer = {
  outcome: 'applied' | 'refunded';
  receipt_no: string | null;
  credit_satang: number;
};

/**
 * Resolves one held line of an imported bank file by hand (issue #14 item 7, decision 031), in
 * one transaction with its audit row: pay the member's invoices (the rest credit), a partial
 * payment of one invoice, all of it as credit, or a refund (ADMIN, with a reason). The file's
 * totals move from held to applied or refunded, so they still add up to the file.
 */
export async function resolveBankLine(
  ctx: RequestContext,
  importId: number,
  record: number,
  input: TBankResolveRequest,
): Promise<ResolveAnswer> {
  const account = requireAccount(ctx);
  if (input.action === 'refund' && account.role !== ROLE.ADMIN && account.role !== ROLE.DEV) {
    throw new AppError('FORBIDDEN', { messageKey: 'bank_line_refund_admin_only' });
  }
  if (input.action === 'refund' && !input.note) {
    throw new AppError('VALIDATION', {
      messageKey: 'bank_line_refund_needs_reason',
      fields: [{ path: 'note', message: 'v.required' }],
    });
  }
  return withTransaction(ctx.db, async (tx) => {
    // Imports and resolutions take turns (the confirm's lock).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_import'))`);
    const line = await lockLine(tx, importId, record);
    if (line.outcome !== 'held') {
      throw new AppError('CONFLICT', { messageKey: 'bank_line_not_held' });
    }
    const answer =
      input.action === 'refund'
        ? await refund(tx, ctx, line, input.note ?? '')
        : await applyLine(tx, ctx, line, input);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'bank_import.resolve',
      entity: 'bank_import',
      entityId: importId,
      before: { record, outcome: 'held', verdict: line.verdict, amount: line.amount },
      after: { record, action: input.action, note: input.note ?? null, ...answer },
    });
    return answer;
  });
}

async function lockLine(tx: Tx, importId: number, record: number): Promise<HeldLine> {
  const [line] = await rawRows<HeldLine>(
    tx,
    sql`select l.id, l.import_id, l.record, l.outcome, l.verdict,
          l.amount_satang::float8 as amount,
          (extract(epoch from l.paid_at) * 1000)::float8 as paid_at_ms, l.ref1, l.ref2,
          l.channel, l.customer_name, l.client_id, b.bank_code
        from bank_import_lines l join bank_imports b on b.id = l.import_id
        where l.import_id = ${importId} and l.record = ${record}
        for update of l, b`,
  );
  if (!line) throw new AppError('NOT_FOUND', { messageKey: 'bank_line_not_found' });
  return line;
}

async function refund(
  tx: Tx,
  ctx: RequestContext,
  line: HeldLine,
  note: string,
): Promise<ResolveAnswer> {
  await settleLine(tx, ctx, line, {
    outcome: 'refunded',
    resolution: 'refund',
    note,
    clientId: line.client_id,
    invoiceIds: [],
    receiptId: null,
    credit: 0,
  });
  return { outcome: 'refunded', receipt_no: null, credit_satang: 0 };
}

async function applyLine(
  tx: Tx,
  ctx: RequestContext,
  line: HeldLine,
  input: TBankResolveRequest,
): Promise<ResolveAnswer> {
  const clientId = await clientOf(tx, line, input.member_id);
  const { invoices } = await lockCreditInvoices(tx, { clientIds: [clientId] });
  const chosen =
    input.invoice_id === undefined ? undefined : invoices.find((i) => i.id === input.invoice_id);
  if (input.invoice_id !== undefined && !chosen) {
    throw new AppError('CONFLICT', { messageKey: 'bank_line_invoice_not_payable' });
  }
  let paid: CreditInvoice[] = [];
  let partial: { invoice: CreditInvoice; amount: number } | null = null;
  if (input.action === 'pay') {
    paid = chosen ? [chosen] : oldestCovered(invoices, line.amount);
    const sum = paid.reduce((s, i) => s + i.due, 0);
    if (paid.length === 0 || sum > line.amount) {
      throw new AppError('CONFLICT', { messageKey: 'bank_line_pays_no_invoice' });
    }
  } else if (input.action === 'partial') {
    const invoice = chosen ?? invoices[0];
    if (!invoice) throw new AppError('CONFLICT', { messageKey: 'bank_line_invoice_not_payable' });
    const result = partialPayment(line.amount, invoice.due);
    if (!result.ok) throw new AppError('CONFLICT', { messageKey: 'bank_line_partial_too_much' });
    partial = { invoice, amount: result.paidSatang };
  }
  const credit = line.amount - paid.reduce((s, i) => s + i.due, 0) - (partial?.amount ?? 0);
  const receipt = await bankReceipt(tx, ctx, line, clientId, paid, partial);
  if (partial) await addToInvoice(tx, partial.invoice.id, 'partial', partial.amount);
  await keepReceiptAdvance(tx, {
    receiptId: receipt.id,
    clientId,
    amount: credit,
    reason: 'bank_resolved',
    bankImportId: line.import_id,
    bankRecord: line.record,
    createdBy: ctx.account?.id ?? null,
    at: ctx.now,
  });
  await settleLine(tx, ctx, line, {
    outcome: 'applied',
    resolution: input.action,
    note: input.note || null,
    clientId,
    invoiceIds: partial ? [partial.invoice.id] : paid.map((i) => i.id),
    receiptId: receipt.id,
    credit,
  });
  await refreshClientDebt(tx, [clientId], bangkokToday(ctx.now));
  return { outcome: 'applied', receipt_no: receipt.receiptNo, credit_satang: credit };
}

/** The oldest unpaid invoices the amount pays whole, in order, stopping at the first it cannot. */
function oldestCovered(invoices: readonly CreditInvoice[], amount: number): CreditInvoice[] {
  const out: CreditInvoice[] = [];
  let left = amount;
  for (const i of invoices) {
    if (i.due > left) break;
    out.push(i);
    left -= i.due;
  }
  return out;
}

async function clientOf(tx: Tx, line: HeldLine, memberId: number | undefined): Promise<number> {
  if (memberId === undefined) {
    if (line.client_id === null) {
      throw new AppError('VALIDATION', {
        messageKey: 'bank_line_member_required',
        fields: [{ path: 'member_id', message: 'v.required' }],
      });
    }
    return line.client_id;
  }
  const [row] = await rawRows<{ id: number }>(
    tx,
    sql`select id from clients where member_id = ${memberId} and deleted_at is null`,
  );
  if (!row) throw new AppError('NOT_FOUND', { messageKey: 'bank_line_member_not_found' });
  return row.id;
}

/**
 * One bank receipt (same gapless RC series, dated with the bank's payment date) for the money
 * of the line: the invoices it pays whole, a partial payment's item, and the rest as advance.
 */
async function bankReceipt(
  tx: Tx,
  ctx: RequestContext,
  line: HeldLine,
  clientId: number,
  paid: readonly CreditInvoice[],
  partial: { invoice: CreditInvoice; amount: number } | null,
): Promise<{ id: number; receiptNo: string }> {
  const paidAt = line.paid_at_ms === null ? ctx.now : new Date(line.paid_at_ms);
  const receiptDate = bangkokToday(paidAt);
  const fiscalYear = await receiptFiscalYear(tx, receiptDate);
  const account = requireAccount(ctx);
  const id = await insertPendingReceipt(tx, {
    fiscalYear,
    receiptDate,
    paidAt,
    clientId,
    amount: line.amount,
    received: line.amount,
    change: 0,
    paymentNo: line.customer_name || (await clientFullname(tx, clientId)),
    payee: account.fullName,
    collectedBy: null,
    outOfOrder: false,
    items: paid.map((i) => ({ invoiceId: i.id, amount: i.due })),
  });
  // A partial payment's item leaves the invoice unpaid (insertPendingReceipt marks paid).
  if (partial) {
    await tx.execute(
      sql`insert into receipt_items (receipt_id, invoice_id, amount_satang)
          values (${id}, ${partial.invoice.id}, ${partial.amount}::bigint)`,
    );
  }
  await tx.execute(
    sql`update receipts set method = 'bank', bank_code = ${line.bank_code},
          bank_channel = ${line.channel}, bank_paid_at = ${paidAt.toISOString()},
          bank_ref = ${`${line.ref1}/${line.ref2}#${line.import_id}:${line.record}`}
        where id = ${id}`,
  );
  const receiptNo = await numberAuditedReceipt(tx, ctx, id, fiscalYear, {
    client_id: clientId,
    invoices: paid.map((i) => i.id),
    partial: partial ? { invoice_id: partial.invoice.id, amount: partial.amount } : null,
    amount: line.amount,
    method: 'bank',
    bank_import_id: line.import_id,
    record: line.record,
  });
  return { id, receiptNo };
}

async function settleLine(
  tx: Tx,
  ctx: RequestContext,
  line: HeldLine,
  v: {
    outcome: 'applied' | 'refunded';
    resolution: string;
    note: string | null;
    clientId: number | null;
    invoiceIds: readonly number[];
    receiptId: number | null;
    credit: number;
  },
): Promise<void> {
  const applied = v.outcome === 'applied' ? 1 : 0;
  const refunded = 1 - applied;
  await tx.execute(
    sql`update bank_import_lines set outcome = ${v.outcome}, resolution = ${v.resolution},
          resolution_note = ${v.note}, resolved_by = ${ctx.account?.id ?? null},
          resolved_at = ${ctx.now.toISOString()}, client_id = ${v.clientId},
          invoice_ids = ${`{${v.invoiceIds.join(',')}}`}::int[], receipt_id = ${v.receiptId},
          credit_satang = ${v.credit}::bigint
        where id = ${line.id}`,
  );
  await tx.execute(
    sql`update bank_imports set held_count = held_count - 1,
          held_satang = held_satang - ${line.amount}::bigint,
          applied_count = applied_count + ${applied},
          applied_satang = applied_satang + ${applied * line.amount}::bigint,
          refunded_count = refunded_count + ${refunded},
          refunded_satang = refunded_satang + ${refunded * line.amount}::bigint
        where id = ${line.import_id}`,
  );
}
