import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  INVESTIGATION_NOTE_MAX,
  INVESTIGATION_OUTCOMES,
  type TInvestigationCheck,
  type TInvestigationOutcomeKind,
  type TInvestigationRow,
} from '@prapa/contracts/investigation';
import { PAGE } from '@prapa/domain/access-list';
import { formatMemberId } from '@prapa/domain/member-id';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { useRecordOutcome } from '../api/record-outcome.ts';

type OutcomeDialogProps = {
  row: TInvestigationRow | null;
  cycleId: number;
  check: TInvestigationCheck;
  onClose: () => void;
};

/** Where the office goes next after an outcome that needs a correction. */
function NextStep({
  row,
  cycleId,
  outcome,
}: {
  row: TInvestigationRow;
  cycleId: number;
  outcome: TInvestigationOutcomeKind;
}) {
  const { t } = useTranslation('investigation');
  if (outcome === 'misread' && row.billed) {
    return (
      <Anchor component={Link} to={`${PAGE.userBilling}/${row.memberId}`}>
        {t('dialog.nextBilled')}
      </Anchor>
    );
  }
  if (outcome === 'misread') {
    const search = new URLSearchParams({
      cycle: String(cycleId),
      area: String(row.area_id),
      q: row.meterNo,
    });
    return (
      <Anchor component={Link} to={`${PAGE.manageMeter}?${search}`}>
        {t('dialog.nextMisread')}
      </Anchor>
    );
  }
  if (outcome === 'meter_fault') {
    return (
      <Anchor
        component={Link}
        to={`${PAGE.manageClient}?${new URLSearchParams({ client: String(row.client_id), replace: 'meter' })}`}
      >
        {t('dialog.nextMeter', { member: formatMemberId(row.memberId) })}
      </Anchor>
    );
  }
  return null;
}

/** Records what the check found, with a note; then offers the correction that follows from it. */
export function OutcomeDialog({ row, cycleId, check, onClose }: OutcomeDialogProps) {
  const { t } = useTranslation('investigation');
  const record = useRecordOutcome();
  const [outcome, setOutcome] = useState<TInvestigationOutcomeKind | null>(null);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<TInvestigationOutcomeKind | null>(null);
  const [noteError, setNoteError] = useState<string | null>(null);

  const close = () => {
    setOutcome(null);
    setNote('');
    setSaved(null);
    setNoteError(null);
    record.reset();
    onClose();
  };

  const save = () => {
    if (!row || !outcome) return;
    if (outcome === 'other' && note.trim() === '') {
      setNoteError(t('validation:v.required'));
      return;
    }
    record.mutate(
      { cycle_id: cycleId, client_id: row.client_id, check, outcome, note: note.trim() },
      { onSuccess: () => setSaved(outcome) },
    );
  };

  return (
    <Modal opened={row !== null} onClose={close} title={t('dialog.title')} size="lg">
      {row ? (
        <Stack gap="sm">
          <Text size="sm">
            {t('dialog.member', {
              member: formatMemberId(row.memberId),
              name: row.fullname,
              meter: row.meterNo,
              units: row.units,
            })}
          </Text>
          {saved ? (
            <>
              <Alert color="green" role="status">
                {t('dialog.saved')}
              </Alert>
              <NextStep row={row} cycleId={cycleId} outcome={saved} />
              <Group justify="flex-end">
                <Button onClick={close}>{t('dialog.close')}</Button>
              </Group>
            </>
          ) : (
            <>
              <Select
                label={t('dialog.outcome')}
                data={INVESTIGATION_OUTCOMES.map((value) => ({
                  value,
                  label: t(`outcomes.${value}`),
                }))}
                value={outcome}
                onChange={(value) => setOutcome(value as TInvestigationOutcomeKind | null)}
                allowDeselect={false}
                required
                comboboxProps={{ withinPortal: true }}
              />
              <Textarea
                label={t('dialog.note')}
                placeholder={t('dialog.notePlaceholder')}
                value={note}
                onChange={(event) => {
                  setNote(event.currentTarget.value);
                  setNoteError(null);
                }}
                maxLength={INVESTIGATION_NOTE_MAX}
                required={outcome === 'other'}
                error={noteError}
                rows={3}
              />
              <DialogActions
                error={record.error}
                onBack={close}
                backLabel={t('dialog.cancel')}
                confirmLabel={t('dialog.save')}
                pending={record.isPending}
                disabled={!outcome}
                onConfirm={save}
              />
            </>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
