import type { ReactNode } from 'react';

/** A boxed word across the document's corner: "สำเนา" on a reprint, "ยกเลิก" on a void. */
export function ReceiptStamp({ children, color }: { children: ReactNode; color: string }) {
  return (
    <div
      data-testid="receipt-stamp"
      style={{
        display: 'inline-block',
        border: `0.6mm solid ${color}`,
        color,
        padding: '0.5mm 3mm',
        fontWeight: 700,
        fontSize: '1.3em',
        marginTop: '1mm',
      }}
    >
      {children}
    </div>
  );
}
