import { useTranslation } from 'react-i18next';
import { useAreaOptions } from '../../../lib/master-data/area-options.ts';
import { useMeterTypeOptions } from '../api/get-meter-type-options.ts';
import { useTariffGroupOptions } from '../api/get-tariff-group-options.ts';
import type { IdOption } from './id-select.tsx';

/**
 * Choices for a form: only active rows, except the one the client already has (an edit must
 * still show an area that was switched off since).
 */
function pick<T extends { id: number; active: boolean }>(
  rows: readonly T[] | undefined,
  label: (row: T) => string,
  keep: number | null | undefined,
): IdOption[] {
  return (rows ?? [])
    .filter((row) => row.active || row.id === keep)
    .map((row) => ({ id: row.id, label: label(row) }));
}

export function useAreaChoices(keep?: number | null): IdOption[] {
  const areas = useAreaOptions();
  return pick(areas.data, (area) => `${area.area_code} · ${area.area_name}`, keep);
}

export function useTariffGroupChoices(keep?: number | null): IdOption[] {
  const { i18n } = useTranslation();
  const groups = useTariffGroupOptions();
  return pick(
    groups.data,
    (group) => (i18n.language === 'en' ? group.name_en : group.name_th),
    keep,
  );
}

/** 'มาตรบ้าน (1/2")', but not 'มาตร 1/2 นิ้ว (1/2")' when the name already says the size. */
function meterTypeLabel(type: { meter_type_name: string; meter_size: string }): string {
  const size = type.meter_size.replace(/"/g, '').trim();
  return type.meter_type_name.includes(size)
    ? type.meter_type_name
    : `${type.meter_type_name} (${type.meter_size})`;
}

export function useMeterTypeChoices(keep?: number | null): IdOption[] {
  const types = useMeterTypeOptions();
  return pick(types.data, meterTypeLabel, keep);
}
