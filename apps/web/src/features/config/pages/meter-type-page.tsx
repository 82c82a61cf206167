import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TMeterType } from '@prapa/contracts/meter-types';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { sortRecords } from '../../../components/ui/sort-records.ts';
import { useDeleteMeterType } from '../api/delete-meter-type.ts';
import { useMeterTypes } from '../api/get-meter-types.ts';
import { useUpdateMeterType } from '../api/update-meter-type.ts';
import { MasterDataHeader } from '../components/master-data-header.tsx';
import { meterTypeColumns } from '../components/meter-type-columns.tsx';
import { MeterTypeFormModal } from '../components/meter-type-form-modal.tsx';
import { deleteOrDeactivate } from '../utils/delete-or-deactivate.ts';

type FormState = { opened: boolean; meterType: TMeterType | null };

/** /customconfig/meter: meter models, their size, digits and monthly maintenance fee. */
export function MeterTypePage() {
  const { t } = useTranslation('config-meter-types');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const meterTypes = useMeterTypes();
  const remove = useDeleteMeterType();
  const update = useUpdateMeterType();
  const [form, setForm] = useState<FormState>({ opened: false, meterType: null });
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TMeterType>>({
    columnAccessor: 'meter_type_name',
    direction: 'asc',
  });
  const records = useMemo(
    () => (meterTypes.data ? sortRecords(meterTypes.data, sortStatus) : undefined),
    [meterTypes.data, sortStatus],
  );

  const onDelete = (type: TMeterType) => {
    const { id, client_count: _count, ...input } = type;
    return deleteOrDeactivate({
      name: type.meter_type_name,
      remove: () => remove.mutateAsync(id),
      deactivate: type.active
        ? () => update.mutateAsync({ id, input: { ...input, active: false } })
        : undefined,
      texts: {
        deleted: t('delete.deleted'),
        deactivated: t('delete.deactivated'),
        inUseTitle: t('delete.inUseTitle'),
        deactivateInstead: t('delete.deactivateInstead'),
      },
    });
  };

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
        records={records}
        loading={meterTypes.isPending}
        dataName={t('dataName')}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
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
