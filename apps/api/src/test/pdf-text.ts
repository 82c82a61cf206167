import { execFileSync } from 'node:child_process';

/**
 * Text of a PDF by poppler's pdftotext, or null where it is not installed. `layout` keeps the
 * columns (tables); `raw` keeps content order, which keeps Thai tone marks on their letters.
 */
export function pdfText(pdf: Buffer, mode: 'layout' | 'raw' = 'layout'): string | null {
  try {
    return execFileSync('pdftotext', [`-${mode}`, '-', '-'], { input: pdf }).toString('utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
