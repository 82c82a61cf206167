import type { TMeterType } from '@prapa/contracts/meter-types';
import { formatBaht } from '@prapa/domain/money';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { ActiveBadge } from './active-badge.tsx';

export function meterTypeColumns(
  t: TFunction<'config-meter-types'>,
): DataTableColumn<TMeterType>[] {
  const labels = { active: t('status.active'), inactive: t('status.inactive') };
  return [
    { accessor: 'meter_type_name', title: t('fields.name'), sortable: true },
    { accessor: 'meter_size', title: t('fields.size'), sortable: true, width: 110 },
    {
      accessor: 'meter_type_fee',
      title: t('fields.feeColumn'),
      sortable: true,
      textAlign: 'right',
      width: 210,
      render: (type) => formatBaht(type.meter_type_fee),
    },
    {
      accessor: 'meter_digit',
      title: t('fields.digits'),
      sortable: true,
      textAlign: 'right',
      width: 110,
    },
    {
      accessor: 'active',
      title: t('fields.active'),
      width: 130,
      render: (type) => <ActiveBadge active={type.active} labels={labels} />,
    },
    {
      accessor: 'client_count',
      title: t('fields.clientCount'),
      sortable: true,
      textAlign: 'right',
      width: 130,
      render: (type) => type.client_count.toLocaleString('th-TH'),
    },
  ];
}
