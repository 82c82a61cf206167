import { type TArea, ZAreaInput } from '@prapa/contracts/areas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCreateArea } from '../api/create-area.ts';
import { useUpdateArea } from '../api/update-area.ts';
import { MasterDataForm, useMasterDataSave } from './master-data-form.tsx';

type AreaFormProps = { area: TArea | null; onDone: (saved: boolean) => void };

export function AreaForm({ area, onDone }: AreaFormProps) {
  const { t } = useTranslation('config-areas');
  const save = useMasterDataSave({
    schema: ZAreaInput,
    id: area?.id ?? null,
    create: useCreateArea(),
    update: useUpdateArea(),
    onDone,
  });
  const [code, setCode] = useState(area?.area_code ?? '');
  const [name, setName] = useState(area?.area_name ?? '');
  const [routeOrder, setRouteOrder] = useState<number | null>(area?.route_order ?? null);
  const [active, setActive] = useState(area?.active ?? true);
  const { errors } = save;

  return (
    <MasterDataForm
      ns="config-areas"
      failure={save.failure}
      active={active}
      onActiveChange={setActive}
      saving={save.saving}
      onSubmit={() =>
        save.submit({ area_code: code, area_name: name, route_order: routeOrder, active })
      }
      onCancel={() => onDone(false)}
    >
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
      <IntegerInput
        label={t('fields.routeOrder')}
        description={t('form.routeOrderHint')}
        value={routeOrder}
        onChange={(value, problem) => {
          setRouteOrder(value);
          save.trackNumber('route_order', problem);
        }}
        error={errors.route_order}
      />
    </MasterDataForm>
  );
}
