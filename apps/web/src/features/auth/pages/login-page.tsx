import {
  Alert,
  Anchor,
  Button,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { PAGE } from '@prapa/domain/access-list';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/show-error.ts';
import { useLogin } from '../api/login.ts';

type Fields = { user_name: string; password: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;
type EarlyWindow = Window & { __prapaStaticSubmit?: boolean };

/**
 * What was typed into the prerendered copy of this page (index.html, decision 034) before the
 * JavaScript arrived, which field had the focus and whether the form was sent: taken over on
 * the first render, while that copy is still in the document.
 */
function typedBeforeStart(): { fields: Fields; focus: keyof Fields; submitted: boolean } {
  const input = (name: keyof Fields) =>
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLInputElement>(`[data-prapa-static] input[name="${name}"]`);
  const active = typeof document === 'undefined' ? null : document.activeElement;
  // Set by index.html's inline script when its button was pressed (or Enter) meanwhile.
  const early = typeof window === 'undefined' ? undefined : (window as EarlyWindow);
  // Only while the copy is there (a later visit to this page starts empty).
  const submitted = early?.__prapaStaticSubmit === true && input('user_name') !== null;
  return {
    submitted,
    fields: {
      user_name: input('user_name')?.value ?? '',
      password: input('password')?.value ?? '',
    },
    focus: active !== null && active === input('password') ? 'password' : 'user_name',
  };
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(`${t('login.title')} · PRAPA`);
  const login = useLogin();
  const [typed] = useState(typedBeforeStart);
  const [fields, setFields] = useState<Fields>(typed.fields);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const next: FieldErrors = {};
    if (fields.user_name.trim() === '') next.user_name = t('login.userNameRequired');
    if (fields.password === '') next.password = t('login.passwordRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    login.mutate({ user_name: fields.user_name.trim(), password: fields.password });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  // Sent before the JavaScript had arrived: sent now, once, with what was typed.
  const sentEarly = useRef(typed.submitted);
  useEffect(() => {
    if (!sentEarly.current) return;
    sentEarly.current = false;
    delete (window as EarlyWindow).__prapaStaticSubmit;
    submit();
  });

  const set = (key: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setFields((current) => ({ ...current, [key]: value }));
  };

  return (
    <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={420}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Stack gap={2} align="center">
            <Title order={2}>{t('login.title')}</Title>
            <Text size="sm" c="dimmed">
              {t('common:appSubtitle')}
            </Text>
          </Stack>
          {login.isError ? (
            <Alert color="red" title={t('login.failedTitle')} role="alert">
              {errorMessage(login.error)}
            </Alert>
          ) : null}
          <TextInput
            label={t('login.userName')}
            name="user_name"
            autoComplete="username"
            autoFocus={typed.focus === 'user_name'}
            value={fields.user_name}
            onChange={set('user_name')}
            error={errors.user_name}
          />
          <PasswordInput
            label={t('login.password')}
            name="password"
            autoComplete="current-password"
            autoFocus={typed.focus === 'password'}
            visibilityToggleButtonProps={{ 'aria-label': t('common:togglePassword') }}
            value={fields.password}
            onChange={set('password')}
            error={errors.password}
          />
          <Button type="submit" loading={login.isPending} fullWidth mt="xs">
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to={PAGE.billCheck} size="sm" ta="center">
            {t('login.billCheckLink')}
          </Anchor>
        </Stack>
      </form>
    </Paper>
  );
}
