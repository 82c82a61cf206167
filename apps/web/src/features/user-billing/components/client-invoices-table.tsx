import { Anchor, Button, Stack, Title } from '@mantine/core';
import type { TInvoice } from '@prapa/contracts/invoices';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { invoicePrintPath, receiptPrintPath } from '../../../lib/document-paths.ts';
import { BillStateBadge, billBadgeState } from '../../invoices/components/bill-state-badge.tsx';
import { invoiceColumns } from '../../invoices/components/invoice-columns.tsx';

type ClientInvoicesTableProps = {
  memberId: string;
  invoices: TInvoice[] | undefined;
  loading: boolean;
};

/** Every invoice of the client, newest first, with its status and a printable bill. */
export function ClientInvoicesTable({ memberId, invoices, loading }: ClientInvoicesTableProps) {
  const { t, i18n } = useTranslation('user-billing');
  const columns: DataTableColumn<TInvoice>[] = [
    ...invoiceColumns((key) => t(`invoices.${key}`), i18n.language),
    {
      accessor: 'status',
      title: t('invoices.status'),
      render: (invoice) => <BillStateBadge state={billBadgeState(invoice)} />,
    },
    {
      accessor: 'receipt_no',
      title: t('invoices.receipt'),
      render: (invoice) =>
        invoice.receipt_id && invoice.receipt_no ? (
          <Anchor component={Link} to={receiptPrintPath(invoice.receipt_id, true)} size="sm">
            {invoice.receipt_no}
          </Anchor>
        ) : (
          '-'
        ),
    },
    {
      accessor: 'print',
      title: '',
      textAlign: 'right',
      render: (invoice) => (
        <Button
          component={Link}
          to={invoicePrintPath(memberId, invoice.id)}
          size="compact-sm"
          variant="light"
          aria-label={t('invoices.printNamed', { no: invoice.invoice_no })}
        >
          {t('invoices.print')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('invoices.title')}
      </Title>
      <DataTable<TInvoice>
        columns={columns}
        records={invoices}
        loading={loading}
        dataName={t('invoices.dataName')}
      />
    </Stack>
  );
}
