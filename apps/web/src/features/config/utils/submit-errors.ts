import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { type FormErrors, serverFormErrors } from '../../../lib/zod-form-errors.ts';

/** A failed save, split into messages for fields and one for the top of the form. */
export function submitErrors(error: unknown): { fields: FormErrors; message: string | null } {
  if (isApiError(error) && error.code === 'VALIDATION' && error.fields.length > 0) {
    return { fields: serverFormErrors(error.fields), message: error.message };
  }
  return { fields: {}, message: errorMessage(error) };
}
