import type { TDebtSettings, TLetterBatch, TLetterSelection } from '@prapa/contracts/debt';
import { billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { bangkokToday } from '@prapa/domain/bill-state';
import { addDays } from '@prapa/domain/debt-aging';
import { billCycleName, fiscalYearBE, parseIsoDate } from '@prapa/domain/thai-date';
import type { OrganisationRow } from '../../db/schema/organisation.ts';
import { type Tx, withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { takeDocumentNumbers } from '../documents/document-numbers.repository.ts';
import { findDebtSettings, saveDebtSettings } from './debt-settings.repository.ts';
import { type DebtorScope, findDebtorRows } from './debtors.repository.ts';
import { toDebtorRow } from './debtors.service.ts';
import type { LetterPage, LettersMeta, LettersPdfInput } from './letter-pdf.ts';
import { findLetterhead, type Letterhead } from './letterhead.ts';
import {
  findLettersForPrint,
  findOverdueItems,
  insertLetters,
  type LetterForPrint,
  type NewLetter,
  nextBatchNo,
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

export function scopeOf(selection: TLetterSelection, today: string): DebtorScope {
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

export type RecordOptions = {
  /** Who issues them when it is not `ctx.account` (a background job: whoever asked). */
  by?: number | null;
  /**
   * Runs first inside the transaction: a job checks it still holds its row (and was not
   * cancelled) and returns the batch it already issued, so a retried job never issues twice.
   */
  before?: (tx: Tx) => Promise<TLetterBatch | undefined>;
  /** Runs last inside the transaction (a job records the batch on its row). */
  after?: (tx: Tx, batch: TLetterBatch) => Promise<void>;
};

/**
 * Issues one numbered letter per selected debtor in one transaction (numbers gapless in the
 * 'debt_letter' series of the fiscal year, taken under the counter's lock) and audits the run.
 * The PDF is made afterwards (the letters job, `letters-job.ts`; the demo seed makes none).
 */
export async function recordLetters(
  ctx: RequestContext,
  selection: TLetterSelection,
  options: RecordOptions = {},
): Promise<TLetterBatch> {
  const by = options.by === undefined ? (ctx.account?.id ?? null) : options.by;
  const today = bangkokToday(ctx.now);
  return withTransaction(ctx.db, async (tx) => {
    const done = await options.before?.(tx);
    if (done) return done;
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
      issuedBy: by,
    }));
    await insertLetters(tx, letters);
    await audit(tx, {
      ...auditFields(ctx),
      accountId: by,
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
    const batch: TLetterBatch = {
      batch_no: batchNo,
      count: letters.length,
      first_no: letters[0]!.letterNo,
      last_no: letters.at(-1)!.letterNo,
    };
    await options.after?.(tx, batch);
    return batch;
  });
}

/** A batch's letters (or one letter, as a copy) as one PDF, laid out on the PDF worker. */
export async function renderLetters(
  ctx: RequestContext,
  where: { batchNo: number } | { id: number },
  copy: boolean,
): Promise<Buffer> {
  const letters = await findLettersForPrint(ctx.db, where);
  const head = await findLetterhead(ctx.db);
  const { organisation } = head;
  if (letters.length === 0) {
    throw new AppError('NOT_FOUND', {
      messageKey: 'batchNo' in where ? 'debt.batch_not_found' : 'debt.letter_not_found',
    });
  }
  const input: LettersPdfInput = {
    ...lettersMeta(head, copy),
    letters: letters.map((l) => toLetterPage(l, organisation)),
  };
  return renderPdfInWorker(
    new URL('./letter-pdf.ts', import.meta.url).href,
    'lettersDocument',
    input,
  );
}

/** What every letter of a print shares: the office, the signer, the fee, copy or not. */
export function lettersMeta(head: Letterhead, copy: boolean): LettersMeta {
  return {
    office: head.office,
    signer: head.signer,
    reconnectionFeeSatang: head.settings.reconnection_fee_satang,
    copy,
  };
}

/** One stored letter as its page prints it, with the Thai QR and barcode of its total. */
export function toLetterPage(
  l: LetterForPrint,
  organisation: OrganisationRow | undefined,
): LetterPage {
  return {
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
  };
}
