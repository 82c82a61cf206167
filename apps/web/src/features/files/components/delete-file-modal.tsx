import type { TFileRecord } from '@prapa/contracts/files';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { useDeleteFile } from '../api/delete-file.ts';

/** ADMIN deletes a document; the reason is required and goes to the audit log. */
export function DeleteFileModal({
  file,
  onClose,
}: {
  file: TFileRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('files');
  const remove = useDeleteFile();
  return (
    <ReasonDialog
      opened={file !== null}
      onClose={onClose}
      title={t('delete.title')}
      message={t('delete.message', { name: file?.name ?? '' })}
      reasonLabel={t('delete.reason')}
      reasonMin={3}
      reasonMissing={t('delete.reasonTooShort')}
      confirmLabel={t('delete.confirm')}
      confirmColor="red"
      backLabel={t('delete.cancel')}
      pending={remove.isPending}
      send={async (reason) => {
        if (!file) return;
        await remove.mutateAsync({ id: file.id, reason });
        onClose();
      }}
    />
  );
}
