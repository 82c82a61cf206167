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
import {
  inBatches,
  insertBankReceipts,
  numberBankReceipts,
  reserveReceiptIds,
} from './bank-import.repository.ts';
import { type EvaluatedLine, evaluateBankFile, publicLine } from './bank-import.service.ts';

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
    // Every matched line's receipt, written in batches under provisional numbers; the numbers
    // of each fiscal year are taken in one step at the end (file order), then the commit.
    const applied = lines.filter((l) => l.outcome === 'applied' && l.client_id !== null);
    const ids = await reserveReceiptIds(tx, applied.length);
    const receiptOf = new Map<number, number>(applied.map((l, i) => [l.record, ids[i] as number]));
    await insertBankReceipts(
      tx,
      applied.map((line, i) => ({
        id: ids[i] as number,
        fiscalYear: line.fiscal_year as number,
        receiptDate: line.paid_date as string,
        paidAt: line.paid_at as string,
        clientId: line.client_id as number,
        bankCode: line.bank_code,
        channel: line.channel,
        bankRef: `${line.ref1}/${line.ref2}#${importId}:${line.record}`,
        amount: line.amount_satang,
        payer: line.payer,
        invoiceIds: line.invoice_ids,
        invoiceTotals: line.invoice_totals,
      })),
      account.fullName,
    );
    // An overpaid line's rest, or a line of a member who owed nothing, is credit on the member
    // (decision 031): few lines of a file, one call each.
    for (const line of applied) {
      if (line.credit_satang <= 0) continue;
      await keepReceiptAdvance(tx, {
        receiptId: receiptOf.get(line.record) as number,
        clientId: line.client_id as number,
        amount: line.credit_satang,
        reason: line.verdict === 'no_debt' ? 'bank_no_debt' : 'bank_overpaid',
        bankImportId: importId,
        bankRecord: line.record,
        createdBy: account.id,
        at: ctx.now,
      });
    }
    for (const batch of inBatches(lines)) {
      const rows = batch.map((l) => ({
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
    }
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
    const years = [...new Set(applied.map((l) => l.fiscal_year as number))].sort((a, b) => a - b);
    for (const fiscalYear of years) {
      const ofYear = applied.flatMap((l, i) => (l.fiscal_year === fiscalYear ? [i] : []));
      await numberBankReceipts(tx, {
        fiscalYear,
        ids: ofYear.map((i) => ids[i] as number),
        afters: ofYear.map((i) => {
          const line = applied[i] as EvaluatedLine;
          return {
            client_id: line.client_id,
            invoices: line.invoice_ids,
            amount: line.amount_satang,
            method: 'bank',
            bank_import_id: importId,
            record: line.record,
          };
        }),
        audit: auditFields(ctx),
      });
    }
    return { import_id: importId, receipts: receiptOf.size };
  });
}

export { publicLine };
