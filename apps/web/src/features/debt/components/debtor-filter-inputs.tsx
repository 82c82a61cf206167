import { NumberInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props<T> = { value: T; onChange: (value: T) => void };

/** "Owing at least N months" (1–600), shared by the debtor list and the letter selection. */
export function MinMonthsInput({ value, onChange }: Props<number | null>) {
  const { t } = useTranslation('debt');
  return (
    <NumberInput
      label={t('filters.minMonths')}
      min={1}
      max={600}
      allowDecimal={false}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' && v >= 1 ? v : null)}
    />
  );
}

/** "Owing at least … baht" in baht with two decimals; null when empty. */
export function MinAmountInput({ value, onChange }: Props<number | null>) {
  const { t } = useTranslation('debt');
  return (
    <NumberInput
      label={t('filters.minAmount')}
      min={0}
      thousandSeparator=","
      decimalScale={2}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : null)}
    />
  );
}
