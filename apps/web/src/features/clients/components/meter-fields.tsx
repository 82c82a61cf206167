import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import type { FormErrors } from '../../../lib/zod-form-errors.ts';
import type { MeterFormValues } from '../utils/meter-form-values.ts';
import { IdSelect } from './id-select.tsx';
import { MeterNoField } from './meter-no-field.tsx';
import { useMeterTypeChoices } from './use-form-options.ts';

export type MeterFieldsProps = {
  values: MeterFormValues;
  onChange: <K extends keyof MeterFormValues>(key: K, value: MeterFormValues[K]) => void;
  /** Keyed as the schema's paths under the meter ('meter_no' …). */
  errors: FormErrors;
  clientId?: string;
};

/** A new meter: number (checked for duplicates), type, first reading, installation date. */
export function MeterFields({ values, onChange, errors, clientId }: MeterFieldsProps) {
  const { t } = useTranslation('clients');
  const meterTypes = useMeterTypeChoices();

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <MeterNoField
        value={values.meter_no}
        onChange={(value) => onChange('meter_no', value)}
        error={errors.meter_no}
        {...(clientId ? { clientId } : {})}
      />
      <IdSelect
        label={t('fields.meterType')}
        value={values.meter_type_id}
        onChange={(id) => onChange('meter_type_id', id)}
        options={meterTypes}
        error={errors.meter_type_id}
        withAsterisk
      />
      <IntegerInput
        label={t('fields.initialReading')}
        description={t('hints.initialReading')}
        value={values.initial_reading}
        onChange={(value) => onChange('initial_reading', value)}
        error={errors.initial_reading}
        withAsterisk
      />
      <ThaiDateInput
        label={t('fields.installedOn')}
        placeholder={t('placeholders.date')}
        value={values.installed_on}
        onChange={(value) => onChange('installed_on', value)}
        error={errors.installed_on}
        withAsterisk
      />
    </SimpleGrid>
  );
}
