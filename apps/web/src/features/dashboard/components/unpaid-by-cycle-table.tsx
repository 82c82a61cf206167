import { Paper, Stack, Title } from '@mantine/core';
import type { TUnpaidByCycleRow } from '@prapa/contracts/payments';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import '../../../components/ui/hide-on-phone.css';
import { invoiceCycleName } from '../../../lib/invoice-cycle-name.ts';
import { useUnpaidByCycle } from '../api/get-unpaid-by-cycle.ts';
import { PanelError } from './panel-error.tsx';

/** Spec §3: the server's bill_cycle_no, bill_cycle_name, unpaid shown as these three. */
export type UnpaidByCycleDisplayRow = {
  billingId: number;
  name: string;
  /** Satang. */
  debtBillingStack: number;
  unpaidInvoices: number;
};

export function toDisplayRow(row: TUnpaidByCycleRow): UnpaidByCycleDisplayRow {
  return {
    billingId: row.bill_cycle_no,
    name: invoiceCycleName(row),
    debtBillingStack: row.unpaid,
    unpaidInvoices: row.unpaid_invoices,
  };
}

/** The dashboard table of spec §2: cycle number, cycle name and unpaid, last 4 cycles. */
export function UnpaidByCycleTable() {
  const { t } = useTranslation('dashboard');
  const rows = useUnpaidByCycle();
  const columns: DataTableColumn<UnpaidByCycleDisplayRow>[] = [
    {
      accessor: 'billingId',
      title: t('unpaid.billingId'),
      textAlign: 'center',
      width: 90,
      // On a phone the name says which cycle it is; the amounts must stay in view (issue 19).
      titleClassName: 'prapa-hide-on-phone',
      cellsClassName: 'prapa-hide-on-phone',
      // The balances brought forward belong to no cycle.
      render: (row) => (row.billingId === 0 ? '–' : row.billingId),
    },
    { accessor: 'name', title: t('unpaid.name') },
    { accessor: 'unpaidInvoices', title: t('unpaid.invoices'), textAlign: 'right' },
    {
      accessor: 'debtBillingStack',
      title: t('unpaid.debtBillingStack'),
      textAlign: 'right',
      render: (row) => formatBaht(row.debtBillingStack),
    },
  ];
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('unpaid.title')}
        </Title>
        <PanelError error={rows.error} />
        <DataTable<UnpaidByCycleDisplayRow>
          columns={columns}
          records={rows.data?.map(toDisplayRow)}
          idAccessor="billingId"
          loading={rows.isPending}
          dataName={t('unpaid.dataName')}
          withPagination={false}
        />
      </Stack>
    </Paper>
  );
}
