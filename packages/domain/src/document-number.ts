/**
 * Document numbers: the series prefix (which kind of document: `INV` invoice, `RC` receipt),
 * the fiscal year (B.E.) and the number within it, zero-padded to six digits:
 * 'INV2570/000123'. Six digits cover 999,999 documents a year, ten times the largest utility
 * this product is sized for; a seventh digit simply widens the number.
 *
 * Numbers issued before the series had prefixes ('2570/000123') are still read: a number
 * without a prefix names the year and the number, and its kind comes from where it is looked up.
 */

/** A series' prefix: 1–6 Latin capitals, so that it fits a PromptPay reference (A–Z, 0–9). */
export const DOCUMENT_PREFIX_PATTERN = /^[A-Z]{1,6}$/;

/** A document kind's name in `document_series` ('invoice', 'receipt', later 'letter', …). */
export const DOCUMENT_KIND_PATTERN = /^[a-z][a-z_]{0,29}$/;

/** The series that exist from the start, with their default prefixes (migration 0016). */
export const DEFAULT_DOCUMENT_PREFIXES = { invoice: 'INV', receipt: 'RC' } as const;

export type ParsedDocumentNo = {
  /** '' when the text had none (a number from before prefixes). */
  prefix: string;
  fiscalYear: number;
  seq: number;
};

export function formatDocumentNo(fiscalYear: number, seq: number, prefix = ''): string {
  if (!Number.isInteger(fiscalYear) || !Number.isInteger(seq) || seq < 1) {
    throw new RangeError(`invalid document number ${fiscalYear}/${seq}`);
  }
  if (prefix !== '' && !DOCUMENT_PREFIX_PATTERN.test(prefix)) {
    throw new RangeError(`invalid document prefix ${JSON.stringify(prefix)}`);
  }
  return `${prefix}${fiscalYear}/${String(seq).padStart(6, '0')}`;
}

/**
 * 'INV2570/000123', 'inv 2570/123', '2570/000123' → { prefix, fiscalYear, seq }; null for
 * anything else. Letters are read in either case and a space after the prefix is allowed, as
 * staff type them; Thai digits are not (numbers are printed with Arabic digits).
 */
export function parseDocumentNo(text: string): ParsedDocumentNo | null {
  const match = /^([A-Za-z]{0,6})\s?(\d{4})\/(\d{1,9})$/.exec(text.trim());
  if (!match) return null;
  const seq = Number(match[3]);
  if (seq < 1) return null;
  return { prefix: (match[1] ?? '').toUpperCase(), fiscalYear: Number(match[2]), seq };
}

/**
 * The number as a PromptPay reference: without its slash ('INV2570/000123' →
 * 'INV2570000123'). Unique like the number itself, since the slash is the only thing dropped
 * and the prefix ends where the digits begin.
 */
export function documentNoRef(documentNo: string): string {
  return documentNo.replace('/', '');
}

/** Prefixes must tell the series apart: the kinds whose prefix another kind also uses. */
export function clashingPrefixes(prefixes: Readonly<Record<string, string>>): string[] {
  const seen = new Map<string, string>();
  const clashing = new Set<string>();
  for (const [kind, prefix] of Object.entries(prefixes)) {
    const key = prefix.toUpperCase();
    const other = seen.get(key);
    if (other !== undefined) {
      clashing.add(other);
      clashing.add(kind);
    } else seen.set(key, kind);
  }
  return [...clashing];
}
