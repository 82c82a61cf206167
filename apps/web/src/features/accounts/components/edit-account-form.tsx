import { Stack, TextInput } from '@mantine/core';
import { type TAccount, ZUpdateAccountRequest } from '@prapa/contracts/accounts';
import type { PermissionFlags, RoleNumber } from '@prapa/domain/roles';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionFlagsField } from '../../../components/ui/permission-flags.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useUpdateAccount } from '../api/update-account.ts';
import { AccountFormButtons, AccountFormError } from './account-form-parts.tsx';
import { RoleSelect } from './role-select.tsx';

type Values = { full_name: string; type: RoleNumber; flags: PermissionFlags };

export type EditAccountFormProps = {
  account: TAccount;
  onSaved: (account: TAccount) => void;
  onCancel: () => void;
};

export function EditAccountForm({ account, onSaved, onCancel }: EditAccountFormProps) {
  const { t } = useTranslation('accounts');
  const update = useUpdateAccount();
  const [values, setValues] = useState<Values>({
    full_name: account.full_name,
    type: account.type as RoleNumber,
    flags: {
      general_read: account.general_read,
      general_edit: account.general_edit,
      meter_read: account.meter_read,
      meter_edit: account.meter_edit,
    },
  });
  const [errors, setErrors] = useState<FormErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { flags, ...rest } = values;
    const checked = validateForm(ZUpdateAccountRequest, { ...rest, ...flags });
    setErrors(checked.errors);
    if (!checked.success) return;
    update.mutate(
      { id: account.id, body: checked.data },
      {
        onSuccess: (saved) => onSaved(saved),
        onError: (error) => setErrors(isApiError(error) ? serverFormErrors(error.fields) : {}),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <AccountFormError error={update.error} />
        <TextInput label={t('form.userName')} value={account.user_name} readOnly disabled />
        <TextInput
          label={t('form.fullName')}
          value={values.full_name}
          onChange={(event) => {
            const full_name = event.currentTarget.value;
            setValues((v) => ({ ...v, full_name }));
          }}
          error={errors.full_name}
          required
          data-autofocus
        />
        <RoleSelect
          value={values.type}
          onChange={(type, flags) => setValues((v) => ({ ...v, type, flags }))}
          error={errors.type}
        />
        <PermissionFlagsField
          value={values.flags}
          onChange={(flags) => setValues((v) => ({ ...v, flags }))}
        />
        <AccountFormButtons
          submitLabel={t('form.save')}
          pending={update.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
