import type { TBankDryRun, TBankFileUpload } from '@prapa/contracts/bank-import';
import { bangkokToday } from '@prapa/domain/bill-state';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Lang } from '../../lib/i18n.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { keepReceiptAdvance } from '../credit/credit.service.ts';
import { refreshClientDebt } from '../documents/client-debt.repository.ts';
import { insertPendingReceipt, numberReceipt } from '../payments/payments.repository.ts';
import { evaluateBankFile, publicLine } from './bank-import.service.ts';

export function dryRunBankFile(
  ctx: RequestContext,
  upload: TBankFileUpload,
  lang: Lang,
): Promise<TBankDryRun> {
  requireAccount(ctx);
  return evaluateBankFile(ctx.db, upload, lang).then((e) => e.dryRun);
}

/**
 * Applies every applied-outcome line in one transaction: one bank receipt per line dated with
 * the bank's payment date, the file kept with all its lines (held and rejected too) so every
 * satang ends in one place. Imports take turns (a transaction-scoped advisory lock), lock the
 * members' invoices and rows, and are refused (409, nothing written) when the verdicts differ
 * from the dry run's or the file was imported before.
 */
export async function confirmBankFile(
  ctx: RequestContext,
  upload: TBankFileUpload & { fingerprint: string },
  lang: Lang,
): Promise<{ import_id: number; receipts: number }> {
  const account = requireAccount(ctx);
  return withTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_import'))`);
    const evaluation = await evaluateBankFile(tx, upload, lang, { lock: true });
    const { dryRun, lines, header } = evaluation;
    if (dryRun.problems.some((p) => p.code === 'ALREADY_IMPORTED')) {
      throw new AppError('CONFLICT', { messageKey: 'bank_import_already_imported' });
    }
    if (dryRun.fingerprint !== upload.fingerprint) {
      throw new AppError('CONFLICT', { messageKey: 'bank_import_changed' });
    }
    if (!dryRun.can_confirm) {
      throw new AppError('VALIDATION', { messageKey: 'bank_import_has_errors' });
    }
    const t = dryRun.totals;
    const [created] = await rawRows<{ id: number }>(
      tx,
      sql`insert into bank_imports (file_name, sha256, content, bank_code, account_no,
            effective_date, record_length, line_count, file_total_satang, applied_count,
            applied_satang, held_count, held_satang, rejected_count, rejected_satang,
            imported_by, imported_at, confirmed_by, confirmed_at)
          values (${upload.file_name}, ${dryRun.sha256},
            decode(${evaluation.bytes.toString('base64')}, 'base64'), ${header.bankCode},
            ${header.accountNo}, ${header.effectiveDate}, ${header.recordLength}, ${t.line_count},
            ${t.file_total_satang}, ${t.applied_count}, ${t.applied_satang}, ${t.held_count},
            ${t.held_satang}, ${t.rejected_count}, ${t.rejected_satang}, ${account.id},
            ${ctx.now.toISOString()}, ${account.id}, ${ctx.now.toISOString()})
          returning id`,
    );
    const importId = created?.id as number;
    const receiptOf = new Map<number, number>();
    for (const line of lines) {
      if (line.outcome !== 'applied' || line.client_id === null) continue;
      const paidAt = new Date(line.paid_at as string);
      const amount = line.amount_satang;
      const receiptId = await insertPendingReceipt(tx, {
        fiscalYear: line.fiscal_year as number,
        receiptDate: line.paid_date as string,
        paidAt,
        clientId: line.client_id,
        amount,
        received: amount,
        change: 0,
        paymentNo: line.payer,
        payee: account.fullName,
        collectedBy: null,
        outOfOrder: false,
        // A line pays whole invoices (the matching rules): each item is what the invoice
        // still asked; an overpaid line's rest is credit (decision 031).
        items: await itemsOf(tx, line.invoice_ids),
      });
      await tx.execute(
        sql`update receipts set method = 'bank', bank_code = ${line.bank_code},
              bank_channel = ${line.channel}, bank_paid_at = ${paidAt.toISOString()},
              bank_ref = ${`${line.ref1}/${line.ref2}#${importId}:${line.record}`}
            where id = ${receiptId}`,
      );
      await numberReceipt(tx, {
        id: receiptId,
        fiscalYear: line.fiscal_year as number,
        idempotency: null,
        audit: {
          ...auditFields(ctx),
          action: 'receipt.issue',
          entity: 'receipt',
          entityId: receiptId,
          after: {
            client_id: line.client_id,
            invoices: line.invoice_ids,
            amount,
            method: 'bank',
            bank_import_id: importId,
            record: line.record,
          },
        },
      });
      await keepReceiptAdvance(tx, {
        receiptId,
        clientId: line.client_id,
        amount: line.credit_satang,
        reason: line.verdict === 'no_debt' ? 'bank_no_debt' : 'bank_overpaid',
        bankImportId: importId,
        bankRecord: line.record,
        createdBy: account.id,
        at: ctx.now,
      });
      receiptOf.set(line.record, receiptId);
    }
    const rows = lines.map((l) => ({
      record: l.record,
      paid_at: l.paid_at,
      customer_name: l.customer_name,
      ref1: l.ref1,
      ref2: l.ref2,
      kind: l.kind,
      channel: l.channel,
      amount_satang: l.amount_satang,
      verdict: l.verdict,
      outcome: l.outcome,
      client_id: l.client_id,
      invoice_ids: `{${l.invoice_ids.join(',')}}`,
      receipt_id: receiptOf.get(l.record) ?? null,
      tx_key: l.tx_key,
      credit_satang: l.credit_satang,
    }));
    await tx.execute(
      sql`insert into bank_import_lines (import_id, record, paid_at, customer_name, ref1, ref2,
            kind, channel, amount_satang, verdict, outcome, client_id, invoice_ids, receipt_id,
            tx_key, credit_satang)
          select ${importId}, x.record, x.paid_at, x.customer_name, x.ref1, x.ref2, x.kind,
            x.channel, x.amount_satang, x.verdict, x.outcome, x.client_id,
            x.invoice_ids::int[], x.receipt_id, x.tx_key, x.credit_satang
          from json_to_recordset(${JSON.stringify(rows)}::json) as x(record int,
            paid_at timestamptz, customer_name text, ref1 text, ref2 text, kind text,
            channel text, amount_satang bigint, verdict text, outcome text, client_id int,
            invoice_ids text, receipt_id int, tx_key text, credit_satang bigint)`,
    );
    const clientIds = [
      ...new Set(lines.filter((l) => receiptOf.has(l.record)).map((l) => l.client_id as number)),
    ];
    const debt = await refreshClientDebt(tx, clientIds, bangkokToday(ctx.now));
    await audit(tx, {
      ...auditFields(ctx),
      action: 'bank_import.confirm',
      entity: 'bank_import',
      entityId: importId,
      after: {
        file_name: upload.file_name,
        sha256: dryRun.sha256,
        ...t,
        debt_changes: debt.length,
      },
    });
    return { import_id: importId, receipts: receiptOf.size };
  });
}

async function itemsOf(tx: Parameters<typeof rawRows>[0], invoiceIds: readonly number[]) {
  const rows = await rawRows<{ id: number; total: number }>(
    tx,
    sql`select id, (total_satang - credit_satang - partial_satang)::float8 as total from invoices
        where id = any(${`{${invoiceIds.join(',')}}`}::int[]) order by id`,
  );
  return rows.map((r) => ({ invoiceId: r.id, amount: r.total }));
}

export { publicLine };
