import type { TImportFormat } from '@prapa/contracts/data-import';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { IMPORT_COLUMN_SPECS, TEMPLATE_SAMPLE_ROWS } from './import-columns.ts';

const headers = () => IMPORT_COLUMN_SPECS.map((spec) => spec.header);
const samples = () => TEMPLATE_SAMPLE_ROWS.map((row) => IMPORT_COLUMN_SPECS.map((s) => row[s.key]));

/**
 * The import template: Thai headers and two sample rows (delete them before importing).
 * CSV is UTF-8 with a BOM so a Thai Excel opens it right; in the workbook every column is
 * text, so meter numbers such as '007' keep their zeros.
 */
export async function importTemplate(
  format: TImportFormat,
): Promise<{ buffer: Buffer; filename: string; type: string }> {
  if (format === 'csv') {
    const text = `\uFEFF${stringify([headers(), ...samples()], { record_delimiter: '\r\n' })}`;
    return {
      buffer: Buffer.from(text, 'utf8'),
      filename: 'prapa-import-template.csv',
      type: 'text/csv; charset=utf-8',
    };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.columns = IMPORT_COLUMN_SPECS.map((spec) => ({
    width: Math.max(14, spec.header.length + 6),
    style: { numFmt: '@' },
  }));
  sheet.addRow(headers()).font = { bold: true };
  for (const row of samples()) sheet.addRow(row);
  return {
    buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    filename: 'prapa-import-template.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  };
}
