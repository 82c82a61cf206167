import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import './print-document.css';

/** A4 and A5 portrait sheets, or an 80 mm receipt-printer roll. */
export type PaperSize = 'A4' | 'A5' | 'slip80';

const MM_PER_PX = 25.4 / 96;
// A roll has no fixed length: the page is as long as the slip (measured on screen, where the
// sheet is drawn 80 mm wide exactly as on paper), plus a little so the last line never spills
// onto a second slip. `size: 80mm auto` is not valid CSS and would be ignored altogether.
const SLIP_SPARE_MM = 6;
const SLIP_FALLBACK_MM = 200;

/** The @page rule of a paper; exported for tests. */
export function pageRule(paper: PaperSize, slipLengthMm: number | null = null): string {
  if (paper === 'A4') return '@page { size: A4 portrait; margin: 12mm 10mm; }';
  if (paper === 'A5') return '@page { size: A5 portrait; margin: 8mm; }';
  const length = Math.ceil((slipLengthMm ?? SLIP_FALLBACK_MM) + SLIP_SPARE_MM);
  return `@page { size: 80mm ${length}mm; margin: 3mm; }`;
}

type PrintDocumentProps = {
  paper: PaperSize;
  /** The document's accessible name, e.g. 'ใบเสร็จรับเงิน RC2570/000001'. */
  label: string;
  children: ReactNode;
};

/**
 * One printable document (bill, receipt, report): a paper preview on screen, alone on paper.
 * Controls around it carry `className="prapa-no-print"`; printing is `window.print()`.
 * @page cannot be scoped to an element, so the document on screen sets it while mounted.
 * On a screen narrower than the paper (a phone), the sheet keeps its width and scrolls
 * sideways inside its own box: the page itself never does, and the preview is still the paper.
 */
export function PrintDocument({ paper, label, children }: PrintDocumentProps) {
  const ref = useRef<HTMLElement>(null);
  const [slipLength, setSlipLength] = useState<number | null>(null);

  useLayoutEffect(() => {
    if (paper !== 'slip80') return;
    const measure = () => {
      const height = ref.current?.offsetHeight ?? 0;
      if (height > 0) setSlipLength(Math.round(height * MM_PER_PX));
    };
    measure();
    window.addEventListener('beforeprint', measure);
    return () => window.removeEventListener('beforeprint', measure);
  });

  return (
    <>
      <style>{`@media print { ${pageRule(paper, slipLength)} }`}</style>
      <div className="prapa-print-scroll">
        <article ref={ref} className="prapa-print-doc" data-paper={paper} aria-label={label}>
          {children}
        </article>
      </div>
    </>
  );
}
