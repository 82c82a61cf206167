import { Alert, Button, Group, Stack, Switch } from '@mantine/core';
import { type TArea, ZAreaInput } from '@prapa/contracts/areas';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useCreateArea } from '../api/create-area.ts';
import { useUpdateArea } from '../api/update-area.ts';
import { submitErrors } from '../utils/submit-errors.ts';

type AreaFormProps = { area: TArea | null; onDone: (saved: boolean) => void };

export function AreaForm({ area, onDone }: AreaFormProps) {
  const { t } = useTranslation('config-areas');
  const create = useCreateArea();
  const update = useUpdateArea();
  const [code, setCode] = useState(area?.area_code ?? '');
  const [name, setName] = useState(area?.area_name ?? '');
  const [routeOrder, setRouteOrder] = useState<number | null>(area?.route_order ?? null);
  const [active, setActive] = useState(area?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = { area_code: code, area_name: name, route_order: routeOrder, active };
    const checked = validateForm(ZAreaInput, values);
    setErrors(checked.errors);
    setFailure(null);
    if (!checked.success) return;
    const handlers = {
      onSuccess: () => onDone(true),
      onError: (error: unknown) => {
        const found = submitErrors(error);
        setErrors(found.fields);
        setFailure(found.message);
      },
    };
    if (area) update.mutate({ id: area.id, input: checked.data }, handlers);
    else create.mutate(checked.data, handlers);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        {failure ? (
          <Alert color="red" title={t('form.failed')} role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField
          label={t('fields.code')}
          description={t('form.codeHint')}
          value={code}
          onChange={setCode}
          error={errors.area_code}
          withAsterisk
          data-autofocus
        />
        <TextField
          label={t('fields.name')}
          value={name}
          onChange={setName}
          error={errors.area_name}
          withAsterisk
        />
        <NumberField
          label={t('fields.routeOrder')}
          description={t('form.routeOrderHint')}
          value={routeOrder}
          onChange={setRouteOrder}
          error={errors.route_order}
          allowDecimal={false}
          allowNegative={false}
        />
        <Switch
          label={t('fields.active')}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={() => onDone(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
