import { Anchor, Badge, Button, Stack, Title } from '@mantine/core';
import type { TInvoice } from '@prapa/contracts/invoices';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { invoicePrintPath, receiptPrintPath } from '../../../lib/document-paths.ts';

type ClientInvoicesTableProps = {
  memberId: string;
  invoices: TInvoice[] | undefined;
  loading: boolean;
};

/** Every invoice of the client, newest first, with its status and a printable bill. */
export function ClientInvoicesTable({ memberId, invoices, loading }: ClientInvoicesTableProps) {
  const { t, i18n } = useTranslation('user-billing');
  const columns: DataTableColumn<TInvoice>[] = [
    { accessor: 'invoice_no', title: t('invoices.no') },
    { accessor: 'bill_cycle_name', title: t('invoices.cycle') },
    {
      accessor: 'invoice_date',
      title: t('invoices.date'),
      render: (invoice) => formatIsoDateShort(invoice.invoice_date, i18n.language),
    },
    {
      accessor: 'due_date',
      title: t('invoices.due'),
      render: (invoice) => formatIsoDateShort(invoice.due_date, i18n.language),
    },
    { accessor: 'units', title: t('invoices.units'), textAlign: 'right' },
    {
      accessor: 'total_charge',
      title: t('invoices.amount'),
      textAlign: 'right',
      render: (invoice) => formatBaht(invoice.total_charge),
    },
    {
      accessor: 'status',
      title: t('invoices.status'),
      render: (invoice) => (
        <Badge color={invoice.paid ? 'green' : 'orange'} variant="light">
          {invoice.paid ? t('invoices.paid') : t('invoices.unpaid')}
        </Badge>
      ),
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
