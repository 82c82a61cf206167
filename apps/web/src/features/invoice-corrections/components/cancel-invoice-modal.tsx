import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CANCEL_REASON_MAX } from '@prapa/contracts/invoice-corrections';
import type { TInvoice } from '@prapa/contracts/invoices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/show-error.ts';
import { useCancelInvoice } from '../api/cancel-invoice.ts';

type CancelInvoiceModalProps = { invoice: TInvoice | null; onClose: () => void };

/** ADMIN: what cancelling means and the reason the audit keeps, in one dialog. */
export function CancelInvoiceModal({ invoice, onClose }: CancelInvoiceModalProps) {
  const { t } = useTranslation('invoice-corrections');
  const cancelling = useCancelInvoice();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  const close = () => {
    setReason('');
    setMissing(false);
    cancelling.reset();
    onClose();
  };

  const submit = async () => {
    if (!invoice) return;
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    try {
      await cancelling.mutateAsync({ id: invoice.id, reason: reason.trim() });
      notifications.show({ color: 'green', message: t('cancel.done', { no: invoice.invoice_no }) });
      close();
    } catch {
      // Shown in the dialog below; the mutation keeps the error.
    }
  };

  return (
    <Modal
      opened={invoice !== null}
      onClose={close}
      centered
      title={invoice ? t('cancel.title', { no: invoice.invoice_no }) : ''}
    >
      <Stack gap="sm">
        <Text size="sm">{t('cancel.explain')}</Text>
        <Textarea
          label={t('cancel.reason')}
          placeholder={t('cancel.reasonPlaceholder')}
          required
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          data-autofocus
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t('cancel.reasonRequired') : undefined}
        />
        {cancelling.error ? (
          <Alert color="red" role="alert">
            {errorMessage(cancelling.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('cancel.back')}
          </Button>
          <Button color="red" onClick={submit} loading={cancelling.isPending}>
            {t('cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
