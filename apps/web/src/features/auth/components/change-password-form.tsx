import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { ZChangePasswordRequest } from '@prapa/contracts/auth';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength-meter.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useChangePassword } from '../api/change-password.ts';

type Fields = { current: string; next: string; confirm: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const MIN_LENGTH = ZChangePasswordRequest.shape.new_password.minLength ?? 8;

export function ChangePasswordForm({ onDone }: { onDone: (changed: boolean) => void }) {
  const { t } = useTranslation('auth');
  const change = useChangePassword();
  const [fields, setFields] = useState<Fields>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors>({});

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    if (fields.current === '') found.current = t('changePassword.currentRequired');
    if (fields.next.length < MIN_LENGTH) {
      found.next = t('changePassword.newTooShort', { min: MIN_LENGTH });
    } else if (fields.next === fields.current) {
      found.next = t('changePassword.sameAsCurrent');
    }
    if (fields.confirm !== fields.next) found.confirm = t('changePassword.mismatch');
    return found;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { current_password: fields.current, new_password: fields.next },
      { onSuccess: () => onDone(true) },
    );
  };

  const toggle = { 'aria-label': t('common:togglePassword') };
  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [key]: value }));
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {change.isError ? (
          <Alert color="red" title={t('changePassword.failedTitle')} role="alert">
            {errorMessage(change.error)}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('changePassword.current')}
          autoComplete="current-password"
          visibilityToggleButtonProps={toggle}
          value={fields.current}
          onChange={set('current')}
          error={errors.current}
          data-autofocus
        />
        <Stack gap={6}>
          <PasswordInput
            label={t('changePassword.new')}
            autoComplete="new-password"
            visibilityToggleButtonProps={toggle}
            value={fields.next}
            onChange={set('next')}
            error={errors.next}
          />
          <PasswordStrengthMeter value={fields.next} />
          <Text size="xs" c="dimmed">
            {t('changePassword.hint')}
          </Text>
        </Stack>
        <PasswordInput
          label={t('changePassword.confirm')}
          autoComplete="new-password"
          visibilityToggleButtonProps={toggle}
          value={fields.confirm}
          onChange={set('confirm')}
          error={errors.confirm}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => onDone(false)}>
            {t('changePassword.cancel')}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
