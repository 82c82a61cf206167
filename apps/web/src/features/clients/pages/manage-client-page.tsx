import { Button, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { PAGE } from '@prapa/domain/access-list';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { DataTableFilterValues } from '../../../components/ui/data-table-filters.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { useExportClientsCsv } from '../api/export-clients-csv.ts';
import { useClient } from '../api/get-client.ts';
import { ClientDetailDrawer } from '../components/client-detail-drawer.tsx';
import { ClientEditModal } from '../components/client-edit-modal.tsx';
import { ClientStatusChart } from '../components/client-status-chart.tsx';
import { ClientTable } from '../components/client-table.tsx';
import { DEFAULT_SORT, EMPTY_FILTERS, filterQuery, sortQuery } from '../utils/list-query.ts';

/** /manageclient: the status chart, then the searchable client list with its actions. */
export function ManageClientPage() {
  const { t } = useTranslation('clients');
  useDocumentTitle(`${t('manage.title')} · PRAPA`);
  const [filters, setFilters] = useState<DataTableFilterValues>(EMPTY_FILTERS);
  const [sortStatus, setSortStatus] = useState<DataTableSortStatus<TClient>>(DEFAULT_SORT);
  const [opened, setOpened] = useState<TClient | null>(null);
  const [editing, setEditing] = useState<TClient | null>(null);
  // `?client=<id>&replace=meter` (the investigation's "meter stuck" link): open that member's
  // drawer, with the meter-replacement form when asked.
  const [params, setParams] = useSearchParams();
  const linkedId = Number(params.get('client'));
  const linked = useClient(Number.isInteger(linkedId) && linkedId > 0 ? linkedId : null);
  const replaceMeter = params.get('replace') === 'meter' && opened?.id === linkedId;
  useEffect(() => {
    if (linked.data && linked.data.id === linkedId) setOpened(linked.data);
  }, [linked.data, linkedId]);
  const closeDrawer = () => {
    setOpened(null);
    if (params.has('client')) setParams({}, { replace: true });
  };
  const exportCsv = useExportClientsCsv();
  const debounced = useDebouncedValue(filters);

  const onExport = () =>
    exportCsv.mutate(
      { ...filterQuery(debounced), ...sortQuery(sortStatus) },
      {
        onSuccess: (file) =>
          notifications.show({
            color: 'green',
            message: t('manage.exported', { name: file.filename ?? 'clients.csv' }),
          }),
      },
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('manage.title')}
        description={t('manage.description')}
        actions={
          <>
            <Button variant="default" loading={exportCsv.isPending} onClick={onExport}>
              {t('manage.exportCsv')}
            </Button>
            <Button component={Link} to={PAGE.addNewClient}>
              {t('manage.add')}
            </Button>
          </>
        }
      />
      <ClientStatusChart />
      <ClientTable
        filters={filters}
        onFiltersChange={setFilters}
        sortStatus={sortStatus}
        onSortStatusChange={setSortStatus}
        onOpen={setOpened}
        onEdit={setEditing}
      />
      <ClientDetailDrawer
        row={opened}
        onClose={closeDrawer}
        onEdit={setEditing}
        replaceMeter={replaceMeter}
      />
      <ClientEditModal
        client={editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
