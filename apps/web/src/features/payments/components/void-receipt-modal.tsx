import { notifications } from '@mantine/notifications';
import type { TReceipt } from '@prapa/contracts/payments';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useVoidReceipt } from '../api/void-receipt.ts';

type VoidReceiptModalProps = { receipt: TReceipt; opened: boolean; onClose: () => void };

/** ADMIN: the question, what voiding means, and the reason the audit keeps, in one dialog. */
export function VoidReceiptModal({ receipt, opened, onClose }: VoidReceiptModalProps) {
  const { t } = useTranslation('payments');
  const voiding = useVoidReceipt();
  return (
    <ReasonDialog
      opened={opened}
      onClose={onClose}
      title={t('receipt.voidTitle', { no: receipt.receipt_no })}
      message={t('receipt.voidMessage')}
      reasonLabel={t('receipt.voidReason')}
      reasonMissing={t('receipt.reasonRequired')}
      confirmLabel={t('receipt.voidConfirm')}
      confirmColor="red"
      pending={voiding.isPending}
      send={async (reason) => {
        await voiding.mutateAsync({ id: receipt.id, reason });
        notifications.show({
          color: 'green',
          message: t('receipt.voidDone', { no: receipt.receipt_no }),
        });
        onClose();
      }}
    />
  );
}
