import type { FormErrors } from '../../../lib/zod-form-errors.ts';

/** The errors under `prefix.` with the prefix taken off: `meter.meter_no` → `meter_no`. */
export function nestedErrors(errors: FormErrors, prefix: string): FormErrors {
  const nested: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path.startsWith(`${prefix}.`)) nested[path.slice(prefix.length + 1)] = message;
  }
  return nested;
}

/** The errors without the one of a field the user has just changed: it may be fixed now. */
export function withoutError(errors: FormErrors, path: string): FormErrors {
  if (!(path in errors)) return errors;
  const { [path]: _fixed, ...rest } = errors;
  return rest;
}
