import { Modal, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { TClientStatus } from '@prapa/contracts/client-statuses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useClientStatuses } from '../api/get-client-statuses.ts';
import { clientStatusColumns } from '../components/client-status-columns.tsx';
import { ClientStatusEditForm } from '../components/client-status-edit-form.tsx';

/** /customconfig/clientstatus: the four fixed status codes; only their names are editable. */
export function ClientStatusPage() {
  const { t, i18n } = useTranslation('config-statuses');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const statuses = useClientStatuses();
  const [editing, setEditing] = useState<TClientStatus | null>(null);

  const onSaved = (status: TClientStatus) => {
    notifications.show({ color: 'green', message: t('success', { code: status.status_code }) });
    setEditing(null);
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('lead')} />
      <DataTable<TClientStatus>
        columns={clientStatusColumns(t, i18n.language)}
        records={statuses.data}
        idAccessor="status_code"
        loading={statuses.isPending}
        dataName={t('dataName')}
        withPagination={false}
        onEdit={setEditing}
        onRowClick={setEditing}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? t('editTitle', { code: editing.status_code }) : ''}
        closeButtonProps={{ 'aria-label': t('common:close') }}
        centered
      >
        {editing ? (
          <ClientStatusEditForm
            status={editing}
            onSaved={onSaved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
