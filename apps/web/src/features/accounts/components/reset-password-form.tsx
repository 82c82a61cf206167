import { PasswordInput, Stack, Text } from '@mantine/core';
import type { TAccount } from '@prapa/contracts/accounts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { type FormErrors, serverFormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useResetAccountPassword, ZResetPasswordForm } from '../api/reset-account-password.ts';
import { AccountFormButtons, AccountFormError } from './account-form-parts.tsx';

export type ResetPasswordFormProps = {
  account: TAccount;
  onDone: () => void;
  onCancel: () => void;
};

export function ResetPasswordForm({ account, onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation('accounts');
  const reset = useResetAccountPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(ZResetPasswordForm, { new_password: password });
    const found = { ...checked.errors };
    if (confirm !== password) found.confirm = t('reset.mismatch');
    setErrors(found);
    if (!checked.success || found.confirm) return;
    reset.mutate(
      { id: account.id, ...checked.data },
      {
        onSuccess: () => onDone(),
        onError: (error) => setErrors(isApiError(error) ? serverFormErrors(error.fields) : {}),
      },
    );
  };

  const toggle = { 'aria-label': t('common:togglePassword') };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <AccountFormError error={reset.error} />
        <Text size="sm" c="dimmed">
          {t('reset.note')}
        </Text>
        <Stack gap={6}>
          <PasswordInput
            label={t('reset.newPassword')}
            description={t('form.passwordHint')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={errors.new_password}
            required
            data-autofocus
          />
          <PasswordStrengthMeter value={password} />
        </Stack>
        <PasswordInput
          label={t('reset.confirm')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          value={confirm}
          onChange={(event) => setConfirm(event.currentTarget.value)}
          error={errors.confirm}
          required
        />
        <AccountFormButtons
          submitLabel={t('reset.submit')}
          pending={reset.isPending}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
