import { createHash } from 'node:crypto';
import type { TBankDryRun, TBankFileUpload } from '@prapa/contracts/bank-import';
import { bangkokToday } from '@prapa/domain/bill-state';
import { sql } from 'drizzle-orm';
import { rawRows } from '../../db/raw-rows.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Lang } from '../../lib/i18n.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { moveCredit } from '../credit/credit.repository.ts';
import { lowerClientDebt } from '../documents/client-debt.repository.ts';
import {
  type BankReceiptRow,
  deferReceiptReferences,
  insertBankLines,
  insertBankReceipts,
  payBankInvoices,
  reserveReceiptIds,
} from './bank-import.repository.ts';
import {
  type EvaluatedLine,
  type Evaluation,
  evaluateBankFile,
  judgeBankFile,
  publicLine,
  readBankFile,
  readBankState,
} from './bank-import.service.ts';
import { keepEvaluation, sameState, takeEvaluation } from './evaluation-cache.ts';

export async function dryRunBankFile(
  ctx: RequestContext,
  upload: TBankFileUpload,
  lang: Lang,
): Promise<TBankDryRun> {
  requireAccount(ctx);
  const file = await readBankFile(ctx.db, upload);
  const state = await readBankState(ctx.db, file);
  const evaluation = judgeBankFile(upload, file, state, lang);
  keepEvaluation(file, state, evaluation);
  return evaluation.dryRun;
}

/**
 * The file's verdicts under the confirm's locks: the dry run's own when this process kept it
 * and the database reads the same as then (evaluation-cache.ts), else judged again.
 */
async function evaluateUnderLocks(
  tx: Tx,
  upload: TBankFileUpload & { fingerprint: string },
  lang: Lang,
  lock: boolean,
): Promise<Evaluation> {
  const kept =
    upload.mapping_id === undefined
      ? takeEvaluation(
          upload.fingerprint,
          createHash('sha256').update(Buffer.from(upload.content_base64, 'base64')).digest('hex'),
        )
      : undefined;
  if (!kept) return evaluateBankFile(tx, upload, lang, { lock });
  const state = await readBankState(tx, kept.file, { lock });
  return sameState(state, kept.state)
    ? kept.evaluation
    : judgeBankFile(upload, kept.file, state, lang);
}

/**
 * Applies every applied-outcome line in one transaction: one bank receipt per line dated with
 * the bank's payment date, the file kept with all its lines (held and rejected too) so every
 * satang ends in one place. Imports take turns (a transaction-scoped advisory lock), lock the
 * members' invoices and rows, and are refused (409, nothing written) when the verdicts differ
 * from the dry run's or the file was imported before. `rowLocks: false` is for the embedded
 * database only: its one connection runs one transaction at a time, so nothing can change
 * those rows meanwhile and locking 150,000 of them would only cost time.
 */
export async function confirmBankFile(
  ctx: RequestContext,
  upload: TBankFileUpload & { fingerprint: string },
  lang: Lang,
  options: { rowLocks?: boolean } = {},
): Promise<{ import_id: number; receipts: number }> {
  const account = requireAccount(ctx);
  return withTransaction(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank_import'))`);
    const evaluation = await evaluateUnderLocks(tx, upload, lang, options.rowLocks ?? true);
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
    // What points at the receipts is written first and the receipts last, under their real
    // numbers: the year's counter row, which every cash payment queues on, is held only from
    // there to the commit (the references are checked at the commit).
    await deferReceiptReferences(tx);
    const applied = lines.filter((l) => l.outcome === 'applied' && l.client_id !== null);
    const ids = await reserveReceiptIds(tx, applied.length);
    const receiptOf = new Map<number, number>(applied.map((l, i) => [l.record, ids[i] as number]));
    const receipts: BankReceiptRow[] = applied.map((line, i) => ({
      id: ids[i] as number,
      fiscalYear: line.fiscal_year as number,
      receiptDate: line.paid_date as string,
      paidAt: line.paid_at as string,
      clientId: line.client_id as number,
      bankCode: line.bank_code,
      channel: line.channel,
      bankRef: `${line.ref1}/${line.ref2}#${importId}:${line.record}`,
      amount: line.amount_satang,
      advance: Math.max(line.credit_satang, 0),
      payer: line.payer,
      invoiceIds: line.invoice_ids,
      invoiceTotals: line.invoice_totals,
    }));
    await payBankInvoices(tx, receipts);
    // An overpaid line's rest, or a line of a member who owed nothing, is credit on the member
    // (decision 031; the receipt carries it as its advance): few lines of a file, one call each.
    for (const line of applied) {
      if (line.credit_satang <= 0) continue;
      await moveCredit(tx, {
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
    await insertBankLines(tx, importId, lines, receiptOf);
    // What each receipt paid comes off its member's debt (every invoice of theirs is locked).
    const debtChanges = await lowerClientDebt(
      tx,
      receipts.map((r) => r.clientId),
      receipts.map((r) => r.invoiceTotals.reduce((sum, due) => sum + due, 0)),
      bangkokToday(ctx.now),
    );
    await audit(tx, {
      ...auditFields(ctx),
      action: 'bank_import.confirm',
      entity: 'bank_import',
      entityId: importId,
      after: {
        file_name: upload.file_name,
        sha256: dryRun.sha256,
        ...t,
        debt_changes: debtChanges,
      },
    });
    const years = [...new Set(applied.map((l) => l.fiscal_year as number))].sort((a, b) => a - b);
    for (const fiscalYear of years) {
      const ofYear = applied.flatMap((l, i) => (l.fiscal_year === fiscalYear ? [i] : []));
      await insertBankReceipts(tx, {
        fiscalYear,
        rows: ofYear.map((i) => receipts[i] as BankReceiptRow),
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
        payee: account.fullName,
        audit: auditFields(ctx),
      });
    }
    return { import_id: importId, receipts: receiptOf.size };
  });
}

export { publicLine };
