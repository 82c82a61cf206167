import { Button, Stack } from '@mantine/core';
import type { TMeterType } from '@prapa/contracts/meter-types';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useSortedRecords } from '../../../components/ui/use-sorted-records.ts';
import { useDeleteMeterType } from '../api/delete-meter-type.ts';
import { useMeterTypes } from '../api/get-meter-types.ts';
import { useUpdateMeterType } from '../api/update-meter-type.ts';
import { MasterDataHeader } from '../components/master-data-header.tsx';
import { meterTypeColumns } from '../components/meter-type-columns.tsx';
import { MeterTypeFormModal } from '../components/meter-type-form-modal.tsx';
import { useMasterDataPage } from '../hooks/use-master-data-page.ts';

type FormState = { opened: boolean; meterType: TMeterType | null };

/** /customconfig/meter: meter models, their size, digits and monthly maintenance fee. */
export function MeterTypePage() {
  const meterTypes = useMeterTypes();
  const remove = useDeleteMeterType();
  const update = useUpdateMeterType();
  const { t, onDelete } = useMasterDataPage<TMeterType>('config-meter-types', {
    name: (type) => type.meter_type_name,
    remove: remove.mutateAsync,
    deactivate: ({ id, client_count: _count, ...input }) =>
      update.mutateAsync({ id, input: { ...input, active: false } }),
  });
  const [form, setForm] = useState<FormState>({ opened: false, meterType: null });
  const sorted = useSortedRecords(meterTypes.data, {
    columnAccessor: 'meter_type_name',
    direction: 'asc',
  });

  return (
    <Stack gap="lg">
      <MasterDataHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button onClick={() => setForm({ opened: true, meterType: null })}>{t('add')}</Button>
        }
      />
      <DataTable<TMeterType>
        columns={meterTypeColumns(t)}
        {...sorted}
        loading={meterTypes.isPending}
        dataName={t('dataName')}
        onEdit={(meterType) => setForm({ opened: true, meterType })}
        onDelete={onDelete}
      />
      <MeterTypeFormModal
        opened={form.opened}
        meterType={form.meterType}
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
