import { Group, Select } from '@mantine/core';
import type { TReportCatalogueEntry } from '@prapa/contracts/reports';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { useCycles } from '../api/get-cycles.ts';

export type ReportFilterValues = {
  cycleId: number | null;
  fiscalYear: number | null;
  areaId: number | null;
};

type Props = {
  entry: TReportCatalogueEntry;
  values: ReportFilterValues;
  onChange: (values: ReportFilterValues) => void;
};

/** Only the filters the chosen report takes: month (cycle), fiscal year, area. */
export function ReportFilters({ entry, values, onChange }: Props) {
  const { t } = useTranslation('reports');
  const cycles = useCycles();
  const list = cycles.data ?? [];
  const years = [...new Set(list.map((c) => c.bill_year))].sort((a, b) => b - a);
  const takes = (name: string) => entry.filters.includes(name as never);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      {takes('cycle_id') ? (
        <Select
          label={t('filters.cycle')}
          placeholder={t('filters.latest')}
          clearable
          searchable
          w={{ base: '100%', xs: 220 }}
          data={list.map((c) => ({ value: String(c.id), label: c.bill_cycle_name }))}
          value={values.cycleId === null ? null : String(values.cycleId)}
          onChange={(v) =>
            onChange({
              ...values,
              cycleId: v ? Number(v) : null,
              ...(v ? { fiscalYear: null } : {}),
            })
          }
        />
      ) : null}
      {takes('fiscal_year') ? (
        <Select
          label={t('filters.fiscalYear')}
          placeholder={t('filters.none')}
          clearable
          w={{ base: '100%', xs: 160 }}
          data={years.map((y) => ({ value: String(y), label: String(y) }))}
          value={values.fiscalYear === null ? null : String(values.fiscalYear)}
          onChange={(v) =>
            onChange({
              ...values,
              fiscalYear: v ? Number(v) : null,
              ...(v ? { cycleId: null } : {}),
            })
          }
        />
      ) : null}
      {takes('area_id') ? (
        <AreaSelect
          label={t('filters.area')}
          placeholder={t('filters.allAreas')}
          w={{ base: '100%', xs: 240 }}
          value={values.areaId}
          onChange={(areaId) => onChange({ ...values, areaId })}
        />
      ) : null}
    </Group>
  );
}
