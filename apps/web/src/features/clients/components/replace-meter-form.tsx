import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { ZReplaceMeterParams } from '@prapa/contracts/meters';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { useReplaceMeter } from '../api/replace-meter.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import {
  emptyMeterValues,
  type MeterFormValues,
  meterSchemaInput,
} from '../utils/meter-form-values.ts';
import { todayIso } from '../utils/today.ts';
import { FormFailure } from './form-failure.tsx';
import { MeterFields } from './meter-fields.tsx';

type ReplaceMeterFormProps = { client: TClient; onDone: () => void };

/** Closes the current meter at its final reading and installs a new one, in one save. */
export function ReplaceMeterForm({ client, onDone }: ReplaceMeterFormProps) {
  const { t } = useTranslation('clients');
  const replace = useReplaceMeter();
  const { formRef, errors, failure, check, clearError, refused } = useFormCheck();
  const [finalReading, setFinalReading] = useState<number | null>(null);
  const [removedOn, setRemovedOn] = useState<string | null>(() => todayIso());
  // The old meter rolled over since its last reading (decision 012: the readings' rule).
  const [rollover, setRollover] = useState(false);
  const { t: tc } = useTranslation('invoice-corrections');
  const [meter, setMeter] = useState<MeterFormValues>(() => emptyMeterValues(todayIso()));
  const setMeterField = <K extends keyof MeterFormValues>(key: K, value: MeterFormValues[K]) => {
    setMeter((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(ZReplaceMeterParams, {
      client_id: client.client_id,
      final_reading: finalReading ?? undefined,
      removed_on: removedOn ?? undefined,
      ...(rollover ? { confirm_rollover: true } : {}),
      ...meterSchemaInput(meter),
    });
    if (!checked) return;
    replace.mutate(checked, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('replace.done', { name: client.fullname, meterNo: checked.meter_no }),
        });
        onDone();
      },
      onError: refused,
    });
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('replace.title')}>
      <Stack gap="sm">
        <FormFailure title={t('add.failedTitle')} message={failure} />
        <Text fw={600} size="sm">
          {t('replace.oldMeter')} {client.meterNo ?? ''}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <IntegerInput
            label={t('fields.finalReading')}
            value={finalReading}
            onChange={(value) => setFinalReading(value)}
            error={errors.final_reading}
            withAsterisk
            data-autofocus
          />
          <ThaiDateInput
            label={t('fields.removedOn')}
            value={removedOn}
            onChange={setRemovedOn}
            error={errors.removed_on}
            withAsterisk
          />
        </SimpleGrid>
        <Checkbox
          size="sm"
          label={tc('replacement.confirmRollover')}
          checked={rollover}
          onChange={(event) => setRollover(event.currentTarget.checked)}
        />
        <Text fw={600} size="sm">
          {t('replace.newMeter')}
        </Text>
        <MeterFields
          values={meter}
          onChange={setMeterField}
          errors={errors}
          clientId={client.client_id}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('replace.cancel')}
          </Button>
          <Button type="submit" loading={replace.isPending}>
            {t('replace.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
