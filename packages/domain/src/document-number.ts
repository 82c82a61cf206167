/**
 * Invoice and receipt numbers: the fiscal year (B.E.) and the number within it, zero-padded to
 * six digits: '2570/000123'. Six digits cover 999,999 documents a year, ten times the
 * largest utility this product is sized for; a seventh digit simply widens the number.
 */
export function formatDocumentNo(fiscalYear: number, seq: number): string {
  if (!Number.isInteger(fiscalYear) || !Number.isInteger(seq) || seq < 1) {
    throw new RangeError(`invalid document number ${fiscalYear}/${seq}`);
  }
  return `${fiscalYear}/${String(seq).padStart(6, '0')}`;
}

/** '2570/000123' → { fiscalYear: 2570, seq: 123 }; null for anything else. */
export function parseDocumentNo(text: string): { fiscalYear: number; seq: number } | null {
  const match = /^(\d{4})\/(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  const seq = Number(match[2]);
  return seq >= 1 ? { fiscalYear: Number(match[1]), seq } : null;
}
