import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import './print-sheet.css';

type PrintSheetProps = {
  children: ReactNode;
  label: string;
  /** Open the print dialog once mounted (the print button); Ctrl+P prints the sheet anyway. */
  printNow: boolean;
};

/**
 * Renders its content at the end of <body>, shown only on paper. It stays in the document while
 * its report is on screen, so the browser's own Ctrl+P prints the report too; remount it (a new
 * `key`) with `printNow` to open the dialog again.
 */
export function PrintSheet({ children, label, printNow }: PrintSheetProps) {
  useEffect(() => {
    if (printNow) window.print();
  }, [printNow]);
  return createPortal(
    <>
      {/* @page cannot be scoped: the sheet sets A4 only while it is in the document. */}
      <style>{'@media print { @page { size: A4 portrait; margin: 12mm 10mm; } }'}</style>
      <section className="prapa-print-sheet" aria-label={label}>
        {children}
      </section>
    </>,
    document.body,
  );
}
