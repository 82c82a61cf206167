import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TClient, ZUpdateClientParams } from '@prapa/contracts/clients';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateClient } from '../api/update-client.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import {
  type ClientFormValues,
  changedFields,
  clientFormValues,
  clientSchemaInput,
} from '../utils/client-form-values.ts';
import { ClientFields } from './client-fields.tsx';
import { FormFailure } from './form-failure.tsx';

type ClientEditFormProps = { client: TClient; onDone: () => void };

/** The client's own data (not the meter, not the status): only changed fields are sent. */
export function ClientEditForm({ client, onDone }: ClientEditFormProps) {
  const { t } = useTranslation('clients');
  const update = useUpdateClient();
  const { formRef, errors, failure, check, clearError, refused } = useFormCheck();
  const [initial] = useState(() => clientFormValues(client));
  const [values, setValues] = useState<ClientFormValues>(initial);
  const set = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    clearError(key);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(ZUpdateClientParams, { id: client.id, ...clientSchemaInput(values) });
    if (!checked) return;
    const { id, ...fields } = checked;
    const changed = changedFields(initial, fields);
    if (Object.keys(changed).length === 0) {
      notifications.show({ message: t('edit.unchanged') });
      onDone();
      return;
    }
    update.mutate(
      { id, ...changed },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            message: t('edit.saved', { name: saved.fullname }),
          });
          onDone();
        },
        onError: refused,
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure title={t('add.failedTitle')} message={failure} />
        <ClientFields values={values} onChange={set} errors={errors} initial={initial} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('edit.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
