import type { TMemberLedger } from '@prapa/contracts/debt';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import ExcelJS from 'exceljs';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { LEDGER_COLUMNS, ledgerCell } from '../ledger/ledger-columns.ts';

const t = (key: string, params: Record<string, string | number> = {}) =>
  translate(DEFAULT_LANG, key, params);

/** A member's ป.17 as a workbook; money in baht as numbers so the office can sum it. */
export async function ledgerWorkbook(
  ledger: TMemberLedger,
): Promise<{ buffer: Buffer; filename: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(t('xlsx.debt.sheet'));
  sheet.columns = LEDGER_COLUMNS.map((c) => ({ width: c.width }));
  const member = formatMemberId(ledger.memberId);
  sheet.addRow([t('xlsx.debt.title', { member, name: ledger.fullname })]).font = {
    bold: true,
    size: 14,
  };
  sheet.addRow(LEDGER_COLUMNS.map((c) => t(`doc.debt.col.${c.key}`))).font = { bold: true };
  for (const row of ledger.rows) {
    const added = sheet.addRow(
      LEDGER_COLUMNS.map((c) => {
        const value = ledgerCell(row, c, (key, params) => t(`doc.debt.${key}`, params), formatBaht);
        return c.kind === 'money' && typeof value === 'number' ? value / 100 : value;
      }),
    );
    if (row.cancelled) added.font = { italic: true, color: { argb: 'FF777777' } };
    LEDGER_COLUMNS.forEach((c, i) => {
      if (c.kind === 'money') added.getCell(i + 1).numFmt = '#,##0.00';
    });
  }
  sheet.addRow([t('doc.debt.ledger_debt', { amount: (ledger.debt_satang / 100).toFixed(2) })]);
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return { buffer, filename: `form17-${member}.xlsx` };
}
