import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type TRoleConfig, ZUpdateRoleRequest } from '@prapa/contracts/roles-config';
import type { PermissionFlags } from '@prapa/domain/roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionFlagsField } from '../../../components/ui/permission-flags.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useUpdateRole } from '../api/update-role.ts';

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
  const [errors, setErrors] = useState<FormErrors>({});
  const setText = (key: 'name_th' | 'name_en') => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZUpdateRoleRequest, values);
    setErrors(checked.errors);
    if (!checked.success) return;
    update.mutate(
      { type: role.type, body: checked.data },
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
