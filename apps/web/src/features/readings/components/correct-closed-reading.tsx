import { ActionIcon, Checkbox, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CANCEL_REASON_MAX } from '@prapa/contracts/invoice-corrections';
import type { TReadingRow } from '@prapa/contracts/readings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { EditIcon } from '../../../components/ui/table-icons.tsx';
import { isApiError } from '../../../lib/api-error.ts';
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
  const [questions, setQuestions] = useState<Question[]>([]);
  const [confirmed, setConfirmed] = useState<Record<Question, boolean>>({
    rollover: false,
    anomaly: false,
  });
  const [fieldError, setFieldError] = useState<string | null>(null);

  const validate = () => {
    if (value !== null) return true;
    setFieldError(t('correctClosed.valueMissing'));
    return false;
  };

  const send = async (reason: string) => {
    const result = await correct.mutateAsync({
      cycle_id: cycleId,
      meter_id: row.meter_id,
      current_reading: value as number,
      reason,
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
  };

  /** A roll-over or an unusual usage is asked as a box to tick; a bad value beside the field. */
  const showFieldError = (error: unknown) => {
    if (!isApiError(error)) return false;
    const question: Question | null =
      error.code === 'NEEDS_ROLLOVER_CONFIRMATION'
        ? 'rollover'
        : error.code === 'NEEDS_ANOMALY_CONFIRMATION'
          ? 'anomaly'
          : null;
    if (question) setQuestions((list) => [...new Set([...list, question])]);
    if (!question && !error.fields.some((f) => f.path.endsWith('current_reading'))) return false;
    setFieldError(error.fields[0]?.message ?? error.message);
    return true;
  };

  return (
    <ReasonDialog
      opened
      onClose={onClose}
      title={t('correctClosed.title', { name: row.fullname })}
      message={t('correctClosed.message')}
      reasonLabel={t('correctClosed.reason')}
      reasonMissing={t('correctClosed.reasonMissing')}
      reasonMax={CANCEL_REASON_MAX}
      confirmLabel={t('correctClosed.submit')}
      confirmColor="orange"
      backLabel={t('correctClosed.back')}
      pending={correct.isPending}
      validate={validate}
      showFieldError={showFieldError}
      send={send}
    >
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
    </ReasonDialog>
  );
}
