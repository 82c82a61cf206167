import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../../lib/master-data/area-options.ts';

type AreaSelectProps = { value: number | null; onChange: (areaId: number | null) => void };

/** Every area in route order; cleared means all areas. */
export function AreaSelect({ value, onChange }: AreaSelectProps) {
  const { t } = useTranslation('readings');
  const areas = useAreaOptions();
  return (
    <Select
      label={t('filters.area')}
      data={(areas.data ?? []).map((area) => ({
        value: String(area.id),
        label: `${area.area_code} · ${area.area_name}`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
      placeholder={t('filters.allAreas')}
      clearable
      searchable
    />
  );
}
