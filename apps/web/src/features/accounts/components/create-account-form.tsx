import { PasswordInput, Stack, TextInput } from '@mantine/core';
import type { TAccount } from '@prapa/contracts/accounts';
import type { PermissionFlags, RoleNumber } from '@prapa/domain/roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.tsx';
import { PermissionFlagsField } from '../../../components/ui/permission-flags.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useCreateAccount, ZCreateAccountForm } from '../api/create-account.ts';
import { AccountFormButtons, AccountFormError } from './account-form-parts.tsx';
import { RoleSelect } from './role-select.tsx';

type Values = {
  user_name: string;
  full_name: string;
  type: RoleNumber | null;
  password: string;
  flags: PermissionFlags;
};

const NO_FLAGS: PermissionFlags = {
  general_read: false,
  general_edit: false,
  meter_read: false,
  meter_edit: false,
};

export type CreateAccountFormProps = {
  onCreated: (account: TAccount) => void;
  onCancel: () => void;
};

export function CreateAccountForm({ onCreated, onCancel }: CreateAccountFormProps) {
  const { t } = useTranslation('accounts');
  const create = useCreateAccount();
  const [values, setValues] = useState<Values>({
    user_name: '',
    full_name: '',
    type: null,
    password: '',
    flags: NO_FLAGS,
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { flags, type, ...rest } = values;
    const checked = validateForm(ZCreateAccountForm, {
      ...rest,
      type: type ?? undefined,
      ...flags,
    });
    setErrors(checked.errors);
    if (!checked.success) return;
    create.mutate(checked.data, {
      onSuccess: (account) => onCreated(account),
      onError: (error) => setErrors(isApiError(error) ? serverFormErrors(error.fields) : {}),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <AccountFormError error={create.error} />
        <TextInput
          label={t('form.userName')}
          description={t('form.userNameHint')}
          autoComplete="off"
          value={values.user_name}
          onChange={(event) => set('user_name', event.currentTarget.value)}
          error={errors.user_name}
          required
          data-autofocus
        />
        <TextInput
          label={t('form.fullName')}
          value={values.full_name}
          onChange={(event) => set('full_name', event.currentTarget.value)}
          error={errors.full_name}
          required
        />
        <RoleSelect
          value={values.type}
          onChange={(role, defaults) => setValues((v) => ({ ...v, type: role, flags: defaults }))}
          error={errors.type ? t('form.roleRequired') : undefined}
        />
        <PermissionFlagsField value={values.flags} onChange={(flags) => set('flags', flags)} />
        <Stack gap={6}>
          <PasswordInput
            label={t('form.password')}
            description={t('form.passwordHint')}
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('common:togglePassword') }}
            value={values.password}
            onChange={(event) => set('password', event.currentTarget.value)}
            error={errors.password}
            required
          />
          <PasswordStrengthMeter value={values.password} />
        </Stack>
        <AccountFormButtons
          submitLabel={t('create.submit')}
          pending={create.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
