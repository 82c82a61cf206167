import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { toIsoDate } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/api-download.ts';
import { useOrganisation } from '../../../lib/organisation-query.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { downloadReceiptSummaryXlsx, useReceiptSummary } from '../api/get-receipt-summary.ts';
import { ReceiptSummaryReport } from '../components/receipt-summary-report.tsx';
import { SummaryFilters, type SummaryFilterValues } from '../components/summary-filters.tsx';
import { toSummaryQuery } from '../utils/summary-query.ts';

/** /sumreceipt: receipts of a date range or a cycle per collector; print (A4) and Excel. */
export function ReceiptSummaryPage() {
  const { t } = useTranslation('receipts');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const today = toIsoDate(new Date());
  const [values, setValues] = useState<SummaryFilterValues>({
    mode: 'date',
    from: today,
    to: today,
    cycleId: null,
    collectorId: null,
  });
  const query = toSummaryQuery(values);
  const summary = useReceiptSummary(query);
  // The query keeps the last answer while a new one loads; with no query (cycle mode, no cycle
  // chosen) that answer belongs to another filter and must be neither shown nor printed.
  const report = query === null ? undefined : summary.data;
  // The collectors to choose from are those of the whole range, whoever is chosen now.
  const everyone = useReceiptSummary(toSummaryQuery(values, false));
  const organisation = useOrganisation();
  const [downloading, setDownloading] = useState(false);

  const collectors = (everyone.data?.collectors ?? [])
    .filter((collector) => collector.collected_by !== null)
    .map((collector) => ({ value: String(collector.collected_by), label: collector.payee }));
  const collectorName =
    collectors.find((option) => option.value === String(values.collectorId))?.label ?? null;

  const download = async () => {
    if (!query) return;
    setDownloading(true);
    try {
      saveFile(await downloadReceiptSummaryXlsx(query), t('form.fileName'));
    } catch (error) {
      showError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={2} className="prapa-no-print">
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('description')}
        </Text>
      </Stack>
      <Group className="prapa-no-print" justify="space-between" align="flex-end">
        <SummaryFilters
          values={values}
          onChange={setValues}
          collectors={collectors}
          rangeError={summary.error ? errorMessage(summary.error) : null}
        />
        <Group gap="sm">
          <Button onClick={() => window.print()} disabled={!report}>
            {t('form.print')}
          </Button>
          <Button variant="light" onClick={download} loading={downloading} disabled={!query}>
            {t('form.excel')}
          </Button>
        </Group>
      </Group>
      {summary.error && values.mode === 'cycle' ? (
        <Alert color="red" role="alert" className="prapa-no-print">
          {errorMessage(summary.error)}
        </Alert>
      ) : null}
      {summary.isFetching && !report ? <Loader /> : null}
      {report && !summary.error ? (
        <ReceiptSummaryReport
          summary={report}
          organisation={organisation.data}
          collectorName={collectorName}
        />
      ) : null}
    </Stack>
  );
}
