import { useRef, useState } from 'react';
import type { z } from 'zod';
import { showError } from '../../../lib/show-error.ts';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { withoutError } from '../utils/form-errors.ts';
import { submitErrors } from '../utils/submit-errors.ts';

/**
 * The errors and the failure of a client form (add, edit, replace the meter): checking with the
 * shared schema (focusing the first invalid field), clearing a field's error when it changes,
 * and spreading the server's refusal over the fields. Put `formRef` on the form.
 */
export function useFormCheck() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** The checked data, or null when a field is wrong (then marked and focused). */
  const check = <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | null => {
    const checked = validateForm(schema, values);
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.success) {
      focusFirstInvalid(formRef.current);
      return null;
    }
    return checked.data;
  };

  /** A field the user has just changed may be fixed now. */
  const clearError = (path: string) => setErrors((current) => withoutError(current, path));

  /** The server refused the save: its field messages, its message on top, and a notification. */
  const refused = (error: unknown) => {
    const found = submitErrors(error);
    setErrors(found.fields);
    setFailure(found.message);
    showError(error);
  };

  return { formRef, errors, failure, check, clearError, refused };
}
