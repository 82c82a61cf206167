import type { TReadingRow } from '@prapa/contracts/readings';
import { formatMemberId } from '@prapa/domain/member-id';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { ReadingBadges } from './reading-badges.tsx';
import { ReadingPrevious } from './reading-previous.tsx';

const numeric = { textAlign: 'right' as const };

/** The report's rows: one meter each, with its readings and units in the cycle. */
export function reportColumns(t: TFunction<'readings'>): DataTableColumn<TReadingRow>[] {
  return [
    {
      accessor: 'memberId',
      title: t('fields.memberId'),
      width: 100,
      render: (row) => formatMemberId(row.memberId),
    },
    { accessor: 'fullname', title: t('fields.fullname') },
    { accessor: 'house_no', title: t('fields.houseNo'), width: 100 },
    { accessor: 'area_name', title: t('fields.area') },
    { accessor: 'meterNo', title: t('fields.meterNo'), width: 110 },
    {
      accessor: 'previousMeter',
      title: t('fields.previous'),
      width: 110,
      render: (row) => <ReadingPrevious row={row} />,
    },
    {
      accessor: 'currentMeter',
      title: t('fields.current'),
      width: 100,
      ...numeric,
      render: (row) => row.currentMeter ?? t('units.none'),
    },
    {
      accessor: 'meterUsage',
      title: t('fields.units'),
      width: 90,
      ...numeric,
      render: (row) =>
        row.meterUsage === null ? t('units.none') : t('report.number', { value: row.meterUsage }),
    },
    {
      accessor: 'tag',
      title: t('fields.status'),
      width: 150,
      render: (row) => <ReadingBadges row={row} />,
    },
  ];
}
