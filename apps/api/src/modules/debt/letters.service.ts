import { writeFile } from 'node:fs/promises';
import type { TDebtSettings, TLetterIssued, TLetterSelection } from '@prapa/contracts/debt';
import { billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { bangkokToday } from '@prapa/domain/bill-state';
import { addDays } from '@prapa/domain/debt-aging';
import { billCycleName, fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import { commitTempFile, newStoragePath, storedPath, tempPathFor } from '../files/file-store.ts';
import { insertFile } from '../files/files.repository.ts';
import { findDebtSettings, saveDebtSettings } from './debt-settings.repository.ts';
import { type DebtorScope, findDebtorRows } from './debtors.repository.ts';
import { toDebtorRow } from './debtors.service.ts';
import type { LettersPdfInput } from './letter-pdf.ts';
import { findLetterhead } from './letterhead.ts';
import {
  findLettersForPrint,
  findOverdueItems,
  insertLetters,
  type NewLetter,
  nextBatchNo,
  setBatchFile,
} from './letters.repository.ts';

export async function getDebtSettings(ctx: RequestContext): Promise<TDebtSettings> {
  return findDebtSettings(ctx.db);
}

export async function updateDebtSettings(
  ctx: RequestContext,
  values: TDebtSettings,
): Promise<TDebtSettings> {
  const account = requireAccount(ctx);
  return withTransaction(ctx.db, async (tx) => {
    const before = await findDebtSettings(tx);
    await saveDebtSettings(tx, values, account.id, ctx.now);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'debt_settings.update',
      entity: 'debt_settings',
      entityId: 1,
      before,
      after: values,
    });
    return values;
  });
}

function scopeOf(selection: TLetterSelection, today: string): DebtorScope {
  // Members picked by hand get a letter whatever the filters say (they still must owe).
  if (selection.client_ids && selection.client_ids.length > 0) {
    return { today, clientIds: selection.client_ids };
  }
  return {
    today,
    areaId: selection.area_id,
    minMonths: selection.min_months,
    minAmountSatang: selection.min_amount_satang,
  };
}

/** Who would get a letter, and the dates it would carry. */
export async function previewLetters(ctx: RequestContext, selection: TLetterSelection) {
  const today = bangkokToday(ctx.now);
  const settings = await findDebtSettings(ctx.db);
  const rows = (await findDebtorRows(ctx.db, scopeOf(selection, today))).map(toDebtorRow);
  return {
    kind: selection.kind,
    issued_on: today,
    pay_by: addDays(today, settings.pay_within_days),
    count: rows.length,
    amount_satang: rows.reduce((s, r) => s + r.overdue_satang, 0),
    rows,
  };
}

function itemLabel(period: string): string {
  if (period === '') return '';
  const p = Number(period);
  return billCycleName(Math.floor(p / 12), p % 12);
}

/**
 * Issues one numbered letter per selected debtor in one transaction (numbers gapless in the
 * 'debt_letter' series of the fiscal year, taken under the counter's lock), audits the run,
 * then lays the batch out as one PDF and keeps it in the file room.
 */
export async function issueLetters(
  ctx: RequestContext,
  dataDir: string,
  selection: TLetterSelection,
): Promise<TLetterIssued> {
  const account = requireAccount(ctx);
  const issued = await recordLetters(ctx, selection);
  const pdf = await renderLetters(ctx, { batchNo: issued.batchNo }, false);
  const fileId = await keepInFileRoom(ctx, dataDir, issued.batchNo, pdf, account.id);
  return {
    batch_no: issued.batchNo,
    count: issued.count,
    first_no: issued.first,
    last_no: issued.last,
    file_id: fileId,
  };
}

/** The transaction of a letter run, without the PDF (the demo seed uses it alone). */
export async function recordLetters(ctx: RequestContext, selection: TLetterSelection) {
  const today = bangkokToday(ctx.now);
  return withTransaction(ctx.db, async (tx) => {
    const [organisation, settings] = await Promise.all([
      findOrganisation(tx),
      findDebtSettings(tx),
    ]);
    const debtors = await findDebtorRows(tx, scopeOf(selection, today));
    if (debtors.length === 0) {
      throw new AppError('VALIDATION', { messageKey: 'debt.nobody_selected' });
    }
    const items = await findOverdueItems(
      tx,
      debtors.map((d) => d.client_id),
      today,
    );
    const fiscalYear = fiscalYearBE(parseIsoDate(today)!, organisation?.fiscalYearStartMonth ?? 10);
    const numbers = await takeDocumentNumbers(tx, 'debt_letter', fiscalYear, debtors.length);
    const batchNo = await nextBatchNo(tx);
    const payBy = addDays(today, settings.pay_within_days);
    const letters: NewLetter[] = debtors.map((d, i) => ({
      clientId: d.client_id,
      kind: selection.kind,
      letterNo: numbers.format(i),
      fiscalYear,
      seq: numbers.first + i,
      batchNo,
      issuedOn: today,
      payBy,
      months: d.months,
      amountSatang: d.overdue_satang,
      items: (items.get(d.client_id) ?? []).map((item) => ({
        ...item,
        label: itemLabel(item.label),
      })),
      issuedAt: ctx.now,
      issuedBy: ctx.account?.id ?? null,
    }));
    await insertLetters(tx, letters);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'debt_letter.issue',
      entity: 'debt_letter_batch',
      entityId: batchNo,
      after: {
        kind: selection.kind,
        selection,
        count: letters.length,
        first_no: letters[0]!.letterNo,
        last_no: letters.at(-1)!.letterNo,
        amount_satang: letters.reduce((s, l) => s + (l.amountSatang ?? 0), 0),
      },
    });
    return {
      batchNo,
      count: letters.length,
      first: letters[0]!.letterNo,
      last: letters.at(-1)!.letterNo,
    };
  });
}

async function keepInFileRoom(
  ctx: RequestContext,
  dataDir: string,
  batchNo: number,
  pdf: Buffer,
  by: number,
): Promise<number> {
  const storage = newStoragePath(ctx.now, `debt-letters-${batchNo}.pdf`);
  const full = storedPath(dataDir, storage);
  const temp = await tempPathFor(full);
  await writeFile(temp, pdf);
  const content = await commitTempFile(temp, full);
  const fileId = await insertFile(ctx.db, {
    kind: 'notice',
    name: `หนังสือแจ้งหนี้ ชุดที่ ${batchNo}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: content.size,
    sha256: content.sha256,
    storagePath: storage,
    relatedType: 'debt_letter_batch',
    relatedId: String(batchNo),
    regen: null,
    createdBy: by,
    createdAt: ctx.now,
  });
  await setBatchFile(ctx.db, batchNo, fileId);
  return fileId;
}

/** A batch's letters (or one letter, as a copy) as one PDF, laid out on the PDF worker. */
export async function renderLetters(
  ctx: RequestContext,
  where: { batchNo: number } | { id: number },
  copy: boolean,
): Promise<Buffer> {
  const letters = await findLettersForPrint(ctx.db, where);
  const head = await findLetterhead(ctx.db);
  const { organisation, settings } = head;
  if (letters.length === 0) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'batchNo' in where ? 'debt.batch_not_found' : 'debt.letter_not_found',
    });
  }
  const input: LettersPdfInput = {
    office: head.office,
    signer: head.signer,
    reconnectionFeeSatang: settings.reconnection_fee_satang,
    copy,
    letters: letters.map((l) => ({
      kind: l.kind,
      letterNo: l.letter_no,
      issuedOn: l.issued_on,
      payBy: l.pay_by,
      memberId: l.member_id,
      fullname: `${l.first_name} ${l.last_name}`.trim(),
      address: [l.house_no, l.address, l.area_name].filter((s) => s !== '').join(' '),
      months: l.months,
      amountSatang: l.amount_satang,
      items: l.items,
      codes: billPaymentCodes({
        billerId: organisation?.promptpayBillerId ?? '',
        memberId: l.member_id,
        invoiceNo: l.items.at(-1)?.invoice_no ?? '',
        amountSatang: l.amount_satang,
      }),
    })),
  };
  return renderPdfInWorker(
    new URL('./letter-pdf.ts', import.meta.url).href,
    'lettersDocument',
    input,
  );
}
