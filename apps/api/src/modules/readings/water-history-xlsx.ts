import type { TReadingList, TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import ExcelJS from 'exceljs';
import { type Lang, translate } from '../../lib/i18n.ts';

type Column = {
  key: string;
  width: number;
  value: (row: TReadingRow, t: (key: string) => string) => string | number | null;
};

// Readings and units stay numbers so the office can sum and sort them in Excel.
const COLUMNS: readonly Column[] = [
  { key: 'xlsx_member_id', width: 12, value: (r) => formatMemberId(r.memberId) },
  { key: 'xlsx_fullname', width: 32, value: (r) => r.fullname },
  { key: 'xlsx_house_no', width: 12, value: (r) => r.house_no },
  { key: 'xlsx_area', width: 24, value: (r) => r.area_name },
  { key: 'xlsx_meter_no', width: 16, value: (r) => r.meterNo },
  { key: 'xlsx_previous', width: 16, value: (r) => r.previousMeter },
  { key: 'xlsx_current', width: 16, value: (r) => r.currentMeter },
  { key: 'xlsx_units', width: 12, value: (r) => r.diffUnit },
  {
    key: 'xlsx_tag',
    width: 18,
    value: (r, t) =>
      r.estimated
        ? t('xlsx_estimated')
        : t(r.tag === 'recorded' ? 'xlsx_tag_recorded' : 'xlsx_tag_waiting'),
  },
];

/** The water-history report as a workbook: a title row, Thai headers, one meter per row, a total. */
export async function waterHistoryWorkbook(
  list: TReadingList,
  lang: Lang,
): Promise<{ buffer: Buffer; filename: string }> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(lang, key, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('xlsx_sheet'));
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));

  const cycleName = list.cycle?.bill_cycle_name ?? t('xlsx_no_cycle');
  sheet.addRow([t('xlsx_title', { cycle: cycleName })]).font = { bold: true, size: 14 };
  sheet.addRow(COLUMNS.map((c) => t(c.key))).font = { bold: true };
  for (const row of list.rows) sheet.addRow(COLUMNS.map((c) => c.value(row, t)));

  const units = list.rows.reduce((sum, r) => sum + (r.diffUnit ?? 0), 0);
  const total = COLUMNS.map(() => null as string | number | null);
  total[0] = t('xlsx_total', { count: list.rows.length });
  total[COLUMNS.findIndex((c) => c.key === 'xlsx_units')] = units;
  sheet.addRow(total).font = { bold: true };

  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  const stamp = list.cycle ? `${list.cycle.id}` : 'none';
  return { buffer, filename: `water-history-cycle-${stamp}.xlsx` };
}
