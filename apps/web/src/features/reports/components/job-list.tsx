import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { TJob } from '@prapa/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/api-download.ts';
import { showError } from '../../../lib/show-error.ts';
import { useCancelJob } from '../api/cancel-job.ts';
import { downloadJobFile } from '../api/download-job-file.ts';

const COLOR: Record<TJob['state'], string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** My recent report files: a progress bar while a job runs, then the file to download. */
export function JobList({ jobs, titles }: { jobs: TJob[]; titles: Map<string, string> }) {
  const { t } = useTranslation('reports');
  const cancel = useCancelJob();
  if (jobs.length === 0) return null;
  const download = async (job: TJob) => {
    try {
      saveFile(await downloadJobFile(job.id), job.file_name ?? `report-${job.id}`);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Stack gap="xs" aria-label={t('jobs.title')}>
      <Text fw={600}>{t('jobs.title')}</Text>
      {jobs.slice(0, 5).map((job) => {
        const report = String(job.params.report ?? '');
        const format = String(job.params.format ?? '').toUpperCase();
        const name = `${titles.get(report) ?? report} · ${format}`;
        const active = job.state === 'queued' || job.state === 'running';
        return (
          <Card key={job.id} withBorder padding="xs" data-testid={`job-${job.id}`}>
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
                <Button size="xs" variant="light" onClick={() => download(job)}>
                  {t('jobs.download')}
                </Button>
              ) : null}
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
