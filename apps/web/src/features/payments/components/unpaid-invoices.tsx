import { Alert, Group, Stack, Switch, Title } from '@mantine/core';
import type { TInvoice } from '@prapa/contracts/invoices';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { BillStateBadge, billBadgeState } from '../../invoices/components/bill-state-badge.tsx';
import { invoiceColumns } from '../../invoices/components/invoice-columns.tsx';
import { changeSelection } from '../utils/oldest-first.ts';

type UnpaidInvoicesProps = {
  invoices: TInvoice[] | undefined;
  loading: boolean;
  selectedIds: number[];
  onSelectedIdsChange: (ids: number[]) => void;
  /** ADMIN only: the "ข้ามลำดับ" switch is shown. */
  canOverride: boolean;
  override: boolean;
  onOverrideChange: (override: boolean) => void;
};

/** The client's unpaid invoices, oldest first, chosen with checkboxes under the oldest-first rule. */
export function UnpaidInvoices({
  invoices,
  loading,
  selectedIds,
  onSelectedIdsChange,
  canOverride,
  override,
  onOverrideChange,
}: UnpaidInvoicesProps) {
  const { t, i18n } = useTranslation('payments');
  const [blocked, setBlocked] = useState(false);
  const rows = invoices ?? [];
  const order = rows.map((invoice) => invoice.id);

  const columns: DataTableColumn<TInvoice>[] = [
    ...invoiceColumns((key) => t(`invoices.${key}`), i18n.language),
    {
      accessor: 'overdue',
      title: t('invoices.state'),
      render: (invoice) => <BillStateBadge state={billBadgeState(invoice)} />,
    },
  ];

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Title order={3} size="h5">
          {t('invoices.title')}
        </Title>
        {canOverride ? (
          <Switch
            label={t('invoices.override')}
            description={t('invoices.overrideHint')}
            checked={override}
            onChange={(event) => {
              const next = event.currentTarget.checked;
              onOverrideChange(next);
              // Back under the rule, the gaps the override left are filled in.
              if (!next) onSelectedIdsChange(changeSelection(order, [], selectedIds, false).ids);
            }}
          />
        ) : null}
      </Group>
      {blocked ? (
        <Alert color="orange" withCloseButton onClose={() => setBlocked(false)} role="alert">
          {t('invoices.blocked')}
        </Alert>
      ) : null}
      <DataTable<TInvoice>
        columns={columns}
        records={invoices}
        loading={loading}
        dataName={t('invoices.dataName')}
        withPagination={false}
        selectedRecords={rows.filter((invoice) => selectedIds.includes(invoice.id))}
        onSelectedRecordsChange={(records) => {
          const change = changeSelection(
            order,
            selectedIds,
            records.map((invoice) => invoice.id),
            override,
          );
          setBlocked(change.blocked);
          onSelectedIdsChange(change.ids);
        }}
      />
    </Stack>
  );
}
