import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useIgnoreClients } from '../api/ignore-clients.ts';

type IgnoreReasonModalProps = {
  /** The rows to leave out of billing; the dialog is open while there are some. */
  ids: number[] | null;
  onClose: () => void;
  onDone: (changed: number[]) => void;
};

/** Leaving members out of billing asks why; the reason goes to their status history. */
export function IgnoreReasonModal({ ids, onClose, onDone }: IgnoreReasonModalProps) {
  const { t } = useTranslation('client-status-history');
  const ignore = useIgnoreClients();
  return (
    <ReasonDialog
      opened={ids !== null}
      onClose={onClose}
      title={t('ignoreDialog.title', { count: ids?.length ?? 0 })}
      message={t('ignoreDialog.message')}
      reasonLabel={t('ignoreDialog.reason')}
      reasonHint={t('ignoreDialog.reasonHint')}
      reasonMax={300}
      confirmLabel={t('ignoreDialog.confirm')}
      confirmColor="grape"
      backLabel={t('ignoreDialog.back')}
      pending={ignore.isPending}
      send={async (reason) => {
        if (!ids) return;
        const result = await ignore.mutateAsync({ ids, reason });
        onDone(result.ids);
      }}
    />
  );
}
