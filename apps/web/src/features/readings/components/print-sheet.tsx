import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import './print-sheet.css';

type PrintSheetProps = { children: ReactNode; label: string };

/**
 * Renders its content at the end of <body>, shown only on paper, and opens the browser's print
 * dialog once it is in the document. Remount it (a new `key`) to print again.
 */
export function PrintSheet({ children, label }: PrintSheetProps) {
  useEffect(() => {
    window.print();
  }, []);
  return createPortal(
    <section className="prapa-print-sheet" aria-label={label}>
      {children}
    </section>,
    document.body,
  );
}
