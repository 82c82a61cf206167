import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type DataTableFilterOption = { value: string; label: string };

/** One input of the filter row; `name` is the key of its value in the emitted object. */
export type DataTableFilter =
  | { type: 'text'; name: string; label: string }
  | { type: 'select'; name: string; label: string; options: readonly DataTableFilterOption[] };

/** Every filter's current value by name; '' means "not filtered". */
export type DataTableFilterValues = Record<string, string>;

export type DataTableFilterRowProps = {
  filters: readonly DataTableFilter[];
  values: DataTableFilterValues;
  onChange: (values: DataTableFilterValues) => void;
};

export function DataTableFilterRow({ filters, values, onChange }: DataTableFilterRowProps) {
  const { t } = useTranslation('ui');
  const set = (name: string, value: string) => onChange({ ...values, [name]: value });

  return (
    <Group gap="sm" align="flex-end" mb="sm" role="search" aria-label={t('table.filters')}>
      {filters.map((filter) =>
        filter.type === 'text' ? (
          <TextInput
            key={filter.name}
            label={filter.label}
            size="sm"
            value={values[filter.name] ?? ''}
            onChange={(event) => set(filter.name, event.currentTarget.value)}
          />
        ) : (
          <Select
            key={filter.name}
            label={filter.label}
            size="sm"
            data={filter.options.map((option) => ({ ...option }))}
            value={values[filter.name] || null}
            placeholder={t('table.filterAll')}
            clearable
            onChange={(value) => set(filter.name, value ?? '')}
          />
        ),
      )}
    </Group>
  );
}
