import {
  Alert,
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useDocumentTitle, useMediaQuery } from '@mantine/hooks';
import { type TDebtorRow, type TLetterKind, ZLetterJobParams } from '@prapa/contracts/debt';
import { formatBaht } from '@prapa/domain/money';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '../../../components/ui/area-select.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { JobCard } from '../../../components/ui/job-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { openFileInNewTab } from '../../../lib/api-download.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { useJob } from '../../../lib/jobs.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { downloadLetterBatch, useIssueLetters, usePreviewLetters } from '../api/letters.ts';
import { debtorColumns } from '../components/debtor-columns.tsx';
import { MinAmountInput, MinMonthsInput } from '../components/debtor-filter-inputs.tsx';
import { DisconnectionPanel } from '../components/disconnection-panel.tsx';

const KINDS: readonly TLetterKind[] = ['first', 'second', 'final'];

/**
 * /process/debtnotification: choose debtors, preview, issue numbered letters as one PDF. Issuing
 * runs as a background job (thousands of letters take a while): its progress bar shows here,
 * the PDF lands in the file room.
 */
export function DebtNotificationPage() {
  const { t } = useTranslation('debt');
  useDocumentTitle(`${t('notify.title')} · PRAPA`);
  const [kind, setKind] = useState<TLetterKind>('first');
  const [minMonths, setMinMonths] = useState<number>(2);
  const [areaId, setAreaId] = useState<number | null>(null);
  const [minBaht, setMinBaht] = useState<number | null>(null);
  const [selected, setSelected] = useState<TDebtorRow[]>([]);
  const [jobId, setJobId] = useState<number | null>(null);
  const [tab, setTab] = useState<'letters' | 'cut'>('letters');
  // A phone gets the debtors page's two-column layout (issue 19).
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const preview = usePreviewLetters();
  const issue = useIssueLetters();
  const job = useJob(jobId).data;
  const data = preview.data;
  const done = job?.state === 'done' ? job : undefined;
  const jobParams = job ? ZLetterJobParams.safeParse(job.params).data : undefined;
  const issued = done ? jobParams?.batch : undefined;
  const invalidateDebt = issue.invalidate;
  // The debtor list shows the letters once the job has numbered them.
  useEffect(() => {
    if (done) invalidateDebt();
  }, [done, invalidateDebt]);

  const filters = {
    kind,
    min_months: minMonths,
    ...(areaId === null ? {} : { area_id: areaId }),
    ...(minBaht === null ? {} : { min_amount_satang: Math.round(minBaht * 100) }),
  };
  const showPreview = () => {
    setJobId(null);
    preview.mutate(filters, { onSuccess: (result) => setSelected(result.rows) });
  };
  const printBatch = async (batchNo: number) => {
    try {
      await openFileInNewTab(() => downloadLetterBatch(batchNo), `debt-letters-${batchNo}.pdf`);
    } catch (error) {
      showError(error);
    }
  };
  // Everyone the filters found: the filters go (the job finds the same members, bar any who
  // paid meanwhile); otherwise the members picked by hand.
  const everyone = data !== undefined && selected.length === data.count;
  const issueSelected = () =>
    issue.mutate(
      everyone ? filters : { kind, min_months: 1, client_ids: selected.map((r) => r.client_id) },
      {
        onSuccess: (queued) => {
          setJobId(queued.id);
          preview.reset();
          setSelected([]);
        },
      },
    );
  const chosenAmount = selected.reduce((s, r) => s + r.overdue_satang, 0);

  return (
    <Stack gap="lg">
      <PageHeader title={t('notify.title')} description={t('notify.description')} />
      <Tabs value={tab} onChange={(v) => setTab(v === 'cut' ? 'cut' : 'letters')}>
        <Tabs.List>
          <Tabs.Tab value="letters">{t('notify.tabLetters')}</Tabs.Tab>
          <Tabs.Tab value="cut">{t('notify.tabCut')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'cut' ? (
        <DisconnectionPanel />
      ) : (
        <>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('notify.kind')}
            </Text>
            <SegmentedControl
              value={kind}
              onChange={(v) => setKind(v as TLetterKind)}
              data={KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
              maw={560}
            />
          </Stack>
          <SimpleGrid
            cols={{ base: 1, sm: 4 }}
            spacing="sm"
            role="search"
            aria-label={t('filters.label')}
          >
            <MinMonthsInput value={minMonths} onChange={(v) => setMinMonths(v ?? 1)} />
            <AreaSelect
              label={t('filters.area')}
              placeholder={t('filters.allAreas')}
              value={areaId}
              onChange={setAreaId}
            />
            <MinAmountInput value={minBaht} onChange={setMinBaht} />
            <Button onClick={showPreview} loading={preview.isPending} style={{ alignSelf: 'end' }}>
              {t('notify.preview')}
            </Button>
          </SimpleGrid>
          {preview.error || issue.error ? (
            <Alert color="red" role="alert">
              {errorMessage(preview.error ?? issue.error)}
            </Alert>
          ) : null}
          {job && !done ? (
            <JobCard
              job={job}
              name={t('notify.jobName', { kind: t(`kinds.${jobParams?.selection.kind ?? kind}`) })}
            />
          ) : null}
          {issued ? (
            <Alert color="green" title={t('notify.issuedTitle')}>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm">
                  {t('notify.issued', {
                    count: issued.count,
                    first: issued.first_no,
                    last: issued.last_no,
                  })}
                </Text>
                <Button variant="default" onClick={() => void printBatch(issued.batch_no)}>
                  {t('notify.print')}
                </Button>
              </Group>
            </Alert>
          ) : null}
          {data ? (
            <>
              <Group justify="space-between" wrap="wrap">
                <Text size="sm" data-testid="letter-summary">
                  {t('notify.summary', {
                    chosen: selected.length,
                    count: data.count,
                    amount: formatBaht(chosenAmount),
                    issuedOn: formatDocumentDate(data.issued_on, 'short'),
                    payBy: formatDocumentDate(data.pay_by, 'short'),
                  })}
                </Text>
                <Button
                  color="red"
                  onClick={issueSelected}
                  loading={issue.isPending}
                  disabled={selected.length === 0}
                >
                  {t('notify.issue', { count: selected.length })}
                </Button>
              </Group>
              <DataTable<TDebtorRow>
                columns={debtorColumns(t, phone)}
                records={data.rows}
                idAccessor="client_id"
                dataName={t('account.dataName')}
                recordsPerPage={20}
                selectedRecords={selected}
                onSelectedRecordsChange={setSelected}
              />
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
