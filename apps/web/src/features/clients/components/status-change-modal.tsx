import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useChangeClientStatus } from '../api/change-client-status.ts';

export type StatusAction = 'cancel' | 'reinstate';

type StatusChangeModalProps = { client: TClient; action: StatusAction | null; onClose: () => void };

/** Cancel or reinstate a client; the reason is required and kept in the status history. */
export function StatusChangeModal({ client, action, onClose }: StatusChangeModalProps) {
  const { t } = useTranslation('clients');
  const change = useChangeClientStatus();
  const cancel = action === 'cancel';
  return (
    <ReasonDialog
      opened={action !== null}
      onClose={onClose}
      title={t(cancel ? 'statusChange.cancelTitle' : 'statusChange.reinstateTitle', {
        name: client.fullname,
      })}
      message={t(cancel ? 'statusChange.cancelMessage' : 'statusChange.reinstateMessage')}
      reasonLabel={t('statusChange.reason')}
      reasonHint={t('statusChange.reasonHint')}
      reasonMax={300}
      confirmLabel={t(cancel ? 'statusChange.confirmCancel' : 'statusChange.confirmReinstate')}
      confirmColor={cancel ? 'red' : 'blue'}
      backLabel={t('statusChange.back')}
      pending={change.isPending}
      send={async (reason) => {
        if (!action) return;
        await change.mutateAsync({ id: client.id, action, reason });
        const key = cancel ? 'statusChange.cancelled' : 'statusChange.reinstated';
        notifications.show({ color: 'green', message: t(key, { name: client.fullname }) });
        onClose();
      }}
    />
  );
}
