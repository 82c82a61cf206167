import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { ZCreateClientParams } from '@prapa/contracts/clients';
import { PAGE } from '@prapa/domain/access-list';
import { formatMemberId } from '@prapa/domain/member-id';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateClient } from '../api/create-client.ts';
import { useFormCheck } from '../hooks/use-form-check.ts';
import {
  type ClientFormValues,
  clientSchemaInput,
  EMPTY_CLIENT_VALUES,
} from '../utils/client-form-values.ts';
import { focusFirstInvalid } from '../utils/focus-first-invalid.ts';
import { nestedErrors } from '../utils/form-errors.ts';
import {
  emptyMeterValues,
  type MeterFormValues,
  meterSchemaInput,
} from '../utils/meter-form-values.ts';
import { todayIso } from '../utils/today.ts';
import { ClientFields } from './client-fields.tsx';
import { FormFailure } from './form-failure.tsx';
import { FormSection } from './form-section.tsx';
import { MeterFields } from './meter-fields.tsx';

type AfterSave = 'list' | 'another';

/** A new water user with their first meter, validated with the contract's schema before sending. */
export function AddClientForm() {
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const create = useCreateClient();
  const { formRef, errors, failure, check, clearError, refused } = useFormCheck();
  const afterSave = useRef<AfterSave>('list');
  const [client, setClient] = useState<ClientFormValues>(EMPTY_CLIENT_VALUES);
  const [meter, setMeter] = useState<MeterFormValues>(() => emptyMeterValues(todayIso()));

  const setClientField = <K extends keyof ClientFormValues>(key: K, value: ClientFormValues[K]) => {
    setClient((current) => ({ ...current, [key]: value }));
    clearError(key);
  };
  const setMeterField = <K extends keyof MeterFormValues>(key: K, value: MeterFormValues[K]) => {
    setMeter((current) => ({ ...current, [key]: value }));
    clearError(`meter.${key}`);
  };

  const onCreated = (created: TClient) => {
    notifications.show({
      color: 'green',
      title: t('add.createdTitle'),
      message: t('add.created', {
        name: created.fullname,
        memberId: formatMemberId(created.memberId),
      }),
    });
    if (afterSave.current === 'list') {
      navigate(PAGE.manageClient);
      return;
    }
    // Same area, tariff and meter type as the previous one: a whole village is entered in a row.
    setClient({
      ...EMPTY_CLIENT_VALUES,
      area: client.area,
      tariff_group_id: client.tariff_group_id,
    });
    setMeter({
      ...emptyMeterValues(meter.installed_on ?? todayIso()),
      meter_type_id: meter.meter_type_id,
    });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(ZCreateClientParams, {
      ...clientSchemaInput(client),
      meter: meterSchemaInput(meter),
    });
    if (!checked) return;
    create.mutate(checked, {
      onSuccess: onCreated,
      onError: (error) => {
        refused(error);
        focusFirstInvalid(formRef.current);
      },
    });
  };

  const submit = (next: AfterSave) => {
    afterSave.current = next;
    formRef.current?.requestSubmit();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={t('add.title')}>
      <Stack gap="lg">
        <FormFailure title={t('add.failedTitle')} message={failure} />
        <FormSection title={t('sections.client')}>
          <ClientFields values={client} onChange={setClientField} errors={errors} />
        </FormSection>
        <FormSection title={t('sections.meter')}>
          <MeterFields
            values={meter}
            onChange={setMeterField}
            errors={nestedErrors(errors, 'meter')}
          />
        </FormSection>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={PAGE.manageClient}>
            {t('add.cancel')}
          </Button>
          <Button variant="light" loading={create.isPending} onClick={() => submit('another')}>
            {t('add.submitAndNext')}
          </Button>
          {/* The form's only submit button: Enter in any field saves and returns to the list. */}
          <Button
            type="submit"
            loading={create.isPending}
            onClick={() => (afterSave.current = 'list')}
          >
            {t('add.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
