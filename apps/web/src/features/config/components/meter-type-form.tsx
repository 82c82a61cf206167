import { Autocomplete } from '@mantine/core';
import { METER_SIZES, type TMeterType, ZMeterTypeInput } from '@prapa/contracts/meter-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateMeterType } from '../api/create-meter-type.ts';
import { useUpdateMeterType } from '../api/update-meter-type.ts';
import { MasterDataForm, useMasterDataSave } from './master-data-form.tsx';

type MeterTypeFormProps = { meterType: TMeterType | null; onDone: (saved: boolean) => void };

const DEFAULT_DIGITS = 4;

export function MeterTypeForm({ meterType, onDone }: MeterTypeFormProps) {
  const { t } = useTranslation('config-meter-types');
  const save = useMasterDataSave({
    schema: ZMeterTypeInput,
    id: meterType?.id ?? null,
    create: useCreateMeterType(),
    update: useUpdateMeterType(),
    onDone,
  });
  const [name, setName] = useState(meterType?.meter_type_name ?? '');
  const [size, setSize] = useState(meterType?.meter_size ?? '');
  // Typed in baht, held in satang: the wire and the database never see a decimal.
  const [feeSatang, setFeeSatang] = useState<number | null>(meterType?.meter_type_fee ?? 0);
  const [digits, setDigits] = useState<number | null>(meterType?.meter_digit ?? DEFAULT_DIGITS);
  const [active, setActive] = useState(meterType?.active ?? true);
  const { errors } = save;

  return (
    <MasterDataForm
      ns="config-meter-types"
      failure={save.failure}
      active={active}
      onActiveChange={setActive}
      saving={save.saving}
      onSubmit={() =>
        save.submit({
          meter_type_name: name,
          meter_size: size,
          meter_type_fee: feeSatang,
          meter_digit: digits,
          active,
        })
      }
      onCancel={() => onDone(false)}
    >
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
      <MoneyInput
        label={t('fields.feeBaht')}
        value={feeSatang}
        onChange={(value, problem) => {
          setFeeSatang(value);
          save.trackNumber('meter_type_fee', problem);
        }}
        error={errors.meter_type_fee}
        withAsterisk
      />
      <IntegerInput
        label={t('fields.digits')}
        description={t('form.digitsHint')}
        value={digits}
        onChange={(value, problem) => {
          setDigits(value);
          save.trackNumber('meter_digit', problem);
        }}
        error={errors.meter_digit}
        withAsterisk
      />
    </MasterDataForm>
  );
}
