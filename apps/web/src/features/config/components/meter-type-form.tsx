import { Alert, Autocomplete, Button, Group, Stack, Switch } from '@mantine/core';
import { METER_SIZES, type TMeterType, ZMeterTypeInput } from '@prapa/contracts/meter-types';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField } from '../../../components/ui/number-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type FormErrors, validateForm } from '../../../lib/zod-form-errors.ts';
import { useCreateMeterType } from '../api/create-meter-type.ts';
import { useUpdateMeterType } from '../api/update-meter-type.ts';
import { fromHundredths, toHundredths } from '../utils/hundredths.ts';
import { submitErrors } from '../utils/submit-errors.ts';

type MeterTypeFormProps = { meterType: TMeterType | null; onDone: (saved: boolean) => void };

const DEFAULT_DIGITS = 4;

export function MeterTypeForm({ meterType, onDone }: MeterTypeFormProps) {
  const { t } = useTranslation('config-meter-types');
  const create = useCreateMeterType();
  const update = useUpdateMeterType();
  const [name, setName] = useState(meterType?.meter_type_name ?? '');
  const [size, setSize] = useState(meterType?.meter_size ?? '');
  // Typed in baht, held in satang: the wire and the database never see a decimal.
  const [feeSatang, setFeeSatang] = useState<number | null>(meterType?.meter_type_fee ?? 0);
  const [digits, setDigits] = useState<number | null>(meterType?.meter_digit ?? DEFAULT_DIGITS);
  const [active, setActive] = useState(meterType?.active ?? true);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const values = {
      meter_type_name: name,
      meter_size: size,
      meter_type_fee: feeSatang,
      meter_digit: digits,
      active,
    };
    const checked = validateForm(ZMeterTypeInput, values);
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
    if (meterType) update.mutate({ id: meterType.id, input: checked.data }, handlers);
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
          label={t('fields.name')}
          value={name}
          onChange={setName}
          error={errors.meter_type_name}
          withAsterisk
          data-autofocus
        />
        <Autocomplete
          label={t('fields.size')}
          description={t('form.sizeHint')}
          data={[...METER_SIZES]}
          value={size}
          onChange={setSize}
          error={errors.meter_size}
          withAsterisk
        />
        <Stack>
          <NumberField
            label={t('fields.feeBaht')}
            value={fromHundredths(feeSatang)}
            onChange={(value) => setFeeSatang(toHundredths(value))}
            error={errors.meter_type_fee}
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            allowNegative={false}
            withAsterisk
          />
          <NumberField
            label={t('fields.digits')}
            description={t('form.digitsHint')}
            value={digits}
            onChange={setDigits}
            error={errors.meter_digit}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
          />
        </Stack>
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
