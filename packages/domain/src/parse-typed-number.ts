import { toArabicDigits } from './thai-digits.ts';

/**
 * What a clerk types into a money or a whole-number field, read the way a person reads it:
 * Thai digits, thousands commas and stray spaces are fine ('๑,๒๐๐', ' 1 000 ', '1,000.50');
 * anything else is refused with a reason the form can show, never dropped or guessed.
 * A minus sign is refused on purpose: no field a clerk fills takes a negative amount.
 */
export type TypedNumberError =
  | 'REQUIRED'
  | 'NEGATIVE'
  | 'NOT_A_NUMBER'
  | 'BAD_GROUPING'
  | 'DECIMAL_NOT_ALLOWED'
  | 'TOO_MANY_DECIMALS'
  | 'BELOW_MIN'
  | 'TOO_LARGE';

export type TypedNumberResult =
  | { ok: true; value: number | null }
  | { ok: false; error: TypedNumberError };

export type TypedNumberOptions = {
  /** An empty field is an error instead of null. */
  required?: boolean;
  /** Smallest accepted value (satang for money), inclusive. */
  min?: number;
  /** Largest accepted value (satang for money), inclusive. */
  max?: number;
};

// Any kind of space, including the no-break and thin spaces that pasting from a sheet brings.
const SPACES = /[\s\u00a0\u2000-\u200b\u202f\u205f\u3000\ufeff]/g;
// ASCII hyphen, Unicode minus, en and em dash, full-width hyphen.
const MINUS = /^[-\u2212\u2013\u2014\ufe63\uff0d]/;
// Digits, commas and at most one point; '.50' and '150.' are what people type half-way.
const NUMBER_SHAPE = /^(?=[0-9,]*\.?[0-9]*$)(?=.*[0-9])[0-9,.]+$/;
const GROUPED = /^[0-9]{1,3}(,[0-9]{3})+$/;

/** Thai digits to Arabic, every space removed: the text the rules look at. */
export function normalizeTypedNumber(text: string): string {
  return toArabicDigits(text).replace(SPACES, '');
}

type Split =
  | { ok: true; whole: string; fraction: string | null }
  | { ok: false; error: TypedNumberError };

function split(text: string): Split {
  if (MINUS.test(text)) {
    return NUMBER_SHAPE.test(text.slice(1))
      ? { ok: false, error: 'NEGATIVE' }
      : { ok: false, error: 'NOT_A_NUMBER' };
  }
  if (!NUMBER_SHAPE.test(text)) return { ok: false, error: 'NOT_A_NUMBER' };
  const point = text.indexOf('.');
  const whole = point < 0 ? text : text.slice(0, point);
  const fraction = point < 0 ? null : text.slice(point + 1);
  if (whole.includes(',') && !GROUPED.test(whole)) return { ok: false, error: 'BAD_GROUPING' };
  return { ok: true, whole: whole.replaceAll(',', ''), fraction };
}

function bounded(value: bigint, options: TypedNumberOptions): TypedNumberResult {
  const max = BigInt(options.max ?? Number.MAX_SAFE_INTEGER);
  if (value > max) return { ok: false, error: 'TOO_LARGE' };
  const result = Number(value);
  if (options.min !== undefined && result < options.min) return { ok: false, error: 'BELOW_MIN' };
  return { ok: true, value: result };
}

/** Baht as typed → integer satang ('1,000.5' → 100050). Never goes through a float. */
export function parseTypedMoney(text: string, options: TypedNumberOptions = {}): TypedNumberResult {
  const clean = normalizeTypedNumber(text);
  if (clean === '')
    return options.required ? { ok: false, error: 'REQUIRED' } : { ok: true, value: null };
  const parts = split(clean);
  if (!parts.ok) return parts;
  const fraction = parts.fraction ?? '';
  if (fraction.length > 2) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  return bounded(BigInt((parts.whole || '0') + fraction.padEnd(2, '0')), options);
}

/** A count, a reading, a day: whole numbers only ('1,250' → 1250, '12.5' is refused). */
export function parseTypedInteger(
  text: string,
  options: TypedNumberOptions = {},
): TypedNumberResult {
  const clean = normalizeTypedNumber(text);
  if (clean === '')
    return options.required ? { ok: false, error: 'REQUIRED' } : { ok: true, value: null };
  const parts = split(clean);
  if (!parts.ok) return parts;
  if (parts.fraction !== null) return { ok: false, error: 'DECIMAL_NOT_ALLOWED' };
  return bounded(BigInt(parts.whole), options);
}
