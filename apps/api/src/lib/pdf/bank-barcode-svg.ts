import { type BillPaymentCodes, barcodeParseText } from '@prapa/domain/bill-payment-codes';
import { toSVG } from 'bwip-js/node';

/**
 * The bank's Code 128 bill-payment barcode as SVG for pdfmake: vectors print sharp at any
 * printer resolution. One drawing for bills and debt letters, so a scanner reads both alike.
 */
export function bankBarcodeSvg(codes: Pick<BillPaymentCodes, 'barcode'>): string {
  return toSVG({
    bcid: 'code128',
    text: barcodeParseText(codes.barcode),
    parse: true,
    height: 8,
    includetext: false,
  });
}
