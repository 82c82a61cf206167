import type { TInvoiceKind } from '@prapa/contracts/invoices';
import { i18n } from './i18n.ts';

/**
 * What an invoice line shows as its cycle: the month of a water bill, or "ยอดยกมา" for a
 * balance brought forward by the data import (kind 'opening', no cycle).
 */
export function invoiceCycleName(invoice: { kind: TInvoiceKind; bill_cycle_name: string }): string {
  if (invoice.kind === 'opening') return i18n.t('common:invoiceOpening');
  // A plan's down payment, or the rest of a broken plan (docs/decisions/029).
  if (invoice.kind === 'instalment') return i18n.t('common:invoiceInstalment');
  return invoice.bill_cycle_name;
}
