import type { TArea } from '@prapa/contracts/areas';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { ActiveBadge } from './active-badge.tsx';

export function areaColumns(t: TFunction<'config-areas'>): DataTableColumn<TArea>[] {
  const labels = { active: t('status.active'), inactive: t('status.inactive') };
  return [
    { accessor: 'area_code', title: t('fields.code'), sortable: true, width: 120 },
    { accessor: 'area_name', title: t('fields.name'), sortable: true },
    {
      accessor: 'route_order',
      title: t('fields.routeOrder'),
      sortable: true,
      textAlign: 'right',
      width: 120,
      render: (area) => area.route_order ?? '–',
    },
    {
      accessor: 'active',
      title: t('fields.active'),
      width: 130,
      render: (area) => <ActiveBadge active={area.active} labels={labels} />,
    },
    {
      accessor: 'client_count',
      title: t('fields.clientCount'),
      sortable: true,
      textAlign: 'right',
      width: 130,
      render: (area) => area.client_count.toLocaleString('th-TH'),
    },
  ];
}
