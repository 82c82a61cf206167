import type { TInvestigationRow } from '@prapa/contracts/investigation';
import { formatMemberId } from '@prapa/domain/member-id';
import ExcelJS from 'exceljs';
import { type Lang, translate } from '../../lib/i18n.ts';

type Column = {
  key: string;
  width: number;
  value: (row: TInvestigationRow, t: (key: string) => string) => string | number | null;
};

// Readings, units and differences stay numbers so the office can sort and sum them in Excel.
const COLUMNS: readonly Column[] = [
  { key: 'member_id', width: 12, value: (r) => formatMemberId(r.memberId) },
  { key: 'fullname', width: 30, value: (r) => r.fullname },
  { key: 'house_no', width: 12, value: (r) => r.house_no },
  { key: 'area', width: 22, value: (r) => r.area_name },
  { key: 'meter_no', width: 16, value: (r) => r.meterNo },
  { key: 'previous', width: 16, value: (r) => r.previousMeter },
  { key: 'current', width: 16, value: (r) => r.currentMeter },
  { key: 'units', width: 12, value: (r) => r.units },
  { key: 'average', width: 12, value: (r) => r.average },
  { key: 'diff_units', width: 18, value: (r) => r.diff_units },
  { key: 'diff_pct', width: 16, value: (r) => r.diff_pct },
  {
    key: 'outcome',
    width: 26,
    value: (r, t) => (r.outcome ? t(`investigation.outcome.${r.outcome.outcome}`) : null),
  },
  { key: 'note', width: 30, value: (r) => r.outcome?.note ?? null },
];

/** One list as a workbook: a title row, headers, one member per row, a count. */
export async function investigationWorkbook(input: {
  checkName: string;
  cycleName: string;
  cycleId: number | null;
  check: string;
  rows: readonly TInvestigationRow[];
  lang: Lang;
}): Promise<{ buffer: Buffer; filename: string }> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(input.lang, key, params);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('xlsx.investigation.sheet'));
  sheet.columns = COLUMNS.map((c) => ({ width: c.width }));
  sheet.addRow([
    t('xlsx.investigation.title', { check: input.checkName, cycle: input.cycleName }),
  ]).font = { bold: true, size: 14 };
  sheet.addRow(COLUMNS.map((c) => t(`xlsx.investigation.${c.key}`))).font = { bold: true };
  for (const row of input.rows) sheet.addRow(COLUMNS.map((c) => c.value(row, t)));
  sheet.addRow([t('xlsx.investigation.total', { count: input.rows.length })]).font = {
    bold: true,
  };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    buffer,
    filename: `investigation-${input.check}-cycle-${input.cycleId ?? 'none'}.xlsx`,
  };
}
