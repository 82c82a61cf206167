import type { TClient } from '@prapa/contracts/clients';
import { formatBaht } from '@prapa/domain/money';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { pageFrame } from '../../lib/pdf/page-frame.ts';
import { wholeWords } from '../../lib/pdf/thai-pdf.ts';

/** Official documents are printed in Thai whatever the screen language. */
const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.clients.${key}`, params);

export const CLIENT_LIST_PDF_TITLE = label('title');

const HEADERS = [
  'member_id',
  'fullname',
  'house_no',
  'area',
  'meter_no',
  'status',
  'debt_baht',
].map((key) => label(key));

/** The water-user register as an A4 document: one row per client, totals at the end. */
export function clientListDocument(input: {
  organisation: string;
  clients: readonly TClient[];
  printedAt: Date;
}): TDocumentDefinitions {
  const header: TableCell[] = HEADERS.map((text, index) => ({
    text,
    bold: true,
    alignment: index === HEADERS.length - 1 ? 'right' : 'left',
    fillColor: '#eeeeee',
  }));
  const body: TableCell[][] = [header];
  let debt = 0;
  for (const client of input.clients) {
    debt += client.debt;
    body.push([
      client.client_id,
      wholeWords(client.fullname),
      client.house_no,
      client.area_name,
      client.meterNo ?? '',
      client.ignored ? label('ignored_suffix', { status: client.status_name }) : client.status_name,
      { text: formatBaht(client.debt), alignment: 'right' },
    ]);
  }
  body.push([
    {
      text: label('total', { count: input.clients.length.toLocaleString('en-US') }),
      colSpan: 6,
      bold: true,
    },
    '',
    '',
    '',
    '',
    '',
    { text: formatBaht(debt), alignment: 'right', bold: true },
  ]);
  return pageFrame({
    organisation: input.organisation,
    title: CLIENT_LIST_PDF_TITLE,
    printedAt: input.printedAt,
    content: {
      table: {
        headerRows: 1,
        // A4 portrait leaves 515 pt: the name takes what the fixed columns leave.
        // 'บ้านเลขที่' fits on one line at 48 pt.
        widths: [44, '*', 48, 88, 64, 72, 52],
        body,
      },
      layout: 'lightHorizontalLines',
      fontSize: 10,
    },
  });
}
