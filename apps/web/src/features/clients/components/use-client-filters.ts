import { STATUS_CODES } from '@prapa/domain/client-status';
import { useTranslation } from 'react-i18next';
import type { DataTableFilter } from '../../../components/ui/data-table-filters.tsx';
import { useAreaOptions } from '../../../lib/master-data/area-options.ts';
import { FILTER } from '../utils/list-query.ts';
import { useStatusNames } from './use-status-names.ts';

/** Search text, member id, area (every area: inactive ones still have clients) and status. */
export function useClientFilters(): DataTableFilter[] {
  const { t } = useTranslation('clients');
  const areas = useAreaOptions();
  const statusNames = useStatusNames();
  return [
    { type: 'text', name: FILTER.q, label: t('filters.search') },
    { type: 'text', name: FILTER.memberId, label: t('filters.memberId') },
    {
      type: 'select',
      name: FILTER.areaId,
      label: t('filters.area'),
      options: (areas.data ?? []).map((area) => ({
        value: String(area.id),
        label: `${area.area_code} · ${area.area_name}`,
      })),
    },
    {
      type: 'select',
      name: FILTER.statusCode,
      label: t('filters.status'),
      options: STATUS_CODES.map((code) => ({ value: code, label: statusNames[code] ?? code })),
    },
  ];
}
