import { Alert, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDocumentDateTime } from '../../../lib/dates.ts';
import { useStatusHistory } from '../api/get-status-history.ts';
import { useStatusNames } from './use-status-names.ts';

/** The client drawer's "ประวัติการเปลี่ยนสถานะ": what changed, why, who and when. */
export function StatusHistory({ clientId }: { clientId: number }) {
  const { t } = useTranslation('client-status-history');
  const history = useStatusHistory(clientId);
  const names: Partial<Record<string, string>> = useStatusNames();
  const statusName = (code: string) => names[code] ?? code;

  return (
    <Stack gap="xs" data-testid="status-history">
      <Text fw={600}>{t('title')}</Text>
      {history.isPending ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : history.isError ? (
        <Alert color="red">{t('failed')}</Alert>
      ) : history.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} title={t(`action.${entry.action}`)}>
              {entry.status_before !== entry.status_after ? (
                <Text size="xs" c="dimmed">
                  {statusName(entry.status_before)} → {statusName(entry.status_after)}
                </Text>
              ) : null}
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {entry.reason ? t('reason', { reason: entry.reason }) : t('noReason')}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDocumentDateTime(entry.at)} ·{' '}
                {t('by', { name: entry.by || t('unknownUser') })}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
