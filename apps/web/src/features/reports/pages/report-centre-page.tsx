import { Alert, Button, Group, Loader, Select, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TReportFilters, TReportKind, TReportRequest } from '@prapa/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useMyJobs } from '../../../lib/jobs.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { useCreateReportJob } from '../api/create-report-job.ts';
import { useReportCatalogue } from '../api/get-report-catalogue.ts';
import { useReportPreview } from '../api/preview-report.ts';
import { JobList } from '../components/job-list.tsx';
import { ReportFilters, type ReportFilterValues } from '../components/report-filters.tsx';
import { ReportPreviewTable } from '../components/report-preview-table.tsx';

const NO_FILTERS: ReportFilterValues = { cycleId: null, fiscalYear: null, areaId: null };

function toFilters(values: ReportFilterValues, takes: readonly string[]): TReportFilters {
  const filters: TReportFilters = {};
  if (values.cycleId !== null && takes.includes('cycle_id')) filters.cycle_id = values.cycleId;
  if (values.fiscalYear !== null && takes.includes('fiscal_year')) {
    filters.fiscal_year = values.fiscalYear;
  }
  if (values.areaId !== null && takes.includes('area_id')) filters.area_id = values.areaId;
  return filters;
}

/**
 * /reports: the official reports of spec §9. Choose a report and its filters, see the first
 * rows, then ask for the PDF or the Excel file: it is made in the background (a progress bar
 * here) and kept in the file room, so the page may be left meanwhile.
 */
export function ReportCentrePage() {
  const { t } = useTranslation('reports');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const catalogue = useReportCatalogue();
  const [chosen, setChosen] = useState<TReportKind | null>(null);
  const [values, setValues] = useState<ReportFilterValues>(NO_FILTERS);
  const entries = catalogue.data ?? [];
  const entry = entries.find((e) => e.report === chosen) ?? entries[0];
  const request: TReportRequest | null = entry
    ? { report: entry.report, filters: toFilters(values, entry.filters) }
    : null;
  const preview = useReportPreview(request);
  const jobs = useMyJobs();
  const create = useCreateReportJob();
  const titles = new Map(entries.map((e) => [e.report as string, e.title]));

  const produce = (format: 'pdf' | 'xlsx') => {
    if (!request) return;
    create.mutate(
      { kind: 'report', report: request.report, format, filters: request.filters },
      { onError: showError },
    );
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      {catalogue.isPending ? <Loader size="sm" /> : null}
      {entry ? (
        <Stack gap="sm">
          <Select
            label={t('report')}
            data={entries.map((e) => ({ value: e.report, label: e.title }))}
            value={entry.report}
            onChange={(v) => v && setChosen(v as TReportKind)}
            allowDeselect={false}
            w={{ base: '100%', sm: 460 }}
          />
          <ReportFilters entry={entry} values={values} onChange={setValues} />
          <Group gap="sm">
            <Button onClick={() => produce('pdf')} loading={create.isPending}>
              {t('actions.pdf')}
            </Button>
            <Button variant="light" onClick={() => produce('xlsx')} loading={create.isPending}>
              {t('actions.xlsx')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      <JobList jobs={jobs.data ?? []} titles={titles} />
      {preview.error ? (
        <Alert color="red" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      ) : null}
      {preview.data ? <ReportPreviewTable preview={preview.data} /> : null}
      {preview.isFetching && !preview.data ? <Loader size="sm" /> : null}
    </Stack>
  );
}
