import { Stack, Text } from '@mantine/core';
import type { TJob } from '@prapa/contracts/jobs';
import { useTranslation } from 'react-i18next';
import { JobCard } from '../../../components/ui/job-card.tsx';

/** A report's title and format ('ป.31 · PDF'); another job's kind ('หนังสือแจ้งหนี้'). */
function reportName(job: TJob, titles: Map<string, string>): string | undefined {
  if (job.kind !== 'report') return undefined;
  const report = String(job.params.report ?? '');
  const format = String(job.params.format ?? '').toUpperCase();
  return `${titles.get(report) ?? report} · ${format}`;
}

/** My recent files: a progress bar while a job runs, then the file to download. */
export function JobList({ jobs, titles }: { jobs: TJob[]; titles: Map<string, string> }) {
  const { t } = useTranslation('reports');
  if (jobs.length === 0) return null;
  return (
    <Stack gap="xs" aria-label={t('jobs.title')}>
      <Text fw={600}>{t('jobs.title')}</Text>
      {jobs.slice(0, 5).map((job) => (
        <JobCard
          key={job.id}
          job={job}
          name={reportName(job, titles) ?? t(`jobs.kind.${job.kind}`, { defaultValue: job.kind })}
        />
      ))}
    </Stack>
  );
}
