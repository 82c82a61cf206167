import { Alert, Button, Card, Group, NumberInput, Stack } from '@mantine/core';
import type { TRemittanceSettings } from '@prapa/contracts/remittance';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useRemittanceSettings, useSaveSettings } from '../api/remittances.ts';

/** The cycle (every N business days), the deadline, and from when money is asked for. */
export function RemittanceSettingsForm() {
  const { t } = useTranslation('remittance');
  const settings = useRemittanceSettings();
  const save = useSaveSettings();
  const [values, setValues] = useState<TRemittanceSettings | null>(null);
  useEffect(() => {
    if (settings.data) setValues(settings.data);
  }, [settings.data]);
  if (!values) return null;
  const num = (v: string | number) => (typeof v === 'number' ? v : Number.parseInt(v || '0', 10));
  return (
    <Card withBorder>
      <Stack gap="sm" maw={420}>
        <NumberInput
          label={t('settings.cycle_days')}
          description={t('settings.cycle_hint')}
          min={1}
          max={10}
          value={values.cycle_days}
          onChange={(v) => setValues({ ...values, cycle_days: num(v) })}
        />
        <NumberInput
          label={t('settings.deadline_days')}
          description={t('settings.deadline_hint')}
          min={0}
          max={10}
          value={values.deadline_days}
          onChange={(v) => setValues({ ...values, deadline_days: num(v) })}
        />
        <ThaiDateInput
          label={t('settings.starts_on')}
          description={t('settings.starts_hint')}
          value={values.starts_on}
          onChange={(next) => {
            if (next) setValues({ ...values, starts_on: next });
          }}
        />
        {save.error ? <Alert color="red">{errorMessage(save.error)}</Alert> : null}
        <Group>
          <Button onClick={() => save.mutate(values)} loading={save.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
