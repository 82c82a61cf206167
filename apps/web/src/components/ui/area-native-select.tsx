import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useAreaOptions } from '../../lib/master-data/area-options.ts';

export type AreaNativeSelectProps = Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> & {
  value: number | null;
  /** null: all areas. */
  onChange: (areaId: number | null) => void;
  /** The first option, meaning every area. */
  allLabel: string;
};

/**
 * The areas as the browser's own select: for a panel that loads with the first page (the
 * dashboard), where Mantine's searchable Select would bring its popover code (floating-ui,
 * docs/decisions/032-dashboard-bundle.md). A village has a few dozen areas at most; on a
 * phone the native list is the easier one anyway.
 */
export function AreaNativeSelect({ value, onChange, allLabel, ...props }: AreaNativeSelectProps) {
  const areas = useAreaOptions();
  return (
    <NativeSelect
      {...props}
      data={[
        { value: '', label: allLabel },
        ...(areas.data ?? []).map((area) => ({
          value: String(area.id),
          label: `${area.area_code} · ${area.area_name}`,
        })),
      ]}
      value={value === null ? '' : String(value)}
      onChange={(event) => {
        const next = event.currentTarget.value;
        onChange(next === '' ? null : Number(next));
      }}
    />
  );
}
