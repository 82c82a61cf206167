import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { ZReplaceMeterParams } from '@prapa/contracts/meters';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { showError } from '../../../lib/show-error.ts';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useReplaceMeter } from '../api/replace-meter.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { withoutError } from '../utils/form-errors.ts';
import {
  emptyMeterValues,
  type MeterFormValues,
  meterSchemaInput,
} from '../utils/meter-form-values.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { todayIso } from '../utils/today.ts';
import { FormFailure } from './form-failure.tsx';
import { MeterFields } from './meter-fields.tsx';

type ReplaceMeterFormProps = { client: TClient; onDone: () => void };

/** Closes the current meter at its final reading and installs a new one, in one save. */
export function ReplaceMeterForm({ client, onDone }: ReplaceMeterFormProps) {
  const { t } = useTranslation('clients');
  const replace = useReplaceMeter();
  const formRef = useRef<HTMLFormElement>(null);
  const [finalReading, setFinalReading] = useState<number | null>(null);
  const [removedOn, setRemovedOn] = useState<string | null>(() => todayIso());
  // The old meter rolled over since its last reading (decision 012: the readings' rule).
  const [rollover, setRollover] = useState(false);
  const { t: tc } = useTranslation('invoice-corrections');
  const [meter, setMeter] = useState<MeterFormValues>(() => emptyMeterValues(todayIso()));
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const setMeterField = <K extends keyof MeterFormValues>(key: K, value: MeterFormValues[K]) => {
    setMeter((current) => ({ ...current, [key]: value }));
    setErrors((current) => withoutError(current, key));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZReplaceMeterParams, {
      client_id: client.client_id,
      final_reading: finalReading ?? undefined,
      removed_on: removedOn ?? undefined,
      ...(rollover ? { confirm_rollover: true } : {}),
      ...meterSchemaInput(meter),
    });
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.success) {
      focusFirstInvalid(formRef.current);
      return;
    }
    replace.mutate(checked.data, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('replace.done', { name: client.fullname, meterNo: checked.data.meter_no }),
        });
        onDone();
      },
      onError: (error) => {
        const found = submitErrors(error);
        setErrors(found.fields);
        setFailure(found.message);
        showError(error);
      },
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
