import QRCode from 'qrcode';
import { useMemo } from 'react';

/** Quiet zone around the code, in modules: the 4 the QR standard asks for. */
const MARGIN = 4;

/**
 * One SVG path over the dark modules, drawn on the phone from the payload the server sends.
 * Level M survives a smudged print or a cracked screen. Run-length per row keeps the path
 * short (a few KB for a PromptPay code).
 */
export function qrPath(payload: string): { size: number; d: string } {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      parts.push(`M${start + MARGIN} ${row + MARGIN}h${col - start}v1h${start - col}z`);
    }
  }
  return { size: modules.size + 2 * MARGIN, d: parts.join('') };
}

export function QrCode({ payload, label }: { payload: string; label: string }) {
  const { size, d } = useMemo(() => qrPath(payload), [payload]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-payload={payload}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
