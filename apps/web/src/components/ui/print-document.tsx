import type { ReactNode } from 'react';
import './print-document.css';

/** A4 and A5 portrait sheets, or an 80 mm receipt-printer roll. */
export type PaperSize = 'A4' | 'A5' | 'slip80';

// @page cannot be scoped to an element, so the document that is on screen sets it while mounted.
const PAGE_RULES: Record<PaperSize, string> = {
  A4: '@page { size: A4 portrait; margin: 12mm 10mm; }',
  A5: '@page { size: A5 portrait; margin: 8mm; }',
  slip80: '@page { size: 80mm auto; margin: 3mm; }',
};

type PrintDocumentProps = {
  paper: PaperSize;
  /** The document's accessible name, e.g. 'ใบเสร็จรับเงิน RC2570/000001'. */
  label: string;
  children: ReactNode;
};

/**
 * One printable document (bill, receipt, report): a paper preview on screen, alone on paper.
 * Controls around it carry `className="prapa-no-print"`; printing is `window.print()`.
 */
export function PrintDocument({ paper, label, children }: PrintDocumentProps) {
  return (
    <>
      <style>{`@media print { ${PAGE_RULES[paper]} }`}</style>
      <article className="prapa-print-doc" data-paper={paper} aria-label={label}>
        {children}
      </article>
    </>
  );
}
