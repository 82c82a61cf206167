import { Badge, Stack, Text } from '@mantine/core';
import type { TInvoice } from '@prapa/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { BillStateBadge, billBadgeState } from '../../invoices/components/bill-state-badge.tsx';

/**
 * Paid, due (รอชำระ), overdue (ค้างชำระ), or cancelled (ยกเลิก) with its reason and the invoice
 * issued in its place; a re-issued invoice names the one it replaces.
 */
export function InvoiceStatusBadge({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation('invoice-corrections');
  if (invoice.status === 'cancelled') {
    return (
      <Stack gap={2} data-testid="invoice-cancelled">
        <Badge color="red" variant="light">
          {t('status.cancelled')}
        </Badge>
        {invoice.cancel_reason ? (
          <Text size="xs" c="dimmed">
            {t('status.cancelledReason', { reason: invoice.cancel_reason })}
          </Text>
        ) : null}
        {invoice.replaced_by_invoice_no ? (
          <Text size="xs" c="dimmed">
            {t('status.replacedBy', { no: invoice.replaced_by_invoice_no })}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <BillStateBadge state={billBadgeState(invoice)} />
      {invoice.replaces_invoice_no ? (
        <Text size="xs" c="dimmed">
          {t('status.replaces', { no: invoice.replaces_invoice_no })}
        </Text>
      ) : null}
    </Stack>
  );
}
