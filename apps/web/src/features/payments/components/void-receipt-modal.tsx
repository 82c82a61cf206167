import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TReceipt } from '@prapa/contracts/payments';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/show-error.ts';
import { useVoidReceipt } from '../api/void-receipt.ts';

type VoidReceiptModalProps = { receipt: TReceipt; opened: boolean; onClose: () => void };

/** ADMIN: the question, what voiding means, and the reason the audit keeps, in one dialog. */
export function VoidReceiptModal({ receipt, opened, onClose }: VoidReceiptModalProps) {
  const { t } = useTranslation('payments');
  const voiding = useVoidReceipt();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = async () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    try {
      await voiding.mutateAsync({ id: receipt.id, reason: reason.trim() });
      notifications.show({
        color: 'green',
        message: t('receipt.voidDone', { no: receipt.receipt_no }),
      });
      onClose();
    } catch {
      // Shown in the dialog below; the mutation keeps the error.
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('receipt.voidTitle', { no: receipt.receipt_no })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('receipt.voidMessage')}</Text>
        <Textarea
          label={t('receipt.voidReason')}
          required
          rows={3}
          maxLength={500}
          data-autofocus
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('receipt.reasonRequired') : undefined}
        />
        {voiding.error ? (
          <Alert color="red" role="alert">
            {errorMessage(voiding.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('ui:confirm.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={voiding.isPending}>
            {t('receipt.voidConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
