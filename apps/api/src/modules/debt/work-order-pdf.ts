import type { TDisconnection } from '@prapa/contracts/debt';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { pageFrame } from '../../lib/pdf/page-frame.ts';
import { GRID_LAYOUT } from './pdf-grid.ts';

const label = (key: string, params?: Record<string, string | number>) =>
  translate(DEFAULT_LANG, `doc.debt.${key}`, params);

export type WorkOrderInput = {
  organisation: string;
  printedAt: Date;
  orders: readonly TDisconnection[];
};

const COLUMNS = ['no', 'member', 'address', 'meter_no', 'owed', 'reading', 'done'] as const;

/** The disconnection work order: route order, meter, address, amount owed, boxes to fill. */
export function workOrderDocument(input: WorkOrderInput): TDocumentDefinitions {
  const header: TableCell[] = COLUMNS.map((key) => ({
    text: label(`col.${key}`),
    bold: true,
    fillColor: '#eeeeee',
    alignment: key === 'owed' ? 'right' : 'left',
  }));
  const body: TableCell[][] = [header];
  input.orders.forEach((order, i) => {
    body.push([
      String(i + 1),
      { stack: [formatMemberId(order.memberId), order.fullname] },
      { stack: [order.house_no, { text: order.area_name, color: '#444444', fontSize: 9 }] },
      order.meter_no ?? '',
      { text: formatBaht(order.unpaid_satang), alignment: 'right' },
      '',
      '',
    ]);
  });
  return pageFrame({
    organisation: input.organisation,
    title: label('work_order_title'),
    printedAt: input.printedAt,
    pageOrientation: 'landscape',
    content: [
      {
        text: label('work_order_subtitle', { count: input.orders.length }),
        margin: [0, 0, 0, 8],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [26, '*', 120, 90, 80, 110, 130],
          heights: (row: number) => (row === 0 ? 0 : 30),
          body,
        },
        layout: GRID_LAYOUT,
        fontSize: 10,
      },
      { text: label('work_order_signature'), margin: [0, 24, 0, 0] },
    ],
  });
}
