import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { TInvoice } from '@prapa/contracts/invoices';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { invoicePrintPath, receiptPrintPath } from '../../../lib/document-paths.ts';
import { CancelInvoiceModal } from '../../invoice-corrections/components/cancel-invoice-modal.tsx';
import { InvoiceCorrectionActions } from '../../invoice-corrections/components/invoice-correction-actions.tsx';
import { InvoiceStatusBadge } from '../../invoice-corrections/components/invoice-status-badge.tsx';
import { invoiceColumns } from '../../invoices/components/invoice-columns.tsx';

type ClientInvoicesTableProps = {
  memberId: string;
  invoices: TInvoice[] | undefined;
  loading: boolean;
};

/**
 * Every invoice of the client, newest first, with its status and a printable bill. A cancelled
 * bill stays listed, struck through, with its reason (decision 012).
 */
export function ClientInvoicesTable({ memberId, invoices, loading }: ClientInvoicesTableProps) {
  const { t, i18n } = useTranslation('user-billing');
  const [cancelling, setCancelling] = useState<TInvoice | null>(null);
  const struck = (invoice: TInvoice) =>
    invoice.status === 'cancelled' ? { textDecoration: 'line-through', opacity: 0.7 } : undefined;
  const columns: DataTableColumn<TInvoice>[] = [
    ...invoiceColumns((key) => t(`invoices.${key}`), i18n.language).map((column) => ({
      ...column,
      cellsStyle: struck,
    })),
    {
      accessor: 'status',
      title: t('invoices.status'),
      render: (invoice) => <InvoiceStatusBadge invoice={invoice} />,
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
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <InvoiceCorrectionActions invoice={invoice} onCancel={setCancelling} />
          <Button
            component={Link}
            to={invoicePrintPath(memberId, invoice.id)}
            size="compact-sm"
            variant="light"
            aria-label={t('invoices.printNamed', { no: invoice.invoice_no })}
          >
            {t('invoices.print')}
          </Button>
        </Group>
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
      <CancelInvoiceModal invoice={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
