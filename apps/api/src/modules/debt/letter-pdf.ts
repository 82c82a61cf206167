import type { TLetterKind } from '@prapa/contracts/debt';
import { bahtText } from '@prapa/domain/baht-text';
import type { BillPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DebtLetterItem } from '../../db/schema/debt.ts';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { bankBarcodeSvg } from '../../lib/pdf/bank-barcode-svg.ts';
import { qrVectors, svgPathVectors } from '../../lib/pdf/code-vectors.ts';
import { GRID_LAYOUT } from './pdf-grid.ts';

const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.debt.${key}`, params);

const thaiDate = (iso: string) => {
  const date = parseIsoDate(iso);
  return date ? formatThaiDate(date, 'long') : iso;
};

export type LetterPage = {
  kind: TLetterKind;
  letterNo: string;
  issuedOn: string;
  payBy: string;
  memberId: number;
  fullname: string;
  address: string;
  months: number;
  amountSatang: number;
  items: DebtLetterItem[];
  codes: BillPaymentCodes | null;
};

export type LettersPdfInput = {
  office: { name: string; address: string; phone: string };
  signer: { name: string; position: string };
  reconnectionFeeSatang: number;
  copy: boolean;
  letters: LetterPage[];
};

function itemsTable(letter: LetterPage): Content {
  const head: TableCell[] = [
    'col.no',
    'col.month',
    'col.invoice_no',
    'col.due_date',
    'col.amount',
  ].map((key, i) => ({
    text: label(key),
    bold: true,
    fillColor: '#eeeeee',
    alignment: i === 4 ? 'right' : 'left',
  }));
  const body: TableCell[][] = [head];
  letter.items.forEach((item, i) => {
    body.push([
      String(i + 1),
      item.label || label('opening_label'),
      item.invoice_no,
      thaiDate(item.due_date),
      { text: formatBaht(item.amount_satang), alignment: 'right' },
    ]);
  });
  body.push([
    { text: label('letter_total', { months: letter.months }), colSpan: 4, bold: true },
    '',
    '',
    '',
    { text: formatBaht(letter.amountSatang), alignment: 'right', bold: true },
  ]);
  return {
    table: { headerRows: 1, widths: [24, '*', 110, 100, 80], body },
    layout: GRID_LAYOUT,
    fontSize: 11,
    margin: [0, 6, 0, 8],
  };
}

function codesBlock(codes: BillPaymentCodes | null, amountSatang: number): Content {
  if (!codes) return { text: '' };
  return {
    columns: [
      { canvas: qrVectors(codes.qrPayload, 96), width: 110 },
      {
        width: '*',
        stack: [
          {
            text: label('qr_caption', {
              amount: formatBaht(amountSatang),
              ref1: codes.ref1,
              ref2: codes.ref2,
            }),
            fontSize: 10,
          },
          { canvas: svgPathVectors(bankBarcodeSvg(codes), 230), margin: [0, 6, 0, 0] },
          { text: codes.barcodeText, fontSize: 9, color: '#444444', margin: [0, 1, 0, 0] },
        ],
        margin: [0, 30, 0, 0],
      },
    ],
    margin: [0, 4, 0, 0],
  };
}

/** What a batch's letters share: the office, the signer and whether they print as copies. */
export type LettersMeta = Omit<LettersPdfInput, 'letters'>;

/** One letter's page (`last`: no page break after it). */
export function letterContent(input: LettersMeta, letter: LetterPage, last: boolean): Content[] {
  const office = input.office;
  return [
    { text: office.name, bold: true, fontSize: 16, alignment: 'center' },
    { text: office.address, alignment: 'center', fontSize: 11 },
    {
      columns: [
        { text: label('letter_no', { no: letter.letterNo }) },
        { text: label('letter_date', { date: thaiDate(letter.issuedOn) }), alignment: 'right' },
      ],
      margin: [0, 10, 0, 6],
    },
    { text: label('letter_subject', { subject: label(`subject.${letter.kind}`) }), bold: true },
    {
      text: label('letter_to', { name: letter.fullname, member: formatMemberId(letter.memberId) }),
      margin: [0, 4, 0, 0],
    },
    { text: label('letter_address', { address: letter.address }), margin: [0, 0, 0, 6] },
    {
      text: label('letter_body', {
        organisation: office.name,
        months: letter.months,
        amount: formatBaht(letter.amountSatang),
        words: bahtText(letter.amountSatang),
      }),
      margin: [24, 0, 0, 0],
    },
    itemsTable(letter),
    {
      text: label('letter_pay_by', { date: thaiDate(letter.payBy), organisation: office.name }),
      margin: [24, 0, 0, 4],
    },
    {
      text: label(`consequence.${letter.kind}`, {
        fee: formatBaht(input.reconnectionFeeSatang),
      }),
      bold: letter.kind === 'final',
      margin: [24, 0, 0, 4],
    },
    { text: label('letter_closing'), margin: [24, 0, 0, 0] },
    codesBlock(letter.codes, letter.amountSatang),
    {
      stack: [
        label('letter_regards'),
        { text: ' ', margin: [0, 14, 0, 0] },
        `(${input.signer.name || '..................................'})`,
        input.signer.position,
      ],
      alignment: 'center',
      margin: [220, 8, 0, 0],
    },
    {
      text: label('letter_phone', { phone: office.phone }),
      fontSize: 10,
      margin: [0, 12, 0, 0],
      ...(last ? {} : { pageBreak: 'after' as const }),
    },
  ];
}

/** The page, the style and, for a reprint, the "สำเนา" watermark every letter page shares. */
export function lettersSettings(copy: boolean) {
  return {
    pageSize: 'A4' as const,
    pageMargins: [56, 40, 56, 40] as [number, number, number, number],
    defaultStyle: { font: 'Sarabun', fontSize: 13, lineHeight: 1.25 },
    ...(copy
      ? { watermark: { text: label('letter_copy'), opacity: 0.12, bold: true, fontSize: 120 } }
      : {}),
  };
}

export const lettersTitle = () => label('letter_title');

/** Debt letters, one A4 page each, in number order (one PDF for the whole batch). */
export function lettersDocument(input: LettersPdfInput): TDocumentDefinitions {
  return {
    ...lettersSettings(input.copy),
    info: { title: lettersTitle(), creator: 'PRAPA' },
    content: input.letters.flatMap((letter, i) =>
      letterContent(input, letter, i === input.letters.length - 1),
    ),
  };
}
