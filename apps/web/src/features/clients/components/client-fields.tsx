import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FormErrors } from '../../../lib/zod-form-errors.ts';
import type { ClientFormValues } from '../utils/client-form-values.ts';
import { IdSelect } from './id-select.tsx';
import { useAreaChoices, useTariffGroupChoices } from './use-form-options.ts';

export type ClientFieldsProps = {
  values: ClientFormValues;
  onChange: <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => void;
  errors: FormErrors;
  /** The values the client had before an edit: keeps their (maybe inactive) area selectable. */
  initial?: ClientFormValues;
};

/** The "ข้อมูลผู้ใช้น้ำ" inputs, in the order staff read them off a form: name, house, contact. */
export function ClientFields({ values, onChange, errors, initial }: ClientFieldsProps) {
  const { t } = useTranslation('clients');
  const areas = useAreaChoices(initial?.area);
  const tariffGroups = useTariffGroupChoices(initial?.tariff_group_id);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      <TextField
        label={t('fields.firstName')}
        value={values.first_name}
        onChange={(value) => onChange('first_name', value)}
        error={errors.first_name}
        withAsterisk
        autoComplete="off"
        data-autofocus
      />
      <TextField
        label={t('fields.lastName')}
        value={values.last_name}
        onChange={(value) => onChange('last_name', value)}
        error={errors.last_name}
        withAsterisk
        autoComplete="off"
      />
      <TextField
        label={t('fields.houseNo')}
        value={values.house_no}
        onChange={(value) => onChange('house_no', value)}
        error={errors.house_no}
        autoComplete="off"
      />
      <TextField
        label={t('fields.address')}
        value={values.address}
        onChange={(value) => onChange('address', value)}
        error={errors.address}
        autoComplete="off"
      />
      <IdSelect
        label={t('fields.area')}
        value={values.area}
        onChange={(id) => onChange('area', id)}
        options={areas}
        error={errors.area}
        withAsterisk
      />
      <IdSelect
        label={t('fields.tariffGroup')}
        value={values.tariff_group_id}
        onChange={(id) => onChange('tariff_group_id', id)}
        options={tariffGroups}
        error={errors.tariff_group_id}
        withAsterisk
      />
      <TextField
        label={t('fields.phone')}
        description={t('hints.phone')}
        type="tel"
        inputMode="tel"
        value={values.phone}
        onChange={(value) => onChange('phone', value)}
        error={errors.phone}
        autoComplete="off"
      />
      <TextField
        label={t('fields.email')}
        type="email"
        value={values.email}
        onChange={(value) => onChange('email', value)}
        error={errors.email}
        autoComplete="off"
      />
      <TextField
        label={t('fields.waterNo')}
        description={t('hints.waterNo')}
        value={values.water_no}
        onChange={(value) => onChange('water_no', value)}
        error={errors.water_no}
        autoComplete="off"
      />
    </SimpleGrid>
  );
}
