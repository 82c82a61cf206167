import { Divider, Stack } from '@mantine/core';
import { type TTariffGroup, ZTariffGroupInput } from '@prapa/contracts/tariffs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useCreateTariffGroup } from '../api/create-tariff-group.ts';
import { useTariffDraft } from '../hooks/use-tariff-draft.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { submitErrors } from '../utils/submit-errors.ts';
import { emptyTariffDraft } from '../utils/tariff-draft.ts';
import { todayIso } from '../utils/today.ts';
import { TariffEditor } from './tariff-editor.tsx';
import { TariffFormActions } from './tariff-form-actions.tsx';
import { TariffGroupFields, type TariffGroupValues } from './tariff-group-fields.tsx';

type TariffGroupCreateFormProps = { onDone: (created: TTariffGroup | null) => void };

/** A new group is created with its first version, so it can bill from day one. */
export function TariffGroupCreateForm({ onDone }: TariffGroupCreateFormProps) {
  const { t } = useTranslation('config-tariff');
  const create = useCreateTariffGroup();
  const [values, setValues] = useState<TariffGroupValues>({
    code: '',
    name_th: '',
    name_en: '',
    active: true,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const state = useTariffDraft(() => emptyTariffDraft(todayIso()));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const group = validateForm(ZTariffGroupInput, values);
    setErrors(group.errors);
    const firstVersion = state.submit();
    if (!group.success || !firstVersion) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    create.mutate(
      { ...group.data, first_version: firstVersion },
      {
        onSuccess: (created) => onDone(created),
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
        <Divider label={t('group.firstVersion')} labelPosition="left" />
        <TariffEditor state={state} />
        <TariffFormActions
          failure={failure}
          saving={create.isPending}
          submitLabel={t('group.create')}
          onCancel={() => onDone(null)}
        />
      </Stack>
    </form>
  );
}
