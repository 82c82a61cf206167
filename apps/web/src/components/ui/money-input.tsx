import { formatBaht } from '@prapa/domain/money';
import { parseTypedMoney } from '@prapa/domain/parse-typed-number';
import { TypedNumberInput, type TypedNumberInputProps } from './typed-number-input.tsx';

const MONEY = {
  name: 'money',
  parse: parseTypedMoney,
  format: formatBaht,
  formatBound: formatBaht,
  inputMode: 'decimal',
} as const;

export type MoneyInputProps = TypedNumberInputProps;

/**
 * An amount typed in baht ('1,000', '1,000.50', '๑๒๓') and held as integer satang; `min` and
 * `max` are satang too. Any two-decimal quantity stored in hundredths (a VAT rate in basis
 * points) uses it as well. Leaving a valid field writes it back as '1,000.00'.
 */
export function MoneyInput(props: MoneyInputProps) {
  return <TypedNumberInput kind={MONEY} {...props} />;
}
