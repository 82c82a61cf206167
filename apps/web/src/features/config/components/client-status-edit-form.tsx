import { Alert, Button, ColorSwatch, Group, Stack, Text, TextInput } from '@mantine/core';
import { type TClientStatus, ZUpdateClientStatusRequest } from '@prapa/contracts/client-statuses';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useUpdateClientStatus } from '../api/update-client-status.ts';

type Values = { status_name: string; status_name_en: string };

export type ClientStatusEditFormProps = {
  status: TClientStatus;
  onSaved: (status: TClientStatus) => void;
  onCancel: () => void;
};

export function ClientStatusEditForm({ status, onSaved, onCancel }: ClientStatusEditFormProps) {
  const { t } = useTranslation('config-statuses');
  const update = useUpdateClientStatus();
  const [values, setValues] = useState<Values>({
    status_name: status.status_name,
    status_name_en: status.status_name_en,
  });
  const [errors, setErrors] = useState<FormErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZUpdateClientStatusRequest, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    update.mutate(
      { code: status.status_code, body: checked.data },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (error) => setErrors(isApiError(error) ? serverFormErrors(error.fields) : {}),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {update.isError ? (
          <Alert color="red" title={t('failedTitle')} role="alert">
            {errorMessage(update.error)}
          </Alert>
        ) : null}
        <Group gap="xs" wrap="nowrap">
          <ColorSwatch color={status.color} size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('codeFixed', { code: status.status_code })}
          </Text>
        </Group>
        <TextInput
          label={t('nameTh')}
          value={values.status_name}
          onChange={(event) => {
            const status_name = event.currentTarget.value;
            setValues((current) => ({ ...current, status_name }));
          }}
          error={errors.status_name}
          required
          data-autofocus
        />
        <TextInput
          label={t('nameEn')}
          value={values.status_name_en}
          onChange={(event) => {
            const status_name_en = event.currentTarget.value;
            setValues((current) => ({ ...current, status_name_en }));
          }}
          error={errors.status_name_en}
          required
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
