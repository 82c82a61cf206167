import { Stack } from '@mantine/core';
import { type TTariffGroup, ZTariffGroupInput } from '@prapa/contracts/tariffs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useUpdateTariffGroup } from '../api/update-tariff-group.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { TariffFormActions } from './tariff-form-actions.tsx';
import { TariffGroupFields, type TariffGroupValues } from './tariff-group-fields.tsx';

type TariffGroupEditFormProps = { group: TTariffGroup; onDone: (saved: boolean) => void };

/** Renames or switches off a group; its rates change only through a new version. */
export function TariffGroupEditForm({ group, onDone }: TariffGroupEditFormProps) {
  const { t } = useTranslation('config-tariff');
  const update = useUpdateTariffGroup();
  const [values, setValues] = useState<TariffGroupValues>({
    code: group.code,
    name_th: group.name_th,
    name_en: group.name_en,
    active: group.active,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = validateForm(ZTariffGroupInput, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    update.mutate(
      { id: group.id, input: checked.data },
      {
        onSuccess: () => onDone(true),
        onError: (error) => {
          const found = submitErrors(error);
          setErrors(found.fields);
          setFailure(found.message);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TariffGroupFields values={values} onChange={setValues} errors={errors} />
        <TariffFormActions
          failure={failure}
          saving={update.isPending}
          submitLabel={t('form.save')}
          onCancel={() => onDone(false)}
        />
      </Stack>
    </form>
  );
}
