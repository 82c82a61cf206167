import { parseTypedInteger } from '@prapa/domain/parse-typed-number';
import { TypedNumberInput, type TypedNumberInputProps } from './typed-number-input.tsx';

const formatCount = (value: number) => value.toLocaleString('en-US');

const INTEGER = {
  name: 'integer',
  parse: parseTypedInteger,
  format: String,
  formatBound: formatCount,
  inputMode: 'numeric',
} as const;

export type IntegerInputProps = TypedNumberInputProps;

/** A whole number (a reading, units, days, a count): '1,250' and '๑๒๕๐' read; '12.5' is refused. */
export function IntegerInput(props: IntegerInputProps) {
  return <TypedNumberInput kind={INTEGER} {...props} />;
}
