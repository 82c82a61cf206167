import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';

type Mutation<V, R> = {
  mutate: (
    variables: V,
    handlers: { onSuccess: (saved: R) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
};

type EditSaveOptions<S extends z.ZodType, V, R> = {
  /** Its `failedTitle`, `cancel` and `save` label the form's frame. */
  ns: string;
  schema: S;
  values: unknown;
  mutation: Mutation<V, R>;
  /** The mutation's variables for the checked body. */
  variables: (body: z.output<S>) => V;
  onSaved: (saved: R) => void;
  onCancel: () => void;
};

/**
 * An edit form of settings (client statuses, roles): checks the values with the shared schema,
 * saves them, spreads the server's refusal over the fields, and gives the EditFormFrame's props.
 */
export function useEditSave<S extends z.ZodType, V, R>(options: EditSaveOptions<S, V, R>) {
  const { ns, schema, values, mutation, variables, onSaved, onCancel } = options;
  const { t } = useTranslation(ns);
  const [errors, setErrors] = useState<FormErrors>({});
  const onSubmit = () => {
    const checked = validateForm(schema, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    mutation.mutate(variables(checked.data), {
      onSuccess: (saved) => onSaved(saved),
      onError: (error) => setErrors(isApiError(error) ? serverFormErrors(error.fields) : {}),
    });
  };
  const frame = {
    failure: mutation.isError ? errorMessage(mutation.error) : null,
    failureTitle: t('failedTitle'),
    cancelLabel: t('cancel'),
    saveLabel: t('save'),
    saving: mutation.isPending,
    onSubmit,
    onCancel,
  };
  return { errors, frame };
}
