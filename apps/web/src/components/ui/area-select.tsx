import { Select, type SelectProps } from '@mantine/core';
import { useAreaOptions } from '../../lib/master-data/area-options.ts';

export type AreaSelectProps = Omit<SelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  /** null: all areas. */
  onChange: (areaId: number | null) => void;
};

/** Every area in route order as 'code · name'; cleared means all areas. */
export function AreaSelect({ value, onChange, ...props }: AreaSelectProps) {
  const areas = useAreaOptions();
  return (
    <Select
      clearable
      searchable
      {...props}
      data={(areas.data ?? []).map((area) => ({
        value: String(area.id),
        label: `${area.area_code} · ${area.area_name}`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : null)}
    />
  );
}
