import type { TReceiptSummary, TReceiptSummaryRow } from '@prapa/contracts/payments';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import ExcelJS from 'exceljs';
import { type Lang, translate } from '../../lib/i18n.ts';

const BAHT_FORMAT = '#,##0.00';

/**
 * Excel keeps numbers as doubles, so amounts go in as baht (satang / 100: every satang amount
 * below 2^53 / 100 has an exact two-decimal nearest double) with a two-decimal format; every
 * total is summed in integer satang first and divided once.
 */
const baht = (satang: number) => satang / 100;

const thaiDate = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? formatThaiDate(date) : iso;
};

type Translate = (key: string, params?: Record<string, string | number>) => string;

type Column = {
  key: string;
  width: number;
  value: (row: TReceiptSummaryRow, t: Translate) => string | number;
  money?: boolean;
};

/** How a receipt was paid, as the screen shows it: เงินสด, ธนาคาร 014 · ATM, or ยอดเงินคงเหลือ. */
const methodText = (r: TReceiptSummaryRow, t: Translate) =>
  r.method === 'bank'
    ? t('xlsx_method_bank', { bank: r.bank_code ?? '-', channel: r.bank_channel || '-' })
    : t(`xlsx_method_${r.method}`);

const COLUMNS: readonly Column[] = [
  { key: 'xlsx_receipt_no', width: 16, value: (r) => r.receipt_no },
  { key: 'xlsx_receipt_date', width: 16, value: (r) => thaiDate(r.receipt_date) },
  { key: 'xlsx_receipt_member_id', width: 12, value: (r) => formatMemberId(r.memberId) },
  { key: 'xlsx_receipt_fullname', width: 32, value: (r) => r.fullname },
  // ผู้ชำระ as on the screen: the payer as typed at the counter, else the member.
  { key: 'xlsx_receipt_payer', width: 28, value: (r) => r.payment_no || r.fullname },
  { key: 'xlsx_receipt_invoices', width: 14, value: (r) => r.invoice_count },
  { key: 'xlsx_receipt_amount', width: 16, value: (r) => baht(r.amount_paid), money: true },
  { key: 'xlsx_receipt_method', width: 20, value: methodText },
  { key: 'xlsx_receipt_payee', width: 24, value: (r) => r.payee },
];

const VOID_REASON: Column = {
  key: 'xlsx_receipt_void_reason',
  width: 32,
  value: (r) => r.void_reason ?? '',
};

/**
 * The receipts summary as a workbook: per collector, per payment method, the receipts with how
 * each was paid, then the voided ones.
 */
export async function receiptSummaryWorkbook(
  summary: TReceiptSummary,
  lang: Lang,
): Promise<{ buffer: Buffer; filename: string }> {
  const t: Translate = (key, params = {}) => translate(lang, key, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('xlsx_receipts_sheet'));
  sheet.columns = [...COLUMNS, VOID_REASON].map((c) => ({ width: c.width }));
  const amountColumn = COLUMNS.findIndex((c) => c.money) + 1;
  const moneyRow = (row: ExcelJS.Row, columns: number[]) => {
    for (const column of columns) row.getCell(column).numFmt = BAHT_FORMAT;
  };

  const title =
    summary.cycle_id !== null
      ? t('xlsx_receipts_title_cycle', { cycle: summary.cycle_name ?? String(summary.cycle_id) })
      : t('xlsx_receipts_title_range', {
          from: thaiDate(summary.from ?? ''),
          to: thaiDate(summary.to ?? ''),
        });
  sheet.addRow([title]).font = { bold: true, size: 14 };
  sheet.addRow([]);

  sheet.addRow([t('xlsx_collectors_heading')]).font = { bold: true };
  sheet.addRow([
    t('xlsx_collector'),
    t('xlsx_receipt_payee'),
    t('xlsx_collector_receipts'),
    t('xlsx_receipt_amount'),
  ]).font = { bold: true };
  for (const c of summary.collectors) {
    moneyRow(sheet.addRow([c.collect_by, c.payee, c.receipts, baht(c.amount)]), [4]);
  }
  const collectorsTotal = sheet.addRow([
    t('xlsx_receipts_total', { count: summary.total_receipts }),
    null,
    summary.total_receipts,
    baht(summary.total_amount),
  ]);
  collectorsTotal.font = { bold: true };
  moneyRow(collectorsTotal, [4]);
  sheet.addRow([]);

  sheet.addRow([t('xlsx_methods_heading')]).font = { bold: true };
  sheet.addRow([
    t('xlsx_receipt_method'),
    null,
    t('xlsx_collector_receipts'),
    t('xlsx_receipt_amount'),
  ]).font = { bold: true };
  for (const m of summary.methods) {
    const label = t(`xlsx_methods_${m.method}`);
    moneyRow(sheet.addRow([label, null, m.receipts, baht(m.amount)]), [4]);
  }
  sheet.addRow([]);

  const list = (heading: string, rows: TReceiptSummaryRow[], columns: readonly Column[]) => {
    sheet.addRow([heading]).font = { bold: true };
    sheet.addRow(columns.map((c) => t(c.key))).font = { bold: true };
    if (rows.length === 0) sheet.addRow([t('xlsx_none')]);
    for (const row of rows) {
      moneyRow(sheet.addRow(columns.map((c) => c.value(row, t))), [amountColumn]);
    }
  };
  list(t('xlsx_receipts_heading'), summary.receipts, COLUMNS);
  const total = COLUMNS.map(() => null as string | number | null);
  total[0] = t('xlsx_receipts_total', { count: summary.receipts.length });
  total[amountColumn - 1] = baht(summary.receipts.reduce((sum, r) => sum + r.amount_paid, 0));
  const totalRow = sheet.addRow(total);
  totalRow.font = { bold: true };
  moneyRow(totalRow, [amountColumn]);
  sheet.addRow([]);
  list(t('xlsx_voided_heading'), summary.voided, [...COLUMNS, VOID_REASON]);

  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp =
    summary.cycle_id !== null ? `cycle-${summary.cycle_id}` : `${summary.from}_${summary.to}`;
  return { buffer, filename: `receipts-summary-${stamp}.xlsx` };
}
