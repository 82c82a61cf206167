import type { BillPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { code128Bars } from '@prapa/domain/code128';

/** Bar height in modules, as the web draws it (`BANK_BARCODE_HEIGHT`): ~9 mm at 230 pt wide. */
const HEIGHT = 50;

/**
 * The bank's Code 128 bill-payment barcode as SVG for pdfmake: vectors print sharp at any
 * printer resolution. The bars are `@prapa/domain/code128`'s, the same as the bill print view,
 * the billing page and the public bill check draw, for bills and debt letters alike.
 */
export function bankBarcodeSvg(codes: Pick<BillPaymentCodes, 'barcode'>): string {
  const bars = code128Bars(codes.barcode, HEIGHT);
  if (!bars) return '';
  const { width, height, d } = bars;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><path d="${d}" fill="#000"/></svg>`;
}
