import { formatMemberId } from '@prapa/domain/member-id';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { pageFrame } from '../../lib/pdf/page-frame.ts';

/** Printed in Thai whatever the screen language: the field team's sheet is an office document. */
const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.investigation.${key}`, params);

export type FieldSheetRow = {
  memberId: number;
  fullname: string;
  houseNo: string;
  areaName: string;
  meterNo: string;
  previous: number;
  current: number;
  units: number;
  average: number | null;
};

export type FieldSheetInput = {
  organisation: string;
  /** The list's name, e.g. 'มาตรไม่เดิน'. */
  checkName: string;
  cycleName: string;
  areaName: string | null;
  rows: readonly FieldSheetRow[];
  printedAt: Date;
};

const HEADERS = [
  'no',
  'member',
  'address',
  'meter_no',
  'previous',
  'current',
  'units',
  'found',
  'remark',
];

const averageText = (n: number | null) =>
  n === null ? '' : ` (${n.toLocaleString('en-US', { maximumFractionDigits: 1 })})`;

/**
 * The check list the field team carries: the rows in route order with the readings on record
 * and blank boxes for the reading found and a remark; A4 landscape, a signature line at the end.
 */
export function fieldSheetDocument(input: FieldSheetInput): TDocumentDefinitions {
  const header: TableCell[] = HEADERS.map((key) => ({
    text: label(key),
    bold: true,
    fillColor: '#eeeeee',
    alignment: ['previous', 'current', 'units'].includes(key) ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  input.rows.forEach((row, index) => {
    body.push([
      String(index + 1),
      { stack: [formatMemberId(row.memberId), row.fullname] },
      { stack: [row.houseNo, { text: row.areaName, color: '#444444', fontSize: 9 }] },
      row.meterNo,
      { text: row.previous.toLocaleString('en-US'), alignment: 'right' },
      { text: row.current.toLocaleString('en-US'), alignment: 'right' },
      {
        text: `${row.units.toLocaleString('en-US')}${averageText(row.average)}`,
        alignment: 'right',
      },
      '',
      '',
    ]);
  });
  const subtitle = label('subtitle', {
    cycle: input.cycleName,
    area: input.areaName ?? label('all_areas'),
    count: input.rows.length.toLocaleString('en-US'),
  });
  return pageFrame({
    organisation: input.organisation,
    title: label('title', { check: input.checkName }),
    printedAt: input.printedAt,
    pageOrientation: 'landscape',
    content: [
      { text: subtitle, margin: [0, 0, 0, 8] },
      input.rows.length === 0
        ? { text: label('empty'), italics: true }
        : {
            table: {
              headerRows: 1,
              dontBreakRows: true,
              // A4 landscape leaves 762 pt between the margins.
              widths: [26, '*', 96, 70, 52, 52, 70, 96, 110],
              heights: (row: number) => (row === 0 ? 0 : 30),
              body,
            },
            layout: {
              hLineWidth: () => 0.5,
              vLineWidth: () => 0.5,
              hLineColor: () => '#999999',
              vLineColor: () => '#999999',
            },
            fontSize: 10,
          },
      { text: label('signature'), margin: [0, 24, 0, 0] },
    ],
  });
}
