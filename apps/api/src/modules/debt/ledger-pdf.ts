import type { TMemberLedger } from '@prapa/contracts/debt';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { pageFrame } from '../../lib/pdf/page-frame.ts';
import { LEDGER_COLUMNS, ledgerCell } from '../ledger/ledger-columns.ts';
import { GRID_LAYOUT } from './pdf-grid.ts';

const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.debt.${key}`, params);

export type LedgerPdfInput = { organisation: string; ledger: TMemberLedger; printedAt: Date };

function cellText(kind: string, value: string | number | null): string {
  if (value === null || value === '') return '';
  if (typeof value === 'string' && kind !== 'text' && kind !== 'date') return value;
  if (kind === 'money') return formatBaht(Number(value));
  if (kind === 'int') return Number(value).toLocaleString('en-US');
  if (kind === 'date') {
    const date = parseIsoDate(String(value));
    return date ? formatThaiDate(date) : String(value);
  }
  return String(value);
}

/** A member's ป.17 on A4 landscape: one row per month, the debt carried at the end. */
export function ledgerDocument(input: LedgerPdfInput): TDocumentDefinitions {
  const { ledger } = input;
  const header: TableCell[] = LEDGER_COLUMNS.map((c) => ({
    text: label(`col.${c.key}`),
    bold: true,
    fillColor: '#eeeeee',
    alignment: c.kind === 'money' || c.kind === 'int' ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  for (const row of ledger.rows) {
    body.push(
      LEDGER_COLUMNS.map((c) => ({
        text: cellText(c.kind, ledgerCell(row, c, label, formatBaht)),
        alignment: c.kind === 'money' || c.kind === 'int' ? 'right' : 'left',
        ...(row.cancelled ? { color: '#777777', italics: true } : {}),
      })),
    );
  }
  return pageFrame({
    organisation: input.organisation,
    title: label('ledger_title'),
    printedAt: input.printedAt,
    pageOrientation: 'landscape',
    content: [
      {
        text: label('ledger_member', {
          member: formatMemberId(ledger.memberId),
          name: ledger.fullname,
          address: `${ledger.house_no} ${ledger.address}`.trim(),
          area: ledger.area_name,
        }),
        margin: [0, 0, 0, 2],
      },
      {
        text: label('ledger_debt', { amount: formatBaht(ledger.debt_satang) }),
        bold: true,
        margin: [0, 0, 0, 6],
      },
      {
        table: {
          headerRows: 1,
          widths: LEDGER_COLUMNS.map((c) => (c.key === 'month' ? '*' : c.width * 2.9)),
          body,
        },
        layout: GRID_LAYOUT,
        fontSize: 7.5,
      },
    ],
  });
}
