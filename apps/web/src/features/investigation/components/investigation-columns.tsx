import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TInvestigationRow } from '@prapa/contracts/investigation';
import { formatMemberId } from '@prapa/domain/member-id';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';

const number = (n: number | null, digits = 1) =>
  n === null ? '–' : n.toLocaleString('en-US', { maximumFractionDigits: digits });
const signed = (n: number | null, digits = 1) =>
  n === null ? '–' : `${n > 0 ? '+' : ''}${number(n, digits)}`;

/** The columns of every list: who, which meter, the readings, the units against the average. */
export function investigationColumns(
  t: TFunction<'investigation'>,
): DataTableColumn<TInvestigationRow>[] {
  return [
    {
      accessor: 'memberId',
      title: t('columns.member'),
      sortable: true,
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {formatMemberId(row.memberId)} {row.fullname}
          </Text>
          <Text size="xs" c="dimmed">
            {row.house_no} · {row.area_name}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'meterNo',
      title: t('columns.meter'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.meterNo}</Text>
          <Text size="xs" c="dimmed">
            {number(row.previousMeter, 0)} → {number(row.currentMeter, 0)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'units',
      title: t('columns.units'),
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Stack gap={2} align="flex-end">
          <Text size="sm" fw={600}>
            {number(row.units, 0)}
          </Text>
          <Group gap={4} justify="flex-end">
            {row.estimated ? (
              <Badge size="xs" color="gray">
                {t('row.estimated')}
              </Badge>
            ) : null}
            {row.rollover ? (
              <Badge size="xs" color="grape">
                {t('row.rollover')}
              </Badge>
            ) : null}
            {row.constant ? (
              <Badge size="xs" color="orange">
                {t(row.constant === 'zero' ? 'row.constantZero' : 'row.constantEstimated')}
              </Badge>
            ) : null}
            {row.billed ? (
              <Badge size="xs" color="blue" variant="light">
                {t('row.billed')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
      ),
    },
    {
      accessor: 'average',
      title: t('columns.average'),
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Stack gap={0} align="flex-end">
          <Text size="sm">{number(row.average)}</Text>
          {row.basis === 'area_median' ? (
            <Text size="xs" c="dimmed">
              {t('row.areaMedian')}
            </Text>
          ) : (
            <Text size="xs" c="dimmed" title={t('row.recent')}>
              {row.recent_units.map((u) => (u === null ? '–' : u)).join(' · ')}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'diff_units',
      title: t('columns.diffUnits'),
      sortable: true,
      textAlign: 'right',
      render: (row) => signed(row.diff_units),
    },
    {
      accessor: 'diff_pct',
      title: t('columns.diffPct'),
      sortable: true,
      textAlign: 'right',
      render: (row) => (
        <Text
          size="sm"
          fw={600}
          c={row.diff_pct === null ? undefined : row.diff_pct > 0 ? 'red.7' : 'blue.7'}
        >
          {row.diff_pct === null ? '–' : `${signed(row.diff_pct)}%`}
        </Text>
      ),
    },
  ];
}
