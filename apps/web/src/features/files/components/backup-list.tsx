import { Button, Card, Stack, Table, Text } from '@mantine/core';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/api-download.ts';
import { showError } from '../../../lib/show-error.ts';
import { downloadBackup } from '../api/download-file.ts';
import { useBackups } from '../api/get-backups.ts';
import { formatBytes } from './format-bytes.ts';

/** Backups found under PRAPA_DATA_DIR/backups (written by the backup feature), if any. */
export function BackupList({ canDownload }: { canDownload: boolean }) {
  const { t } = useTranslation('files');
  const backups = useBackups();
  if (!backups.data?.exists) return null;
  return (
    <Card withBorder>
      <Stack gap="xs">
        <Text fw={600}>{t('backups.title')}</Text>
        {backups.data.rows.length === 0 ? <Text size="sm">{t('backups.none')}</Text> : null}
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm">
            <Table.Tbody>
              {backups.data.rows.map((b) => (
                <Table.Tr key={b.name}>
                  <Table.Td>{b.name}</Table.Td>
                  <Table.Td>{formatBytes(b.size_bytes)}</Table.Td>
                  <Table.Td>{formatThaiDateTime(new Date(b.modified_at))}</Table.Td>
                  <Table.Td ff="monospace" fz="xs">
                    {b.sha256 ? `${b.sha256.slice(0, 12)}…` : t('backups.noChecksum')}
                  </Table.Td>
                  <Table.Td>
                    {canDownload ? (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={async () => {
                          try {
                            saveFile(await downloadBackup(b.name), b.name);
                          } catch (error) {
                            showError(error);
                          }
                        }}
                      >
                        {t('download')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Card>
  );
}
