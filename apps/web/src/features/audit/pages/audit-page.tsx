import { Badge, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { AUDIT_KINDS, type TAuditEntry, ZAuditKind } from '@prapa/contracts/audit';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import type { DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { useExportAuditLog } from '../api/export-audit-log.ts';
import { AUDIT_PAGE_SIZE, type AuditFilter, useAuditLog } from '../api/get-audit-log.ts';
import { useAuditPeople } from '../api/get-audit-people.ts';
import { AuditChange } from '../components/audit-change.tsx';

const NO_FILTER: AuditFilter = { account_id: null, from: null, to: null, kind: null };

/** /audit (ADMIN, DEV): who did what and when, with the before and after of each change. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const log = useAuditLog(filter, page);
  const people = useAuditPeople();
  const exportXlsx = useExportAuditLog();

  const change = (next: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(1);
  };

  const actionLabel = (action: string) =>
    t(`actions.${action.replaceAll('.', '_')}`, { defaultValue: action });

  const columns: DataTableColumn<TAuditEntry>[] = [
    {
      accessor: 'at',
      title: t('columns.at'),
      width: 150,
      render: (entry) => formatThaiDateTime(new Date(entry.at)),
    },
    {
      accessor: 'user_name',
      title: t('columns.who'),
      render: (entry) =>
        entry.user_name ? (
          <Stack gap={0}>
            <Text size="sm">{entry.full_name}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {entry.user_name}
            </Text>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nobody')}
          </Text>
        ),
    },
    {
      accessor: 'action',
      title: t('columns.what'),
      render: (entry) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" size="sm">
            {t(`kinds.${entry.kind}`)}
          </Badge>
          <Text size="sm">{actionLabel(entry.action)}</Text>
          <Text size="xs" c="dimmed">
            {entry.entity_id ? `${entry.entity} #${entry.entity_id}` : entry.entity}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'after',
      title: t('columns.change'),
      render: (entry) => <AuditChange entry={entry} />,
    },
    {
      accessor: 'ip',
      title: t('columns.ip'),
      width: 120,
      render: (entry) => (
        <Text size="xs" ff="monospace">
          {entry.ip ?? '–'}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <PageHeader title={t('title')} description={t('lead')} />
        <Button
          variant="default"
          loading={exportXlsx.isPending}
          onClick={() =>
            exportXlsx.mutate(filter, {
              onSuccess: (file) =>
                notifications.show({
                  color: 'green',
                  message: t('exported', { name: file.filename ?? 'audit-log.xlsx' }),
                }),
            })
          }
        >
          {t('export')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          label={t('filters.person')}
          placeholder={t('filters.everyone')}
          data={(people.data ?? []).map((p) => ({
            value: String(p.id),
            label: `${p.full_name} (${p.user_name})`,
          }))}
          value={filter.account_id === null ? null : String(filter.account_id)}
          onChange={(value) => change({ account_id: value ? Number(value) : null })}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
        />
        <ThaiDateInput
          label={t('filters.from')}
          value={filter.from}
          onChange={(from) => change({ from })}
          clearable
        />
        <ThaiDateInput
          label={t('filters.to')}
          value={filter.to}
          onChange={(to) => change({ to })}
          clearable
        />
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          data={AUDIT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={filter.kind}
          onChange={(value) => {
            const parsed = ZAuditKind.safeParse(value);
            change({ kind: parsed.success ? parsed.data : null });
          }}
          clearable
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <DataTable<TAuditEntry>
        columns={columns}
        records={log.data?.rows}
        loading={log.isPending}
        dataName={t('dataName')}
        totalRecords={log.data?.total ?? 0}
        recordsPerPage={AUDIT_PAGE_SIZE}
        page={page}
        onPageChange={setPage}
      />
    </Stack>
  );
}
