import { Anchor, Stack } from '@mantine/core';
import type { TClient } from '@prapa/contracts/clients';
import type { StatusCode } from '@prapa/domain/client-status';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { BillStateBadge } from '../../invoices/components/bill-state-badge.tsx';
import { IgnoredBadge } from './ignored-badge.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The member id is also a button that opens the client, so the detail drawer can be reached
 * from the keyboard and not only by clicking the row.
 */
export function clientColumns(
  t: TFunction<'clients'>,
  statusNames: Partial<Record<StatusCode, string>>,
  onOpen: (client: TClient) => void,
): DataTableColumn<TClient>[] {
  return [
    {
      accessor: 'client_id',
      title: t('fields.memberId'),
      sortable: true,
      noWrap: true,
      width: 90,
      render: (client) => (
        <Anchor
          component="button"
          type="button"
          size="sm"
          ff="monospace"
          aria-label={t('detail.open', { memberId: formatMemberId(client.memberId) })}
          onClick={(event) => {
            event.stopPropagation();
            onOpen(client);
          }}
        >
          {formatMemberId(client.memberId)}
        </Anchor>
      ),
    },
    { accessor: 'fullname', title: t('fields.fullname'), sortable: true },
    { accessor: 'house_no', title: t('fields.houseNo'), sortable: true, width: 90 },
    { accessor: 'area_name', title: t('fields.area'), sortable: true },
    {
      accessor: 'meterNo',
      title: t('fields.meterNoShort'),
      noWrap: true,
      render: (client) => client.meterNo ?? t('detail.none'),
    },
    {
      // The "exempt from invoices" badge sits under the status: it is part of how the client
      // is treated, and a column of its own would push the row actions off a 1366 px screen.
      accessor: 'status_code',
      title: t('fields.status'),
      sortable: true,
      width: 150,
      render: (client) => (
        <Stack gap={4} align="flex-start">
          <StatusBadge
            code={client.status_code}
            name={statusNames[client.status_code] ?? client.status_name}
          />
          <IgnoredBadge ignored={client.ignored} />
        </Stack>
      ),
    },
    {
      accessor: 'debt',
      title: t('fields.debtShort'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      width: 100,
      // Under the amount, รอชำระ (billed, not yet due) or ค้างชำระ (past due): decision 014.
      render: (client) => (
        <Stack gap={4} align="flex-end">
          {formatBaht(client.debt)}
          {client.owing === 'none' ? null : <BillStateBadge state={client.owing} size="xs" />}
        </Stack>
      ),
    },
  ];
}
