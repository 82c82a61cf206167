import type { TAuditEntry } from '@prapa/contracts/audit';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import ExcelJS from 'exceljs';
import { type Lang, translate } from '../../lib/i18n.ts';

type Column = { key: string; width: number; value: (entry: TAuditEntry) => string };

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

const COLUMNS: readonly Column[] = [
  { key: 'xlsx_audit_at', width: 22, value: (e) => formatThaiDateTime(new Date(e.at)) },
  { key: 'xlsx_audit_user', width: 16, value: (e) => e.user_name ?? '' },
  { key: 'xlsx_audit_name', width: 24, value: (e) => e.full_name ?? '' },
  { key: 'xlsx_audit_action', width: 26, value: (e) => e.action },
  {
    key: 'xlsx_audit_entity',
    width: 18,
    value: (e) => (e.entity_id ? `${e.entity} #${e.entity_id}` : e.entity),
  },
  { key: 'xlsx_audit_before', width: 48, value: (e) => json(e.before) },
  { key: 'xlsx_audit_after', width: 48, value: (e) => json(e.after) },
  { key: 'xlsx_audit_ip', width: 16, value: (e) => e.ip ?? '' },
];

/** The filtered audit log as a workbook: one row per entry, before/after as JSON text. */
export async function auditWorkbook(
  entries: readonly TAuditEntry[],
  lang: Lang,
): Promise<{ buffer: Buffer; filename: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(translate(lang, 'xlsx_audit_sheet'));
  sheet.columns = COLUMNS.map((c) => ({
    header: translate(lang, c.key),
    key: c.key,
    width: c.width,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const entry of entries) {
    const row = sheet.addRow(COLUMNS.map((c) => c.value(entry)));
    row.alignment = { vertical: 'top', wrapText: false };
  }
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { buffer, filename: 'audit-log.xlsx' };
}
