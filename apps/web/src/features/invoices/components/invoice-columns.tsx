import { Stack, Text } from '@mantine/core';
import type { TInvoice } from '@prapa/contracts/invoices';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { invoiceCycleName } from '../../../lib/invoice-cycle-name.ts';

export type InvoiceColumnLabel = 'no' | 'cycle' | 'date' | 'due' | 'units' | 'amount' | 'settled';

/**
 * The columns every invoice table starts with (number, cycle, dates, units, amount), so the
 * counter and the client's billing page show an invoice the same way. Each page names them in
 * its own translation namespace and adds its own columns after.
 */
export function invoiceColumns(
  label: (key: InvoiceColumnLabel) => string,
  language: string,
): DataTableColumn<TInvoice>[] {
  return [
    { accessor: 'invoice_no', title: label('no') },
    {
      accessor: 'bill_cycle_name',
      title: label('cycle'),
      render: (invoice) => invoiceCycleName(invoice),
    },
    {
      accessor: 'invoice_date',
      title: label('date'),
      render: (invoice) => formatIsoDateShort(invoice.invoice_date, language),
    },
    {
      accessor: 'due_date',
      title: label('due'),
      render: (invoice) => formatIsoDateShort(invoice.due_date, language),
    },
    {
      accessor: 'units',
      title: label('units'),
      textAlign: 'right',
      // A balance brought forward has no reading, so no units.
      render: (invoice) => (invoice.kind === 'opening' ? '–' : invoice.units),
    },
    {
      accessor: 'total_charge',
      title: label('amount'),
      textAlign: 'right',
      render: (invoice) => <InvoiceAmount invoice={invoice} settledLabel={label('settled')} />,
    },
  ];
}

/**
 * An unpaid bill that credit or a partial payment already reduced shows what is still due, and
 * under it how much was settled of its total (decision 031).
 */
function InvoiceAmount({ invoice, settledLabel }: { invoice: TInvoice; settledLabel: string }) {
  const settled = (invoice.credit_satang ?? 0) + (invoice.partial_satang ?? 0);
  if (settled === 0 || invoice.paid) return formatBaht(invoice.total_charge);
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" fw={700} data-testid="invoice-still-due">
        {formatBaht(invoice.due_satang ?? invoice.total_charge - settled)}
      </Text>
      <Text size="xs" c="dimmed">
        {settledLabel} {formatBaht(settled)} / {formatBaht(invoice.total_charge)}
      </Text>
    </Stack>
  );
}
