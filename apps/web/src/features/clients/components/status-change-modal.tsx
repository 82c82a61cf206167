import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { ZClientStatusChangeRequest } from '@prapa/contracts/clients';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useChangeClientStatus } from '../api/change-client-status.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { FormFailure } from './form-failure.tsx';

export type StatusAction = 'cancel' | 'reinstate';

type StatusChangeModalProps = { client: TClient; action: StatusAction | null; onClose: () => void };

const ZParams = ZClientStatusChangeRequest.shape.params;

/** Cancel or reinstate a client; the reason is required and kept in the status history. */
export function StatusChangeModal({ client, action, onClose }: StatusChangeModalProps) {
  const { t } = useTranslation('clients');
  const change = useChangeClientStatus();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = action === 'cancel';

  const close = () => {
    setReason('');
    setErrors({});
    setFailure(null);
    onClose();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!action) return;
    const checked = validateForm(ZParams, { id: client.id, action, reason });
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.success) return;
    change.mutate(checked.data, {
      onSuccess: () => {
        const key = cancel ? 'statusChange.cancelled' : 'statusChange.reinstated';
        notifications.show({ color: 'green', message: t(key, { name: client.fullname }) });
        close();
      },
      onError: (error) => {
        const found = submitErrors(error);
        setErrors(found.fields);
        setFailure(found.message);
      },
    });
  };

  return (
    <Modal
      opened={action !== null}
      onClose={close}
      centered
      title={t(cancel ? 'statusChange.cancelTitle' : 'statusChange.reinstateTitle', {
        name: client.fullname,
      })}
      closeButtonProps={{ 'aria-label': t('common:close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <FormFailure title={t('add.failedTitle')} message={failure} />
          <Text size="sm">
            {t(cancel ? 'statusChange.cancelMessage' : 'statusChange.reinstateMessage')}
          </Text>
          <Textarea
            label={t('statusChange.reason')}
            description={t('statusChange.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={errors.reason}
            withAsterisk
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('statusChange.back')}
            </Button>
            <Button type="submit" color={cancel ? 'red' : 'blue'} loading={change.isPending}>
              {t(cancel ? 'statusChange.confirmCancel' : 'statusChange.confirmReinstate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
