import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TClient } from '@prapa/contracts/clients';
import { PAGE } from '@prapa/domain/access-list';
import type { DataTableSortStatus } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirmDelete } from '../../../components/ui/confirm-action.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableFilterValues } from '../../../components/ui/data-table-filters.tsx';
import { useDebouncedValue } from '../../../components/ui/use-debounced-value.ts';
import { showError } from '../../../lib/show-error.ts';
import { useDeleteClient } from '../api/delete-client.ts';
import { useClients } from '../api/get-clients.ts';
import { useOpenClientsPdf } from '../api/open-clients-pdf.ts';
import { filterQuery, pageQuery, sortQuery } from '../utils/list-query.ts';
import { ClientBulkBar } from './client-bulk-bar.tsx';
import { clientColumns } from './client-columns.tsx';
import { useClientFilters } from './use-client-filters.ts';
import { useStatusNames } from './use-status-names.ts';

export type ClientTableProps = {
  filters: DataTableFilterValues;
  onFiltersChange: (values: DataTableFilterValues) => void;
  sortStatus: DataTableSortStatus<TClient>;
  onSortStatusChange: (status: DataTableSortStatus<TClient>) => void;
  onOpen: (client: TClient) => void;
  onEdit: (client: TClient) => void;
};

/** The server-paged client list with its filter row, bulk actions and row actions. */
export function ClientTable(props: ClientTableProps) {
  const { filters, onFiltersChange, sortStatus, onSortStatusChange, onOpen, onEdit } = props;
  const { t } = useTranslation('clients');
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<TClient[]>([]);
  const debounced = useDebouncedValue(filters);
  const clients = useClients(pageQuery(debounced, sortStatus, page));
  const remove = useDeleteClient();
  const pdf = useOpenClientsPdf();
  const statusNames = useStatusNames();
  const filterInputs = useClientFilters();

  const onDelete = async (client: TClient) => {
    if (!(await confirmDelete(client.fullname))) return;
    remove.mutate(client.id, {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('manage.deleted', { name: client.fullname }),
        });
        setSelected((current) => current.filter((row) => row.id !== client.id));
      },
      onError: showError,
    });
  };

  const printList = () => {
    const query = { ...filterQuery(debounced), ...sortQuery(sortStatus) };
    pdf.mutate(
      selected.length > 0
        ? { ...sortQuery(sortStatus), ids: selected.map((client) => String(client.id)) }
        : query,
    );
  };

  return (
    <Stack gap="sm">
      <ClientBulkBar
        selected={selected}
        onClear={() => setSelected([])}
        onPrintList={printList}
        printing={pdf.isPending}
      />
      <DataTable<TClient>
        columns={clientColumns(t, statusNames, onOpen)}
        records={clients.data?.rows}
        loading={clients.isPending}
        dataName={t('dataName')}
        totalRecords={clients.data?.total ?? 0}
        page={page}
        onPageChange={setPage}
        sortStatus={sortStatus}
        onSortStatusChange={(status) => {
          setPage(1);
          onSortStatusChange(status);
        }}
        filters={filterInputs}
        filterValues={filters}
        onFiltersChange={(values) => {
          setPage(1);
          onFiltersChange(values);
        }}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        onRowClick={onOpen}
        onEdit={onEdit}
        onDelete={onDelete}
        onPrintReceipt={(client) => navigate(`${PAGE.userBilling}/${client.client_id}`)}
      />
    </Stack>
  );
}
