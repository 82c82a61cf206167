import { notifications } from '@mantine/notifications';
import { CANCEL_REASON_MAX } from '@prapa/contracts/invoice-corrections';
import type { TInvoice } from '@prapa/contracts/invoices';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useCancelInvoice } from '../api/cancel-invoice.ts';

type CancelInvoiceModalProps = { invoice: TInvoice | null; onClose: () => void };

/** ADMIN: what cancelling means and the reason the audit keeps, in one dialog. */
export function CancelInvoiceModal({ invoice, onClose }: CancelInvoiceModalProps) {
  const { t } = useTranslation('invoice-corrections');
  const cancelling = useCancelInvoice();
  return (
    <ReasonDialog
      opened={invoice !== null}
      onClose={onClose}
      title={invoice ? t('cancel.title', { no: invoice.invoice_no }) : ''}
      message={t('cancel.explain')}
      reasonLabel={t('cancel.reason')}
      reasonPlaceholder={t('cancel.reasonPlaceholder')}
      reasonMax={CANCEL_REASON_MAX}
      reasonMissing={t('cancel.reasonRequired')}
      confirmLabel={t('cancel.confirm')}
      confirmColor="red"
      backLabel={t('cancel.back')}
      pending={cancelling.isPending}
      send={async (reason) => {
        if (!invoice) return;
        await cancelling.mutateAsync({ id: invoice.id, reason });
        notifications.show({
          color: 'green',
          message: t('cancel.done', { no: invoice.invoice_no }),
        });
        onClose();
      }}
    />
  );
}
