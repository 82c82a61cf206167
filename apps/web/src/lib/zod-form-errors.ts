import type { z } from 'zod';
import type { ApiFieldError } from './api-error.ts';
import { i18n } from './i18n.ts';

/** One message per field, keyed by the issue's path joined with dots ('password', 'a.b'). */
export type FormErrors = Record<string, string>;

export type FormValidation<T> =
  | { success: true; data: T; errors: FormErrors }
  | { success: false; data: null; errors: FormErrors };

type Issue = z.core.$ZodIssue;

function sizeKey(issue: Issue & { origin?: string }): string {
  if (issue.origin === 'string') return 'string';
  if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
    return 'number';
  }
  if (issue.origin === 'array' || issue.origin === 'set') return 'array';
  return 'other';
}

/** zod's own English messages are replaced by Thai texts from the `validation` namespace. */
function genericMessage(issue: Issue): string {
  const t = i18n.getFixedT(null, 'validation');
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null || issue.input === ''
        ? t('zod.required')
        : t('zod.invalid_type');
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string' && minimum === 1) return t('zod.required');
      const bound = issue.inclusive === false ? 'exclusive' : 'inclusive';
      return t(`zod.too_small.${sizeKey(issue)}.${bound}`, { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      const bound = issue.inclusive === false ? 'exclusive' : 'inclusive';
      return t(`zod.too_big.${sizeKey(issue)}.${bound}`, { maximum });
    }
    case 'invalid_format':
      return t('zod.invalid_format');
    case 'not_multiple_of':
      return t('zod.not_multiple_of', { divisor: Number(issue.divisor) });
    case 'invalid_value':
      return t('zod.invalid_value');
    default:
      return t('zod.invalid');
  }
}

/**
 * The contracts' custom messages are translation keys ('v.user_name_format'); anything else is
 * one of zod's generic messages and is translated by its issue code.
 */
export function translateIssue(issue: Issue): string {
  const key = `validation:${issue.message}`;
  if (issue.message.startsWith('v.') && i18n.exists(key)) return i18n.t(key);
  return genericMessage(issue);
}

/** The first issue of each field wins: it is the one the user should fix first. */
export function zodFormErrors(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= translateIssue(issue);
  }
  return errors;
}

/** Validates form values with a contract schema; `data` is what the schema made of them. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): FormValidation<z.output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data, errors: {} };
  return { success: false, data: null, errors: zodFormErrors(result.error) };
}

/** Field messages the server sent with a VALIDATION error, in the same shape. */
export function serverFormErrors(fields: readonly ApiFieldError[]): FormErrors {
  const errors: FormErrors = {};
  for (const field of fields) errors[field.path] ??= field.message;
  return errors;
}
