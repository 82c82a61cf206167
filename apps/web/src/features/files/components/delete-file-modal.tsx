import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { TFileRecord } from '@prapa/contracts/files';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/show-error.ts';
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
  const [reason, setReason] = useState('');
  const remove = useDeleteFile();
  const tooShort = reason.trim().length < 3;
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal opened={file !== null} onClose={close} title={t('delete.title')} centered>
      <Stack gap="sm">
        <Text size="sm">{t('delete.message', { name: file?.name ?? '' })}</Text>
        <Textarea
          label={t('delete.reason')}
          required
          autosize
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reason !== '' && tooShort ? t('delete.reasonTooShort') : null}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('delete.cancel')}
          </Button>
          <Button
            color="red"
            disabled={tooShort}
            loading={remove.isPending}
            onClick={() =>
              file &&
              remove.mutate(
                { id: file.id, reason: reason.trim() },
                { onSuccess: close, onError: showError },
              )
            }
          >
            {t('delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
