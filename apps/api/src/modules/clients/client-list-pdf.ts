import type { TClient } from '@prapa/contracts/clients';
import { formatBaht } from '@prapa/domain/money';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pageFrame } from '../../lib/pdf/page-frame.ts';

export const CLIENT_LIST_PDF_TITLE = 'ทะเบียนผู้ใช้น้ำ';

const HEADERS = ['รหัสสมาชิก', 'ชื่อ–สกุล', 'บ้านเลขที่', 'เขต', 'เลขมาตร', 'สถานะ', 'ค้างชำระ (บาท)'];

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
      client.fullname,
      client.house_no,
      client.area_name,
      client.meterNo ?? '',
      client.ignored ? `${client.status_name} (ยกเว้น)` : client.status_name,
      { text: formatBaht(client.debt), alignment: 'right' },
    ]);
  }
  body.push([
    { text: `รวม ${input.clients.length.toLocaleString('en-US')} ราย`, colSpan: 6, bold: true },
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
        widths: [44, '*', 40, 92, 64, 76, 52],
        body,
      },
      layout: 'lightHorizontalLines',
      fontSize: 10,
    },
  });
}
