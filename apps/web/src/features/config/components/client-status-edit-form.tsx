import { ColorSwatch, Group, Text, TextInput } from '@mantine/core';
import { type TClientStatus, ZUpdateClientStatusRequest } from '@prapa/contracts/client-statuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateClientStatus } from '../api/update-client-status.ts';
import { useEditSave } from '../hooks/use-edit-save.ts';
import { EditFormFrame } from './edit-form-frame.tsx';

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
  const { errors, frame } = useEditSave({
    ns: 'config-statuses',
    schema: ZUpdateClientStatusRequest,
    values,
    mutation: update,
    variables: (body) => ({ code: status.status_code, body }),
    onSaved,
    onCancel,
  });

  return (
    <EditFormFrame {...frame}>
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
    </EditFormFrame>
  );
}
