import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MOCK_SIZES, type TMockJob, type TMockSize } from '@prapa/contracts/dev-mock';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatMonth } from '../../../lib/dayjs.ts';
import { useMockState } from '../api/get-mock-state.ts';
import { useStartMock } from '../api/start-mock.ts';

const SIZES = Object.keys(MOCK_SIZES) as TMockSize[];
const number = (n: number) => n.toLocaleString('th-TH');

function JobProgress({ job }: { job: TMockJob }) {
  const { t } = useTranslation('dev-mock');
  const percent = Math.round((job.done / job.total) * 100);
  const month = job.month ? formatMonth(job.month, t('monthFormat')) : '';
  const step = job.step ? t(`steps.${job.step}`, { month }) : t('steps.waiting');
  return (
    <Stack gap="xs" data-testid="mock-progress">
      <Group justify="space-between">
        <Text fw={600}>{t(`status.${job.status}`)}</Text>
        <Text c="dimmed">{t('elapsed', { seconds: (job.elapsed_ms / 1000).toFixed(1) })}</Text>
      </Group>
      <Progress
        value={percent}
        size="xl"
        animated={job.status === 'running'}
        color={job.status === 'failed' ? 'red' : job.status === 'done' ? 'teal' : 'blue'}
        aria-label={t('progressLabel', { percent })}
      />
      <Text size="sm">{t('stepOf', { step, done: job.done, total: job.total })}</Text>
      {job.error && (
        <Alert color="red" title={t('failed')}>
          {job.error}
        </Alert>
      )}
    </Stack>
  );
}

function JobSummary({ job }: { job: TMockJob }) {
  const { t } = useTranslation('dev-mock');
  if (!job.summary) return null;
  const rows = (['clients', 'readings', 'invoices', 'receipts', 'debtors'] as const).map((key) => (
    <Table.Tr key={key}>
      <Table.Td>{t(`summary.${key}`)}</Table.Td>
      <Table.Td ta="right">{number(job.summary?.[key] ?? 0)}</Table.Td>
    </Table.Tr>
  ));
  return (
    <Table data-testid="mock-summary" maw={420} withTableBorder>
      <Table.Tbody>{rows}</Table.Tbody>
    </Table>
  );
}

/** /dev/mock: the data generator from the browser, for the DEV role. */
export function DevMockPage() {
  const { t } = useTranslation('dev-mock');
  const [size, setSize] = useState<TMockSize>('small');
  const state = useMockState();
  const start = useStartMock();
  const queryClient = useQueryClient();
  // Three sizes side by side do not fit a phone: one under the other there.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const job = state.data?.job ?? null;
  const running = job?.status === 'running';

  // When a generation ends every cached screen is stale: drop the caches once.
  const lastStatus = useRef(job?.status);
  useEffect(() => {
    if (lastStatus.current === 'running' && job?.status && job.status !== 'running') {
      void queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'dev-mock' });
    }
    lastStatus.current = job?.status;
  }, [job?.status, queryClient]);

  const refusal = state.data?.refusal ?? null;
  const startError = start.error instanceof Error ? start.error.message : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      {refusal && (
        <Alert color="orange" title={t('refusedTitle')} data-testid="mock-refusal">
          {refusal}
        </Alert>
      )}
      <Card withBorder padding="lg" maw={760}>
        <Stack gap="md">
          <Text fw={600}>{t('sizeLabel')}</Text>
          <SegmentedControl
            value={size}
            onChange={(value) => setSize(value as TMockSize)}
            disabled={running}
            orientation={narrow ? 'vertical' : 'horizontal'}
            fullWidth={narrow}
            data={SIZES.map((value) => ({
              value,
              label: t(`sizes.${value}`, {
                clients: number(MOCK_SIZES[value].clients),
                months: MOCK_SIZES[value].months,
              }),
            }))}
          />
          <Text size="sm" c="dimmed">
            {t('warning')}
          </Text>
          <Group>
            <Button
              onClick={() => start.mutate(size)}
              loading={start.isPending}
              disabled={running || refusal !== null || state.isPending}
            >
              {t('start')}
            </Button>
          </Group>
          {startError && !running && (
            <Alert color="red" data-testid="mock-start-error">
              {startError}
            </Alert>
          )}
          {job && <JobProgress job={job} />}
          {job?.status === 'done' && <JobSummary job={job} />}
        </Stack>
      </Card>
    </Stack>
  );
}
