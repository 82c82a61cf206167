import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Progress,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDocumentTitle } from '@mantine/hooks';
import { FILE_KINDS, type TFileRecord } from '@prapa/contracts/files';
import { ROLE } from '@prapa/domain/roles';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { saveFile } from '../../../lib/api-download.ts';
import { showError } from '../../../lib/show-error.ts';
import { useSession } from '../../../lib/use-session.ts';
import { downloadFile } from '../api/download-file.ts';
import { useFiles } from '../api/get-files.ts';
import { BackupList } from '../components/backup-list.tsx';
import { DeleteFileModal } from '../components/delete-file-modal.tsx';
import { formatBytes } from '../components/format-bytes.ts';
import { RelatedRecord } from '../components/related-record.tsx';
import { RetentionCard } from '../components/retention-card.tsx';

/**
 * /filemanagement: every document the system made (reports now; bill batches, notices and
 * the rest as they land), newest first, with checksum, size, who and when. NORM downloads;
 * ADMIN also deletes (with a reason) and sets how long each kind is kept.
 */
export function FileRoomPage() {
  const { t } = useTranslation('files');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const { role } = useSession();
  const admin = role === ROLE.ADMIN || role === ROLE.DEV;
  const [kind, setKind] = useState<string | null>(null);
  const [q, setQ] = useState('');
  const [search] = useDebouncedValue(q.trim(), 300);
  const [page, setPage] = useState(1);
  const files = useFiles({ page, ...(kind ? { kind } : {}), ...(search ? { q: search } : {}) });
  const [deleting, setDeleting] = useState<TFileRecord | null>(null);
  const data = files.data;
  const disk = data?.disk;
  const usedShare =
    disk && disk.total_bytes > 0 ? 100 - (disk.free_bytes / disk.total_bytes) * 100 : 0;

  const download = async (file: TFileRecord) => {
    try {
      saveFile(await downloadFile(file.id), file.name);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      {disk ? (
        <Card withBorder padding="sm">
          <Stack gap={4}>
            <Text size="sm">
              {t('disk.free', {
                free: formatBytes(disk.free_bytes),
                total: formatBytes(disk.total_bytes),
                used: formatBytes(disk.used_by_files_bytes),
              })}
            </Text>
            <Progress
              value={usedShare}
              color={usedShare > 90 ? 'red' : 'blue'}
              aria-label={t('disk.label')}
            />
          </Stack>
        </Card>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.allKinds')}
          clearable
          w={{ base: '100%', xs: 220 }}
          data={FILE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          value={kind}
          onChange={(v) => {
            setKind(v);
            setPage(1);
          }}
        />
        <TextInput
          label={t('filters.search')}
          w={{ base: '100%', xs: 260 }}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {/* On a phone the table scrolls sideways inside its own box; the page does not. */}
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder fz="sm" aria-label={t('title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.name')}</Table.Th>
              <Table.Th>{t('columns.kind')}</Table.Th>
              <Table.Th>{t('columns.related')}</Table.Th>
              <Table.Th ta="right">{t('columns.size')}</Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>{t('columns.by')}</Table.Th>
              <Table.Th>{t('columns.at')}</Table.Th>
              <Table.Th>{t('columns.sha256')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data && data.rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={8} ta="center">
                  {t('empty')}
                </Table.Td>
              </Table.Tr>
            ) : null}
            {(data?.rows ?? []).map((file) => (
              <Table.Tr key={file.id}>
                <Table.Td>
                  <Text size="sm">{file.name}</Text>
                  {file.present ? null : (
                    <Badge color="orange" variant="light" size="xs">
                      {file.regenerable ? t('missingRegenerable') : t('missing')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{t(`kinds.${file.kind}`, { defaultValue: file.kind })}</Table.Td>
                <Table.Td>
                  <RelatedRecord file={file} role={role} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {formatBytes(file.size_bytes)}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{file.created_by_name ?? '—'}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatThaiDateTime(new Date(file.created_at))}
                </Table.Td>
                <Table.Td ff="monospace" fz="xs" title={file.sha256}>
                  {file.sha256.slice(0, 10)}…
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => download(file)}>
                      {t('download')}
                    </Button>
                    {admin ? (
                      <ActionIcon
                        color="red"
                        variant="subtle"
                        aria-label={t('delete.title')}
                        onClick={() => setDeleting(file)}
                      >
                        ✕
                      </ActionIcon>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.total > data.page_size ? (
        <Pagination
          total={Math.ceil(data.total / data.page_size)}
          value={page}
          onChange={setPage}
        />
      ) : null}
      {admin ? <RetentionCard /> : null}
      <BackupList canDownload={admin} />
      <DeleteFileModal file={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
