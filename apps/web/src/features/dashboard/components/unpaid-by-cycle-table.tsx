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
  /** 'fiscal year/cycle number' ('2570/3'); '–' for the balances brought forward. */
  cycleLabel: string;
  name: string;
  /** Satang. */
  debtBillingStack: number;
  overdue: number;
  unpaidInvoices: number;
};

export function toDisplayRow(row: TUnpaidByCycleRow): UnpaidByCycleDisplayRow {
  return {
    billingId: row.bill_cycle_no,
    cycleLabel: row.fiscal_year === null ? '–' : `${row.fiscal_year}/${row.bill_cycle_no}`,
    name: invoiceCycleName(row),
    debtBillingStack: row.unpaid,
    overdue: row.overdue,
    unpaidInvoices: row.unpaid_invoices,
  };
}

/** The dashboard table of spec §2: cycle number, cycle name and unpaid, last 4 cycles. */
export function UnpaidByCycleTable() {
  const { t } = useTranslation('dashboard');
  const rows = useUnpaidByCycle();
  const columns: DataTableColumn<UnpaidByCycleDisplayRow>[] = [
    {
      accessor: 'cycleLabel',
      title: t('unpaid.billingId'),
      textAlign: 'center',
      width: 90,
      // On a phone the name says which cycle it is; the amounts must stay in view (issue 19).
      titleClassName: 'prapa-hide-on-phone',
      cellsClassName: 'prapa-hide-on-phone',
    },
    { accessor: 'name', title: t('unpaid.name') },
    { accessor: 'unpaidInvoices', title: t('unpaid.invoices'), textAlign: 'right' },
    {
      accessor: 'debtBillingStack',
      title: t('unpaid.debtBillingStack'),
      textAlign: 'right',
      render: (row) => formatBaht(row.debtBillingStack),
    },
    {
      accessor: 'overdue',
      title: t('unpaid.overdue'),
      textAlign: 'right',
      render: (row) => formatBaht(row.overdue),
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
