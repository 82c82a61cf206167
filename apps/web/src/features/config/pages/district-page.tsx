import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TArea } from '@prapa/contracts/areas';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { sortRecords } from '../../../components/ui/sort-records.ts';
import { useDeleteArea } from '../api/delete-area.ts';
import { useAreas } from '../api/get-areas.ts';
import { useUpdateArea } from '../api/update-area.ts';
import { areaColumns } from '../components/area-columns.tsx';
import { AreaFormModal } from '../components/area-form-modal.tsx';
import { MasterDataHeader } from '../components/master-data-header.tsx';
import { deleteOrDeactivate } from '../utils/delete-or-deactivate.ts';

type FormState = { opened: boolean; area: TArea | null };

/** /customconfig/district: the areas clients belong to, in the meter readers' route order. */
export function DistrictPage() {
  const { t } = useTranslation('config-areas');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const areas = useAreas();
  const remove = useDeleteArea();
  const update = useUpdateArea();
  const [form, setForm] = useState<FormState>({ opened: false, area: null });
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TArea>>({
    columnAccessor: 'route_order',
    direction: 'asc',
  });
  const records = useMemo(
    () => (areas.data ? sortRecords(areas.data, sortStatus) : undefined),
    [areas.data, sortStatus],
  );

  const onDelete = (area: TArea) =>
    deleteOrDeactivate({
      name: area.area_name,
      remove: () => remove.mutateAsync(area.id),
      deactivate: area.active
        ? () =>
            update.mutateAsync({
              id: area.id,
              input: {
                area_code: area.area_code,
                area_name: area.area_name,
                route_order: area.route_order,
                active: false,
              },
            })
        : undefined,
      texts: {
        deleted: t('delete.deleted'),
        deactivated: t('delete.deactivated'),
        inUseTitle: t('delete.inUseTitle'),
        deactivateInstead: t('delete.deactivateInstead'),
      },
    });

  return (
    <Stack gap="lg">
      <MasterDataHeader
        title={t('title')}
        description={t('description')}
        action={<Button onClick={() => setForm({ opened: true, area: null })}>{t('add')}</Button>}
      />
      <DataTable<TArea>
        columns={areaColumns(t)}
        records={records}
        loading={areas.isPending}
        dataName={t('dataName')}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
        onEdit={(area) => setForm({ opened: true, area })}
        onDelete={onDelete}
      />
      <AreaFormModal
        opened={form.opened}
        area={form.area}
        // The area stays until the closing animation is over, so the title does not flip.
        onClose={() => setForm((current) => ({ ...current, opened: false }))}
      />
    </Stack>
  );
}
