import { TextInput, type TextInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkText } from './input-validation';

export type TextFieldProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'pattern' | 'error'
> & {
  value?: string;
  defaultValue?: string;
  /** When the (non-empty) value does not match, the field shows 'Input error' (spec §5). */
  pattern?: RegExp;
  /** Spec §5: the input emits the value together with its error flag. */
  onChange?: (value: string, hasError: boolean) => void;
  /** An error from outside (form or server); shown instead of the pattern error. */
  error?: ReactNode;
};

export function TextField({
  value,
  defaultValue,
  pattern,
  onChange,
  error,
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation('ui');
  const [current, setCurrent] = useUncontrolled({
    value,
    defaultValue,
    finalValue: '',
  });
  const issue = checkText(current, pattern);

  return (
    <TextInput
      {...inputProps}
      value={current}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setCurrent(next);
        onChange?.(next, checkText(next, pattern) !== null);
      }}
      error={error ?? (issue ? t('validation.inputError') : undefined)}
    />
  );
}
