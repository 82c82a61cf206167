import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { TDebtorRow } from '@prapa/contracts/debt';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatDocumentDate } from '../../../lib/dates.ts';

export const BUCKET_COLOR = {
  d0_30: 'yellow',
  d31_60: 'orange',
  d61_90: 'red',
  d90_plus: 'grape',
} as const;

/** The debtor list's columns; the member opens their ป.17. */
export function debtorColumns(t: TFunction): DataTableColumn<TDebtorRow>[] {
  return [
    {
      accessor: 'memberId',
      title: t('columns.member'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={`/debtaccount/${row.client_id}`}>
          {formatMemberId(row.memberId)}
        </Anchor>
      ),
    },
    {
      accessor: 'fullname',
      title: t('columns.name'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.fullname}</Text>
          <Text size="xs" c="dimmed">
            {row.house_no} · {row.area_name}
          </Text>
        </Stack>
      ),
    },
    { accessor: 'months', title: t('columns.months'), textAlign: 'right', sortable: true },
    {
      accessor: 'overdue_satang',
      title: t('columns.amount'),
      textAlign: 'right',
      sortable: true,
      render: (row) => formatBaht(row.overdue_satang),
    },
    {
      accessor: 'oldest_due',
      title: t('columns.oldestDue'),
      sortable: true,
      render: (row) => (
        <Stack gap={2}>
          <span>{formatDocumentDate(row.oldest_due, 'short')}</span>
          <Badge size="xs" variant="light" color={BUCKET_COLOR[row.bucket]}>
            {t(`buckets.${row.bucket}`)}
          </Badge>
        </Stack>
      ),
    },
    {
      accessor: 'letters_sent',
      title: t('columns.letters'),
      render: (row) =>
        row.last_letter ? (
          <Stack gap={0}>
            <Text size="sm">{t(`kinds.${row.last_letter.kind}`)}</Text>
            <Text size="xs" c="dimmed">
              {row.last_letter.letter_no} · {t('columns.lettersCount', { count: row.letters_sent })}
            </Text>
          </Stack>
        ) : (
          '–'
        ),
    },
    {
      accessor: 'plan',
      title: t('columns.plan'),
      render: (row) =>
        row.plan ? (
          <Badge variant="light" color={row.plan.state === 'broken' ? 'red' : 'teal'}>
            {t(`plan.column.${row.plan.state}`, {
              paid: row.plan.paid_count,
              count: row.plan.instalment_count,
            })}
          </Badge>
        ) : (
          '–'
        ),
    },
    {
      accessor: 'disconnection',
      title: t('columns.disconnection'),
      render: (row) =>
        row.disconnection ? (
          <Badge variant="light" color={row.disconnection.state === 'pending' ? 'orange' : 'red'}>
            {t(`states.${row.disconnection.state}`)}
          </Badge>
        ) : (
          '–'
        ),
    },
  ];
}
