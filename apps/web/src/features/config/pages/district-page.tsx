import { Button, Stack } from '@mantine/core';
import type { TArea } from '@prapa/contracts/areas';
import { useState } from 'react';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { useSortedRecords } from '../../../components/ui/use-sorted-records.ts';
import { useDeleteArea } from '../api/delete-area.ts';
import { useAreas } from '../api/get-areas.ts';
import { useUpdateArea } from '../api/update-area.ts';
import { areaColumns } from '../components/area-columns.tsx';
import { AreaFormModal } from '../components/area-form-modal.tsx';
import { MasterDataHeader } from '../components/master-data-header.tsx';
import { useMasterDataPage } from '../hooks/use-master-data-page.ts';

type FormState = { opened: boolean; area: TArea | null };

/** /customconfig/district: the areas clients belong to, in the meter readers' route order. */
export function DistrictPage() {
  const areas = useAreas();
  const remove = useDeleteArea();
  const update = useUpdateArea();
  const { t, onDelete } = useMasterDataPage<TArea>('config-areas', {
    name: (area) => area.area_name,
    remove: remove.mutateAsync,
    deactivate: (area) =>
      update.mutateAsync({
        id: area.id,
        input: {
          area_code: area.area_code,
          area_name: area.area_name,
          route_order: area.route_order,
          active: false,
        },
      }),
  });
  const [form, setForm] = useState<FormState>({ opened: false, area: null });
  const sorted = useSortedRecords(areas.data, { columnAccessor: 'route_order', direction: 'asc' });

  return (
    <Stack gap="lg">
      <MasterDataHeader
        title={t('title')}
        description={t('description')}
        action={<Button onClick={() => setForm({ opened: true, area: null })}>{t('add')}</Button>}
      />
      <DataTable<TArea>
        columns={areaColumns(t)}
        {...sorted}
        loading={areas.isPending}
        dataName={t('dataName')}
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
