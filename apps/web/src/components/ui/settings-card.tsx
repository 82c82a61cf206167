import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../lib/show-error.ts';

/** The card's draft of the settings, handed to the fields. */
export type SettingsDraft<T> = {
  values: T;
  /** Merges a patch into the draft. */
  set: (patch: Partial<T>) => void;
  /** Replaces the draft with what `change` makes of it. */
  update: (change: (values: T) => T) => void;
};

type SettingsCardProps<T, TSaved> = {
  /** The saved settings; the card shows nothing until they have loaded. */
  query: { data: T | undefined };
  save: { mutateAsync: (input: TSaved) => Promise<unknown>; isPending: boolean };
  /**
   * The feature's locale namespace, whose `settings.title`, `settings.save`, `settings.saved`
   * (the green notice; a failure is a red one) and `settings.invalid` the card shows.
   */
  ns: string;
  /** What the draft sends, or null when it cannot be sent (a click then says `settings.invalid`). */
  prepare: (values: T) => TSaved | null;
  /** Keeps the save button disabled while true (a field says why). */
  saveDisabled?: (values: T) => boolean;
  children: (draft: SettingsDraft<T>) => ReactNode;
};

/**
 * An ADMIN settings card (organisation page): loads the record, edits a draft of it, saves the
 * whole record with one button and says how it went.
 */
export function SettingsCard<T, TSaved>({ query, ...props }: SettingsCardProps<T, TSaved>) {
  if (query.data === undefined) return null;
  return <SettingsCardForm<T, TSaved> initial={query.data} {...props} />;
}

function SettingsCardForm<T, TSaved>({
  initial,
  save,
  ns,
  prepare,
  saveDisabled,
  children,
}: Omit<SettingsCardProps<T, TSaved>, 'query'> & { initial: T }) {
  const { t } = useTranslation(ns);
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const ready = prepare(values);
  const draft: SettingsDraft<T> = {
    values,
    set: (patch) => setValues((current) => ({ ...current, ...patch })),
    update: setValues,
  };

  const submit = () => {
    if (ready === null) {
      setTried(true);
      return;
    }
    setTried(false);
    save
      .mutateAsync(ready)
      .then(() => notifications.show({ color: 'teal', message: t('settings.saved') }))
      .catch(showError);
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('settings.title')}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('settings.title')}
        </Title>
        {children(draft)}
        {tried && ready === null ? (
          <Text c="red" size="sm" role="alert">
            {t('settings.invalid')}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} disabled={saveDisabled?.(values)}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
