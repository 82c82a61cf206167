import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
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

const memberLink = (row: TDebtorRow) => (
  <Anchor component={Link} to={`/debtaccount/${row.client_id}`}>
    {formatMemberId(row.memberId)}
  </Anchor>
);

const whereLine = (row: TDebtorRow) => (
  <Text size="xs" c="dimmed">
    {row.house_no} · {row.area_name}
  </Text>
);

const letterText = (t: TFunction, letter: NonNullable<TDebtorRow['last_letter']>, sent: number) =>
  `${letter.letter_no} · ${t('columns.lettersCount', { count: sent })}`;

const disconnectionBadge = (t: TFunction, row: TDebtorRow) =>
  row.disconnection ? (
    <Badge variant="light" color={row.disconnection.state === 'pending' ? 'orange' : 'red'}>
      {t(`states.${row.disconnection.state}`)}
    </Badge>
  ) : null;

function oldestDueColumn(t: TFunction): DataTableColumn<TDebtorRow> {
  return {
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
  };
}

/**
 * On a phone (390 px): two columns that fit the screen. The debtor — member
 * number, name, where, what is owed and for how many months, the last letter and the
 * disconnection state — and since when, so nothing needs the table scrolled sideways.
 */
function phoneColumns(t: TFunction): DataTableColumn<TDebtorRow>[] {
  return [
    {
      accessor: 'memberId',
      title: t('columns.debtor'),
      sortable: true,
      render: (row) => (
        <Stack gap={2}>
          <Group gap={6} wrap="nowrap">
            {memberLink(row)}
            <Text size="sm">{row.fullname}</Text>
          </Group>
          {whereLine(row)}
          <Text size="sm" fw={600} data-testid="debtor-owed">
            {t('columns.owedOnPhone', {
              amount: formatBaht(row.overdue_satang),
              count: row.months,
            })}
          </Text>
          {row.last_letter ? (
            <Text size="xs" c="dimmed">
              {t(`kinds.${row.last_letter.kind}`)} ·{' '}
              {letterText(t, row.last_letter, row.letters_sent)}
            </Text>
          ) : null}
          {row.disconnection ? <div>{disconnectionBadge(t, row)}</div> : null}
        </Stack>
      ),
    },
    oldestDueColumn(t),
  ];
}

/** The debtor list's columns; the member opens their ป.17. A phone gets `phoneColumns`. */
export function debtorColumns(t: TFunction, phone = false): DataTableColumn<TDebtorRow>[] {
  if (phone) return phoneColumns(t);
  return [
    { accessor: 'memberId', title: t('columns.member'), sortable: true, render: memberLink },
    {
      accessor: 'fullname',
      title: t('columns.name'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.fullname}</Text>
          {whereLine(row)}
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
    oldestDueColumn(t),
    {
      accessor: 'letters_sent',
      title: t('columns.letters'),
      render: (row) =>
        row.last_letter ? (
          <Stack gap={0}>
            <Text size="sm">{t(`kinds.${row.last_letter.kind}`)}</Text>
            <Text size="xs" c="dimmed">
              {letterText(t, row.last_letter, row.letters_sent)}
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
      render: (row) => disconnectionBadge(t, row) ?? '–',
    },
  ];
}
