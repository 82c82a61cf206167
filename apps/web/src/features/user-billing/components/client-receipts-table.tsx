import { Badge, Button, Stack, Title } from '@mantine/core';
import type { TReceiptSummaryRow } from '@prapa/contracts/payments';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { receiptPrintPath } from '../../../lib/document-paths.ts';
import { PaymentMethodText } from '../../payments/components/payment-method-text.tsx';

type ClientReceiptsTableProps = { receipts: TReceiptSummaryRow[] | undefined; loading: boolean };

/** The client's receipts, newest first; each can be reprinted as a copy ("สำเนา"). */
export function ClientReceiptsTable({ receipts, loading }: ClientReceiptsTableProps) {
  const { t, i18n } = useTranslation('user-billing');
  const columns: DataTableColumn<TReceiptSummaryRow>[] = [
    { accessor: 'receipt_no', title: t('receipts.no') },
    {
      accessor: 'receipt_date',
      title: t('receipts.date'),
      render: (receipt) => formatIsoDateShort(receipt.receipt_date, i18n.language),
    },
    { accessor: 'invoice_count', title: t('receipts.invoices'), textAlign: 'right' },
    {
      accessor: 'amount_paid',
      title: t('receipts.amount'),
      textAlign: 'right',
      render: (receipt) => formatBaht(receipt.amount_paid),
    },
    {
      accessor: 'method',
      title: t('receipts.method'),
      render: (receipt) => <PaymentMethodText receipt={receipt} />,
    },
    { accessor: 'payee', title: t('receipts.payee') },
    {
      accessor: 'voided',
      title: t('receipts.status'),
      render: (receipt) => (
        <Badge color={receipt.voided ? 'red' : 'green'} variant="light">
          {receipt.voided ? t('receipts.voided') : t('receipts.valid')}
        </Badge>
      ),
    },
    {
      accessor: 'reprint',
      title: '',
      textAlign: 'right',
      render: (receipt) => (
        <Button
          component={Link}
          to={receiptPrintPath(receipt.id, true)}
          size="compact-sm"
          variant="light"
          aria-label={t('receipts.reprintNamed', { no: receipt.receipt_no })}
        >
          {t('receipts.reprint')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('receipts.title')}
      </Title>
      <DataTable<TReceiptSummaryRow>
        columns={columns}
        records={receipts}
        loading={loading}
        dataName={t('receipts.dataName')}
      />
    </Stack>
  );
}
