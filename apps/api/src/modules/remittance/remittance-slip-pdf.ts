import type { TRemittance } from '@prapa/contracts/remittance';
import { formatBaht } from '@prapa/domain/money';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { pageFrame } from '../../lib/pdf/page-frame.ts';
import { GRID_LAYOUT } from '../debt/pdf-grid.ts';

/** Printed in Thai whatever the screen language: the slip goes to the finance division. */
const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.remittance.${key}`, params);

const day = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? formatThaiDate(date, 'short') : iso;
};

export type SlipPdfInput = { organisation: string; remittance: TRemittance; printedAt: Date };

const money = (satang: number, bold = false): TableCell => ({
  text: formatBaht(satang),
  alignment: 'right',
  bold,
});

/**
 * ใบนำส่งเงินประจำวัน, A4 portrait: the receipts remitted (and voids after a close, deducted),
 * totals by method, the amount in words, the finance division's receipt if recorded, and the
 * remitter's and receiver's signature lines — the same slip the accounting page prints.
 */
export function remittanceSlipDocument(input: SlipPdfInput): TDocumentDefinitions {
  const r = input.remittance;
  const head: TableCell[] = [
    'seq',
    'receipt_no',
    'receipt_date',
    'payer',
    'method',
    'amount',
    'note',
  ].map((key) => ({
    text: label(`col.${key}`),
    bold: true,
    fillColor: '#eeeeee',
    alignment: key === 'amount' || key === 'seq' ? 'right' : 'left',
  }));
  const body: TableCell[][] = [head];
  r.lines.forEach((line, i) => {
    body.push([
      { text: String(i + 1), alignment: 'right' },
      line.receipt_no,
      day(line.receipt_date),
      line.payer,
      label(line.method === 'cash' ? 'method.cash' : 'method.transfer'),
      money(line.amount),
      line.kind === 'void' ? label('void_note') : '',
    ]);
  });
  const totalRow = (text: string, satang: number, bold = false): TableCell[] => [
    { text, colSpan: 5, bold },
    '',
    '',
    '',
    '',
    money(satang, bold),
    '',
  ];
  body.push(totalRow(label('total_cash'), r.cash));
  body.push(totalRow(label('total_transfer'), r.transfer));
  if (r.adjustment !== 0) body.push(totalRow(label('total_adjustment'), r.adjustment));
  const receipts = r.lines.filter((l) => l.kind === 'receipt').length;
  body.push(totalRow(label('total', { count: receipts }), r.total, true));
  const signature = (role: string) => ({
    stack: [label('sign_line'), label(role), label('date_line')],
    alignment: 'center' as const,
  });
  return pageFrame({
    organisation: input.organisation,
    title: label('title'),
    printedAt: input.printedAt,
    content: [
      {
        columns: [
          { text: label('days', { days: r.days.map(day).join(', ') || '-' }) },
          {
            stack: [
              label('no', { no: r.remittance_no }),
              label('date', { date: day(r.remittance_date) }),
            ],
            alignment: 'right',
            width: 'auto',
          },
        ],
        margin: [0, 0, 0, 8],
      },
      {
        table: { headerRows: 1, widths: [30, 90, 64, '*', 56, 70, 90], body },
        layout: GRID_LAYOUT,
        fontSize: 10,
      },
      { text: `(${r.total_text})`, margin: [0, 6, 0, 6] },
      r.received_on
        ? { text: label('received', { date: day(r.received_on), slip: r.deposit_slip_no ?? '' }) }
        : { text: '' },
      { columns: [signature('remitter'), signature('receiver')], margin: [0, 40, 0, 0] },
    ],
  });
}
