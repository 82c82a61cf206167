import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import './print-sheet.css';

type PrintSheetProps = {
  children: ReactNode;
  label: string;
  /** Open the print dialog once mounted (the print button); false when mounted for Ctrl+P. */
  printNow: boolean;
};

/**
 * Renders its content at the end of <body>, shown only on paper. The page mounts it for its
 * print button (remount with a new `key` to print again) and while the browser prints on its
 * own (Ctrl+P), so that prints the report too.
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
