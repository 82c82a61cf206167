import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { TJob } from '@prapa/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/api-download.ts';
import { downloadJobFile, isActive, useCancelJob } from '../../lib/jobs.ts';
import { showError } from '../../lib/show-error.ts';

const COLOR: Record<TJob['state'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/**
 * A background job as its asker follows it: state, a progress bar and a cancel button while it
 * runs, its error if it failed, then its file to download.
 */
export function JobCard({ job, name }: { job: TJob; name: string }) {
  const { t } = useTranslation('ui');
  const cancel = useCancelJob();
  const active = isActive(job);
  const download = async () => {
    try {
      saveFile(await downloadJobFile(job.id), job.file_name ?? `job-${job.id}`);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Card withBorder padding="xs" data-testid={`job-${job.id}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="nowrap">
            <Badge color={COLOR[job.state]} variant="light" style={{ flexShrink: 0 }}>
              {t(`jobs.state.${job.state}`)}
            </Badge>
            <Text size="sm" truncate>
              {name}
            </Text>
          </Group>
          {active ? (
            <Progress
              value={job.progress}
              animated
              aria-label={t('jobs.progress', { percent: job.progress })}
            />
          ) : null}
          {job.state === 'failed' ? (
            <Text size="xs" c="red">
              {job.error}
            </Text>
          ) : null}
        </Stack>
        {active ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('jobs.cancel_label', { name })}
            loading={cancel.isPending && cancel.variables === job.id}
            onClick={() => cancel.mutate(job.id, { onError: showError })}
          >
            {t('jobs.cancel')}
          </Button>
        ) : null}
        {job.state === 'done' && job.file_id !== null ? (
          <Button size="xs" variant="light" onClick={download}>
            {t('jobs.download')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
