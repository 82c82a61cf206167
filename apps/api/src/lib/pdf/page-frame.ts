import { formatThaiDateTime } from '@prapa/domain/thai-date';
import type { Content, PageOrientation, PageSize, TDocumentDefinitions } from 'pdfmake/interfaces';
import { DEFAULT_LANG, translate } from '../i18n.ts';

export type PageFrameOptions = {
  /** Printed bold at the top of every page, e.g. 'การประปาหมู่บ้านบ้านหนองน้ำใส'. */
  organisation: string;
  /** Document title under the organisation name. */
  title: string;
  content: Content;
  /** Default: now. Shown in Buddhist Era, Bangkok time. */
  printedAt?: Date;
  /** Default 'A4'. */
  pageSize?: Extract<PageSize, 'A4' | 'A5'>;
  /** Default 'portrait'; A5 landscape suits half-sheet slips. */
  pageOrientation?: PageOrientation;
  /** Extra document properties (styles, info, …) merged last. */
  extra?: Partial<TDocumentDefinitions>;
};

/**
 * A document definition with the organisation name and title at the top of every page,
 * the print time (B.E.) at the top right and the page number ('หน้า x/y') at the bottom right.
 * The header and footer live in the page margins, so the margins are sized for them.
 */
export function pageFrame(options: PageFrameOptions): TDocumentDefinitions {
  const { organisation, title, content, printedAt = new Date(), extra = {} } = options;
  const pageSize = options.pageSize ?? 'A4';
  const small = pageSize === 'A5';
  const side = small ? 28 : 40;
  // Official documents are printed in Thai whatever the screen language (DEFAULT_LANG).
  const printed = translate(DEFAULT_LANG, 'doc.printed_at', {
    when: formatThaiDateTime(printedAt, 'long'),
  });

  return {
    pageSize,
    pageOrientation: options.pageOrientation ?? 'portrait',
    // Header block: two lines of ~1.3 em each plus a rule.
    pageMargins: small ? [side, 58, side, 36] : [side, 74, side, 44],
    info: { title, author: organisation, creator: 'PRAPA' },
    header: (_page, _count, size) => ({
      margin: [side, small ? 16 : 24, side, 0],
      stack: [
        {
          columns: [
            { text: organisation, bold: true, fontSize: small ? 12 : 14 },
            {
              text: printed,
              alignment: 'right',
              fontSize: small ? 8 : 9,
              color: '#444444',
              width: 'auto',
              margin: [0, small ? 3 : 4, 0, 0],
            },
          ],
        },
        { text: title, fontSize: small ? 10 : 12 },
        {
          canvas: [
            {
              type: 'line',
              x1: 0,
              y1: 2,
              x2: size.width - 2 * side,
              y2: 2,
              lineWidth: 0.5,
              lineColor: '#888888',
            },
          ],
        },
      ],
    }),
    footer: (currentPage, pageCount) => ({
      text: translate(DEFAULT_LANG, 'doc.page_of', { page: currentPage, pages: pageCount }),
      alignment: 'right',
      fontSize: small ? 8 : 9,
      margin: [side, small ? 12 : 16, side, 0],
    }),
    content,
    ...extra,
  };
}
