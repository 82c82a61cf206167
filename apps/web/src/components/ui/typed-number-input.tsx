import { TextInput, type TextInputProps } from '@mantine/core';
import type { TypedNumberError, TypedNumberResult } from '@prapa/domain/parse-typed-number';
import { type FocusEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type TypedNumberInputProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'error' | 'min' | 'max' | 'required'
> & {
  /** null is an empty (or unreadable) field. */
  value?: number | null;
  defaultValue?: number | null;
  /** Every keystroke: the value read from the text, or null and the reason it cannot be read. */
  onChange?: (value: number | null, problem: TypedNumberError | null) => void;
  /** Empty is a problem ('กรุณากรอกจำนวน', after the field is left) and the label gets a star. */
  required?: boolean;
  min?: number;
  max?: number;
  /**
   * An error from outside (form or server). The field's own reason wins while the text cannot
   * be read: 'ติดลบไม่ได้' says more than a form's 'required'.
   */
  error?: ReactNode;
};

type Kind = {
  name: 'money' | 'integer';
  parse: (
    text: string,
    options: { required?: boolean; min?: number; max?: number },
  ) => TypedNumberResult;
  /** The text shown for a value (and, for money, written back when a valid field is left). */
  format: (value: number) => string;
  /** How a bound reads in a message (money bounds are satang). */
  formatBound: (value: number) => string;
  inputMode: 'decimal' | 'numeric';
};

// Problems that typing on would fix ('1,0' on the way to '1,000', an empty field): shown once
// the field is left or Enter is pressed, not at every keystroke.
const WAIT_FOR_LEAVE: ReadonlySet<TypedNumberError> = new Set([
  'REQUIRED',
  'BAD_GROUPING',
  'BELOW_MIN',
]);

const textOf = (kind: Kind, value: number | null | undefined) =>
  value === null || value === undefined ? '' : kind.format(value);

/**
 * The one way a number is typed: the text stays exactly as typed (nothing is dropped or
 * rewritten while typing), it is read by the domain parser, and what cannot be read is said
 * beside the field. It never throws: a parent only ever receives a value or a reason.
 */
export function TypedNumberInput({
  kind,
  value,
  defaultValue,
  onChange,
  required,
  min,
  max,
  error,
  onBlur,
  onKeyDown,
  withAsterisk,
  ...inputProps
}: TypedNumberInputProps & { kind: Kind }) {
  const { t } = useTranslation('typed-number');
  const options = {
    ...(required ? { required } : {}),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  };
  const [text, setText] = useState(() => textOf(kind, value ?? defaultValue));
  const [left, setLeft] = useState(false);
  const [seen, setSeen] = useState(value);
  const result = kind.parse(text, options);
  const read = result.ok ? result.value : null;
  // A parent that sets another value (a reset, a picked meter type) replaces the text; the
  // value this field itself reported (null for '12.5') leaves the text alone.
  if (value !== seen) {
    setSeen(value);
    if (value !== undefined && value !== read) setText(textOf(kind, value));
  }
  const problem = result.ok ? null : result.error;
  const shown = problem && (left || !WAIT_FOR_LEAVE.has(problem)) ? problem : null;
  const message = shown
    ? t(shown === 'NOT_A_NUMBER' ? `NOT_A_NUMBER_${kind.name}` : shown, {
        min: min === undefined ? '' : kind.formatBound(min),
        max: max === undefined ? '' : kind.formatBound(max),
      })
    : undefined;

  return (
    <TextInput
      inputMode={kind.inputMode}
      autoComplete="off"
      {...inputProps}
      withAsterisk={withAsterisk ?? required}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        setLeft(false);
        const parsed = kind.parse(next, options);
        onChange?.(parsed.ok ? parsed.value : null, parsed.ok ? null : parsed.error);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setLeft(true);
        if (kind.name === 'money' && read !== null) setText(kind.format(read));
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') setLeft(true);
        onKeyDown?.(event);
      }}
      error={message ?? (error || undefined)}
    />
  );
}
