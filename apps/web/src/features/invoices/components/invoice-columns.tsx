import type { TInvoice } from '@prapa/contracts/invoices';
import { formatBaht } from '@prapa/domain/money';
import type { DataTableColumn } from 'mantine-datatable';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { invoiceCycleName } from '../../../lib/invoice-cycle-name.ts';

export type InvoiceColumnLabel = 'no' | 'cycle' | 'date' | 'due' | 'units' | 'amount';

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
      render: (invoice) => formatBaht(invoice.total_charge),
    },
  ];
}
