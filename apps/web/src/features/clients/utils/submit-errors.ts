import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { type FormErrors, serverFormErrors } from '../../../lib/zod-form-errors.ts';

/**
 * A refused save, split into messages for fields and one for the top of the form. Bodies are
 * `{ params: … }`, so the server's field paths start with `params.`; the form's do not.
 */
export function submitErrors(error: unknown): { fields: FormErrors; message: string } {
  if (isApiError(error) && error.fields.length > 0) {
    const fields = error.fields.map((field) => ({
      ...field,
      path: field.path.replace(/^(body\.)?params\.?/, ''),
    }));
    return { fields: serverFormErrors(fields), message: error.message };
  }
  return { fields: {}, message: errorMessage(error) };
}
