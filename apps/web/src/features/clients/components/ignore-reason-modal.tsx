import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ZIgnoreClientsWithReasonRequest } from '@prapa/contracts/client-status-history';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useIgnoreClients } from '../api/ignore-clients.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { FormFailure } from './form-failure.tsx';

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
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    setReason('');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ids) return;
    const checked = validateForm(ZIgnoreClientsWithReasonRequest, { params: ids, reason });
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.success) return;
    ignore.mutate(
      { ids, reason: checked.data.reason },
      {
        onSuccess: (result) => {
          setReason('');
          onDone(result.ids);
        },
        onError: (error) => {
          const found = submitErrors(error);
          setErrors(found.fields);
          setFailure(found.message);
        },
      },
    );
  };

  return (
    <Modal
      opened={ids !== null}
      onClose={close}
      centered
      title={t('ignoreDialog.title', { count: ids?.length ?? 0 })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormFailure title={t('ignoreDialog.failed')} message={failure} />
          <Text size="sm">{t('ignoreDialog.message')}</Text>
          <Textarea
            label={t('ignoreDialog.reason')}
            description={t('ignoreDialog.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
            withAsterisk
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('ignoreDialog.back')}
            </Button>
            <Button type="submit" color="grape" loading={ignore.isPending}>
              {t('ignoreDialog.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
