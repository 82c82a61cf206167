import { Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TInvestigationSettings } from '@prapa/contracts/investigation';
import { INVESTIGATION_SETTING_BOUNDS } from '@prapa/domain/investigation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { useUpdateInvestigationSettings } from '../api/update-settings.ts';

type Field = keyof TInvestigationSettings;

/** The form's fields: the setting, its bounds (domain) and its label keys. */
const FIELDS: {
  key: Field;
  bounds: keyof typeof INVESTIGATION_SETTING_BOUNDS;
  label: string;
  hint?: string;
}[] = [
  {
    key: 'average_cycles',
    bounds: 'averageCycles',
    label: 'averageCycles',
    hint: 'averageCyclesHint',
  },
  {
    key: 'abnormal_multiple_pct',
    bounds: 'abnormalMultiplePct',
    label: 'multiple',
    hint: 'multipleHint',
  },
  {
    key: 'abnormal_min_units',
    bounds: 'abnormalMinUnits',
    label: 'minUnits',
    hint: 'minUnitsHint',
  },
  { key: 'constant_cycles', bounds: 'constantCycles', label: 'constantCycles' },
  { key: 'deviation_pct', bounds: 'deviationPct', label: 'deviation' },
];

type SettingsDialogProps = {
  opened: boolean;
  settings: TInvestigationSettings | undefined;
  onClose: () => void;
};

/** The thresholds of the three checks, for administrators: each field checked against its bounds. */
export function SettingsDialog({ opened, settings, onClose }: SettingsDialogProps) {
  const { t } = useTranslation('investigation');
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')} size="md">
      {opened && settings ? <SettingsForm settings={settings} onClose={onClose} /> : null}
    </Modal>
  );
}

function SettingsForm({
  settings,
  onClose,
}: {
  settings: TInvestigationSettings;
  onClose: () => void;
}) {
  const { t } = useTranslation('investigation');
  const save = useUpdateInvestigationSettings();
  const [values, setValues] = useState<Record<Field, number | null>>(settings);
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const [tried, setTried] = useState(false);

  const submit = () => {
    setTried(true);
    const complete = FIELDS.every(({ key }) => values[key] !== null && !invalid[key]);
    if (!complete) return;
    save.mutate(values as TInvestigationSettings, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('settings.saved') });
        onClose();
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('settings.description')}
        </Text>
        {FIELDS.map(({ key, bounds, label, hint }) => (
          <IntegerInput
            key={key}
            label={t(`settings.${label}`)}
            {...(hint ? { description: t(`settings.${hint}`) } : {})}
            value={values[key]}
            min={INVESTIGATION_SETTING_BOUNDS[bounds].min}
            max={INVESTIGATION_SETTING_BOUNDS[bounds].max}
            required
            onChange={(value, problem) => {
              setValues((current) => ({ ...current, [key]: value }));
              setInvalid((current) => ({ ...current, [key]: problem !== null }));
            }}
            error={tried && values[key] === null ? t('validation:v.required') : undefined}
          />
        ))}
        <DialogActions
          error={save.error}
          onBack={onClose}
          backLabel={t('settings.cancel')}
          confirmLabel={t('settings.save')}
          pending={save.isPending}
        />
      </Stack>
    </form>
  );
}
