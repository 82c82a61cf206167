import { Stack, Text, TextInput } from '@mantine/core';
import { type TRoleConfig, ZUpdateRoleRequest } from '@prapa/contracts/roles-config';
import type { PermissionFlags } from '@prapa/domain/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionFlagsField } from '../../../components/ui/permission-flags.tsx';
import { useUpdateRole } from '../api/update-role.ts';
import { useEditSave } from '../hooks/use-edit-save.ts';
import { EditFormFrame } from './edit-form-frame.tsx';

type Values = { name_th: string; name_en: string; default_flags: PermissionFlags };

export type RoleEditFormProps = {
  role: TRoleConfig;
  onSaved: (role: TRoleConfig) => void;
  onCancel: () => void;
};

export function RoleEditForm({ role, onSaved, onCancel }: RoleEditFormProps) {
  const { t } = useTranslation('config-roles');
  const update = useUpdateRole();
  const [values, setValues] = useState<Values>({
    name_th: role.name_th,
    name_en: role.name_en,
    default_flags: role.default_flags,
  });
  const { errors, frame } = useEditSave({
    ns: 'config-roles',
    schema: ZUpdateRoleRequest,
    values,
    mutation: update,
    variables: (body) => ({ type: role.type, body }),
    onSaved,
    onCancel,
  });
  const setText = (key: 'name_th' | 'name_en') => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <EditFormFrame {...frame}>
      <Text size="sm" c="dimmed">
        {t('numberFixed', { type: role.type, name: role.name })}
      </Text>
      <TextInput
        label={t('nameTh')}
        value={values.name_th}
        onChange={(event) => setText('name_th')(event.currentTarget.value)}
        error={errors.name_th}
        required
        data-autofocus
      />
      <TextInput
        label={t('nameEn')}
        value={values.name_en}
        onChange={(event) => setText('name_en')(event.currentTarget.value)}
        error={errors.name_en}
        required
      />
      <Stack gap={4}>
        <PermissionFlagsField
          value={values.default_flags}
          onChange={(default_flags) => setValues((current) => ({ ...current, default_flags }))}
        />
        <Text size="xs" c="dimmed">
          {t('flagsNote')}
        </Text>
      </Stack>
    </EditFormFrame>
  );
}
