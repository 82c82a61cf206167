import { Select, type SelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type IdOption = { id: number; label: string };

export type IdSelectProps = Omit<SelectProps, 'value' | 'onChange' | 'data'> & {
  value: number | null;
  onChange: (id: number | null) => void;
  options: readonly IdOption[];
};

/** A Select over rows with numeric ids (area, tariff group, meter type). */
export function IdSelect({ value, onChange, options, ...props }: IdSelectProps) {
  const { t } = useTranslation('clients');
  return (
    <Select
      placeholder={t('placeholders.select')}
      searchable
      {...props}
      data={options.map((option) => ({ value: String(option.id), label: option.label }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
      nothingFoundMessage={t('placeholders.nothingFound')}
    />
  );
}
