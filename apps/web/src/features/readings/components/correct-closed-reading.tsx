import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CANCEL_REASON_MAX } from '@prapa/contracts/invoice-corrections';
import type { TReadingRow } from '@prapa/contracts/readings';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { EditIcon } from '../../../components/ui/table-icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useCorrectClosedReading } from '../api/correct-closed-reading.ts';

type Question = 'rollover' | 'anomaly';

/**
 * A reading of a closed cycle corrected (ADMIN, DEV; decision 027): the new value and a reason;
 * the server cancels the reading's bill, saves and issues the bill again. A roll-over or an
 * unusual usage is asked here as a box to tick, like on the reading screen.
 */
export function CorrectClosedReadingButton({
  row,
  cycleId,
}: {
  row: TReadingRow;
  cycleId: number;
}) {
  const { t } = useTranslation('readings');
  const [opened, setOpened] = useState(false);
  if (row.tag !== 'recorded') return null;
  return (
    <>
      <Tooltip label={t('correctClosed.button')}>
        <ActionIcon
          variant="light"
          color="orange"
          onClick={() => setOpened(true)}
          aria-label={t('correctClosed.open', { name: row.fullname })}
        >
          <EditIcon />
        </ActionIcon>
      </Tooltip>
      {opened ? (
        <CorrectClosedReadingDialog row={row} cycleId={cycleId} onClose={() => setOpened(false)} />
      ) : null}
    </>
  );
}

function CorrectClosedReadingDialog({
  row,
  cycleId,
  onClose,
}: {
  row: TReadingRow;
  cycleId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('readings');
  const correct = useCorrectClosedReading();
  const [value, setValue] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [questions, setQuestions] = useState<Question[]>([]);
  const [confirmed, setConfirmed] = useState<Record<Question, boolean>>({
    rollover: false,
    anomaly: false,
  });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (value === null) {
      setFieldError(t('correctClosed.valueMissing'));
      return;
    }
    if (reason.trim() === '') {
      setReasonError(t('correctClosed.reasonMissing'));
      return;
    }
    try {
      const result = await correct.mutateAsync({
        cycle_id: cycleId,
        meter_id: row.meter_id,
        current_reading: value,
        reason: reason.trim(),
        confirm_rollover: confirmed.rollover,
        confirm_anomaly: confirmed.anomaly,
      });
      notifications.show({
        color: 'green',
        message: result.invoice_no
          ? t('correctClosed.doneReissued', {
              name: row.fullname,
              old: result.cancelled_invoice_no,
              no: result.invoice_no,
            })
          : t('correctClosed.done', { name: row.fullname }),
      });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'NEEDS_ROLLOVER_CONFIRMATION') {
        setQuestions((list) => [...new Set([...list, 'rollover' as const])]);
        setFieldError(error.fields[0]?.message ?? error.message);
      } else if (isApiError(error) && error.code === 'NEEDS_ANOMALY_CONFIRMATION') {
        setQuestions((list) => [...new Set([...list, 'anomaly' as const])]);
        setFieldError(error.fields[0]?.message ?? error.message);
      } else if (
        isApiError(error) &&
        error.fields.some((f) => f.path.endsWith('current_reading'))
      ) {
        setFieldError(error.fields[0]?.message ?? error.message);
      } else if (isApiError(error) && error.fields.some((f) => f.path.endsWith('reason'))) {
        setReasonError(error.fields[0]?.message ?? error.message);
      } else {
        setFailure(errorMessage(error));
      }
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('correctClosed.title', { name: row.fullname })}
      closeButtonProps={{ 'aria-label': t('correctClosed.close') }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('correctClosed.message')}</Text>
          <Text size="sm">
            {t('correctClosed.current', { meter: row.meterNo, reading: row.currentMeter ?? '–' })}
          </Text>
          <IntegerInput
            label={t('correctClosed.value')}
            value={value}
            onChange={(next) => {
              setValue(next);
              setFieldError(null);
              setQuestions([]);
              setConfirmed({ rollover: false, anomaly: false });
            }}
            error={fieldError}
            required
            data-autofocus
          />
          {questions.map((question) => (
            <Checkbox
              key={question}
              label={t(`correctClosed.confirm_${question}`)}
              checked={confirmed[question]}
              onChange={(event) =>
                setConfirmed((c) => ({ ...c, [question]: event.currentTarget.checked }))
              }
            />
          ))}
          <Textarea
            label={t('correctClosed.reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setReasonError(null);
            }}
            error={reasonError}
            withAsterisk
            rows={2}
            maxLength={CANCEL_REASON_MAX}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('correctClosed.back')}
            </Button>
            <Button type="submit" color="orange" loading={correct.isPending}>
              {t('correctClosed.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
