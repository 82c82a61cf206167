import { Paper, Stack, Title } from '@mantine/core';
import type { TUnpaidByCycleRow } from '@prapa/contracts/payments';
import { formatBaht } from '@prapa/domain/money';
import { useTranslation } from 'react-i18next';
import { HIDE_ON_PHONE } from '../../../components/ui/hide-on-phone.ts';
import { type SimpleColumn, SimpleTable } from '../../../components/ui/simple-table.tsx';
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
  const columns: SimpleColumn<UnpaidByCycleDisplayRow>[] = [
    {
      key: 'cycleLabel',
      title: t('unpaid.billingId'),
      align: 'center',
      width: 90,
      // On a phone the name says which cycle it is; the amounts must stay in view (issue 19).
      className: HIDE_ON_PHONE,
      render: (row) => row.cycleLabel,
    },
    { key: 'name', title: t('unpaid.name'), render: (row) => row.name },
    {
      key: 'unpaidInvoices',
      title: t('unpaid.invoices'),
      align: 'right',
      render: (row) => row.unpaidInvoices,
    },
    {
      key: 'debtBillingStack',
      title: t('unpaid.debtBillingStack'),
      align: 'right',
      render: (row) => formatBaht(row.debtBillingStack),
    },
    {
      key: 'overdue',
      title: t('unpaid.overdue'),
      align: 'right',
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
        <SimpleTable<UnpaidByCycleDisplayRow>
          columns={columns}
          records={rows.data?.map(toDisplayRow)}
          rowKey={(row) => row.billingId}
          loading={rows.isPending}
          dataName={t('unpaid.dataName')}
          recordsPerPage={0}
        />
      </Stack>
    </Paper>
  );
}
