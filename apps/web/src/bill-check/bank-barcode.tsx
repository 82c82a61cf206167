import { code128Bars } from '@prapa/domain/code128';
import { type CSSProperties, useMemo } from 'react';

/** Bar height in modules: about 8 mm when the barcode is printed 70 mm wide. */
export const BANK_BARCODE_HEIGHT = 50;

/**
 * The bank's Code 128 bill-payment barcode (docs/decisions/020) as inline SVG, so it prints
 * sharply: the same bars as the printed bill (`@prapa/domain/code128`), on the bill print view,
 * the billing page and the public bill check. `barcode` is `billPaymentCodes(...).barcode`
 * ('|' + biller id + CR + Ref1 + CR + Ref2 + CR + satang). The width follows the container.
 */
export function BankBarcode({
  barcode,
  label,
  style,
}: {
  barcode: string;
  label: string;
  style?: CSSProperties;
}) {
  const bars = useMemo(() => code128Bars(barcode, BANK_BARCODE_HEIGHT), [barcode]);
  if (!bars) return null;
  return (
    <svg
      className="bank-barcode"
      viewBox={`0 0 ${bars.width} ${bars.height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-barcode={barcode}
      style={{ display: 'block', width: '100%', height: 'auto', ...style }}
    >
      <rect width={bars.width} height={bars.height} fill="#fff" />
      <path d={bars.d} fill="#000" />
    </svg>
  );
}
