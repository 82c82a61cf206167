import { SimpleGrid, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { FormErrors } from '../../../lib/zod-form-errors.ts';

export type TariffGroupValues = { code: string; name_th: string; name_en: string; active: boolean };

type TariffGroupFieldsProps = {
  values: TariffGroupValues;
  onChange: (values: TariffGroupValues) => void;
  errors: FormErrors;
};

/** Code, Thai and English names, active: what identifies a group, not its rates. */
export function TariffGroupFields({ values, onChange, errors }: TariffGroupFieldsProps) {
  const { t } = useTranslation('config-tariff');
  const set =
    <K extends keyof TariffGroupValues>(key: K) =>
    (value: TariffGroupValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextField
        label={t('group.code')}
        description={t('group.codeHint')}
        value={values.code}
        onChange={set('code')}
        error={errors.code}
        withAsterisk
        data-autofocus
      />
      <TextField
        label={t('group.nameTh')}
        description={t('group.nameThHint')}
        value={values.name_th}
        onChange={set('name_th')}
        error={errors.name_th}
        withAsterisk
      />
      <TextField
        label={t('group.nameEn')}
        description={t('group.nameEnHint')}
        value={values.name_en}
        onChange={set('name_en')}
        error={errors.name_en}
        withAsterisk
      />
      <Switch
        label={t('group.active')}
        checked={values.active}
        onChange={(event) => set('active')(event.currentTarget.checked)}
      />
    </SimpleGrid>
  );
}
