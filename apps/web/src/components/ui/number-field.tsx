import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkNumber } from './input-validation';

export type NumberFieldProps = Omit<
  NumberInputProps,
  'value' | 'defaultValue' | 'onChange' | 'min' | 'error'
> & {
  /** null is an empty field. */
  value?: number | null;
  defaultValue?: number | null;
  /** A value below it shows 'ต้องมากกว่า {min}' (spec §5). */
  min?: number;
  /** Spec §5: the input emits the value together with its error flag. */
  onChange?: (value: number | null, hasError: boolean) => void;
  /** An error from outside (form or server); shown instead of the minimum error. */
  error?: ReactNode;
};

// Mantine reports an empty or half-typed number ('-', '', '150.', '150.50') as a string; the
// ones that already read as a number count as that number.
const NUMBER_TEXT = /^-?\d+(\.\d*)?$/;
function toNumber(raw: number | string): number | null {
  if (typeof raw === 'number') return raw;
  return NUMBER_TEXT.test(raw) ? Number(raw) : null;
}

export function NumberField({
  value,
  defaultValue,
  min,
  onChange,
  error,
  ...inputProps
}: NumberFieldProps) {
  const { t } = useTranslation('ui');
  const [current, setCurrent] = useUncontrolled<number | null>({
    value,
    defaultValue,
    finalValue: null,
  });
  // What the user typed, kept while it still means the current value: otherwise '150.' or
  // '150.50' would be replaced by '' or '150.5' in the middle of typing.
  const [typed, setTyped] = useState<number | string>('');
  const shown = toNumber(typed) === current ? typed : (current ?? '');
  const issue = checkNumber(current, min);

  return (
    // `min` is deliberately not passed to Mantine: it would clamp the value on blur and so hide
    // the error the spec wants the user to see.
    <NumberInput
      {...inputProps}
      value={shown}
      onChange={(raw) => {
        setTyped(raw);
        const next = toNumber(raw);
        setCurrent(next);
        onChange?.(next, checkNumber(next, min) !== null);
      }}
      error={
        error ??
        (issue?.code === 'min' ? t('validation.greaterThan', { min: issue.min }) : undefined)
      }
    />
  );
}
