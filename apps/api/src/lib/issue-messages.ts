import type { $ZodRawIssue } from 'zod/v4/core';
import { type Lang, translate } from './i18n.ts';

/**
 * zod's built-in messages in our own words (locales/<lang>/input.json): zod's Thai locale
 * leaves type names in English ("boolean", "string") and says "ควรเป็น ตัวเลข แต่ได้รับ ตัวเลข"
 * for Infinity, so every issue code is worded here instead (decision 016).
 */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 6 });

function formatBound(value: unknown): string {
  if (typeof value === 'number') return grouped.format(value);
  if (typeof value === 'bigint') return grouped.format(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

const TYPE_KEYS: Record<string, string> = {
  number: 'in.type.number',
  int: 'in.type.integer',
  bigint: 'in.type.integer',
  string: 'in.type.string',
  boolean: 'in.type.boolean',
  array: 'in.type.array',
  tuple: 'in.type.array',
  object: 'in.type.object',
  record: 'in.type.object',
  map: 'in.type.object',
  null: 'in.type.null',
};

function typeMessage(issue: $ZodRawIssue & { code: 'invalid_type' }, lang: Lang): string {
  const input = issue.input;
  if (issue.expected === 'number' && typeof input === 'number' && !Number.isFinite(input)) {
    return translate(lang, 'in.number_not_finite');
  }
  return translate(lang, TYPE_KEYS[issue.expected] ?? 'in.type.other');
}

function sizeMessage(
  origin: string,
  bound: unknown,
  inclusive: boolean,
  side: 'max' | 'min',
  lang: Lang,
): string {
  const value = formatBound(bound);
  const params: Record<string, string> = side === 'max' ? { max: value } : { min: value };
  if (origin === 'number' || origin === 'int' || origin === 'bigint' || origin === 'date') {
    if (side === 'max')
      return translate(lang, inclusive ? 'in.number_max' : 'in.number_below', params);
    return translate(lang, inclusive ? 'in.number_min' : 'in.number_above', params);
  }
  if (origin === 'string') {
    if (side === 'min' && bound === 1) return translate(lang, 'v.required');
    return translate(lang, side === 'max' ? 'in.text_max' : 'in.text_min', params);
  }
  if (origin === 'array' || origin === 'set') {
    return translate(lang, side === 'max' ? 'in.list_max' : 'in.list_min', params);
  }
  return translate(lang, side === 'max' ? 'in.too_big' : 'in.too_small');
}

/** One zod issue as a sentence in `lang`. */
export function issueMessage(issue: $ZodRawIssue, lang: Lang): string {
  // "expected string, received undefined" is how zod says a field is missing; say it plainly.
  if (issue.code === 'invalid_type' && issue.input === undefined) {
    return translate(lang, 'v.required');
  }
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue, lang);
    case 'too_big':
      return sizeMessage(issue.origin, issue.maximum, issue.inclusive ?? true, 'max', lang);
    case 'too_small':
      return sizeMessage(issue.origin, issue.minimum, issue.inclusive ?? true, 'min', lang);
    case 'invalid_format':
      return translate(lang, issue.format === 'email' ? 'in.format_email' : 'in.format');
    case 'not_multiple_of':
      return translate(lang, 'in.multiple_of', { divisor: formatBound(issue.divisor) });
    case 'unrecognized_keys':
      return translate(lang, 'in.unknown_keys', { keys: issue.keys.join(', ') });
    case 'invalid_value':
      return translate(lang, 'in.choice', {
        values: issue.values.map((value) => String(value)).join(', '),
      });
    case 'invalid_union':
      return translate(lang, 'in.union');
    case 'invalid_key':
    case 'invalid_element':
      return translate(lang, 'in.element');
    default:
      return translate(lang, 'in.invalid');
  }
}
