import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type {
  TImportDryRun,
  TImportFileRequest,
  TImportFormat,
  TImportResult,
} from '@prapa/contracts/data-import';
import { PAGE } from '@prapa/domain/access-list';
import { formatBaht } from '@prapa/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { useConfirmImport } from '../api/confirm-import.ts';
import { downloadImportTemplate } from '../api/download-import-template.ts';
import { useDryRunImport } from '../api/dry-run-import.ts';
import { ImportReportTable } from '../components/import-report-table.tsx';
import { ImportSummary } from '../components/import-summary.tsx';
import { readFileBase64 } from '../utils/read-file-base64.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy'; label: 'reading' | 'checking' | 'importing'; report?: TImportDryRun }
  | { kind: 'checked'; request: TImportFileRequest; report: TImportDryRun }
  | { kind: 'done'; result: TImportResult }
  | { kind: 'failed'; message: string; report?: TImportDryRun };

/** /dev/import: template, file, dry-run report, then one confirmed import (DEV and ADMIN). */
export function DataImportPage() {
  const { t } = useTranslation('data-import');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const dryRun = useDryRunImport();
  const confirm = useConfirmImport();
  const busy = step.kind === 'busy';

  const check = async () => {
    if (!file) return;
    setStep({ kind: 'busy', label: 'reading' });
    try {
      const request = { file_name: file.name, content_base64: await readFileBase64(file) };
      setStep({ kind: 'busy', label: 'checking' });
      const report = await dryRun.mutateAsync(request);
      setStep({ kind: 'checked', request, report });
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const importAll = async (request: TImportFileRequest, report: TImportDryRun) => {
    const { totals } = report;
    const sure = await confirmAction({
      title: t('confirm.title'),
      message: t('confirm.message', {
        clients: totals.clients.toLocaleString('th-TH'),
        meters: totals.meters.toLocaleString('th-TH'),
        debts: totals.opening_debts.toLocaleString('th-TH'),
        amount: formatBaht(totals.opening_debt_total),
      }),
      confirmLabel: t('confirm.confirm'),
    });
    if (!sure) return;
    setStep({ kind: 'busy', label: 'importing', report });
    try {
      setStep({ kind: 'done', result: await confirm.mutateAsync(request) });
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error), report });
    }
  };

  const template = (format: TImportFormat) => () => {
    downloadImportTemplate(format).catch(showError);
  };
  const report =
    step.kind === 'checked' || step.kind === 'busy' || step.kind === 'failed'
      ? step.report
      : undefined;

  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />

      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={2} maw={560}>
              <Text fw={600}>{t('template.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('template.help')}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button variant="light" onClick={template('csv')}>
                {t('template.csv')}
              </Button>
              <Button variant="light" onClick={template('xlsx')}>
                {t('template.xlsx')}
              </Button>
            </Group>
          </Group>
          <Group align="flex-end" gap="sm">
            <FileInput
              label={t('file.label')}
              placeholder={t('file.placeholder')}
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              value={file}
              onChange={(next) => {
                setFile(next);
                setStep({ kind: 'idle' });
              }}
              clearable
              disabled={busy}
              w={{ base: '100%', sm: 380 }}
            />
            <Button
              onClick={check}
              disabled={!file || busy}
              loading={busy && step.label !== 'importing'}
            >
              {t('file.check')}
            </Button>
          </Group>
        </Stack>
      </Paper>

      {step.kind === 'busy' ? (
        <Stack gap={6} role="status" aria-live="polite">
          <Text size="sm">{t(`progress.${step.label}`)}</Text>
          <Progress value={100} striped animated aria-label={t(`progress.${step.label}`)} />
        </Stack>
      ) : null}

      {step.kind === 'failed' ? (
        <Alert color="red" title={t('failed')} role="alert">
          {step.message}
        </Alert>
      ) : null}

      {step.kind === 'done' ? (
        <ImportDone
          result={step.result}
          onAnother={() => {
            setFile(null);
            setStep({ kind: 'idle' });
          }}
        />
      ) : null}

      {report ? (
        <Stack gap="md">
          <ImportSummary totals={report.totals} />
          {report.totals.problems > 0 ? (
            <Alert color="red" title={t('blocked.title')}>
              {t('blocked.message', {
                problems: report.totals.problems.toLocaleString('th-TH'),
                rows: report.totals.rows_with_problems.toLocaleString('th-TH'),
              })}
            </Alert>
          ) : (
            <Alert color="teal" title={t('ready.title')}>
              <Group justify="space-between" gap="sm">
                <Text size="sm">{t('ready.message', { file: report.file_name })}</Text>
                {step.kind === 'checked' ? (
                  <Button color="teal" onClick={() => importAll(step.request, report)}>
                    {t('confirm.button')}
                  </Button>
                ) : null}
              </Group>
            </Alert>
          )}
          <ImportReportTable key={report.file_name} report={report} />
        </Stack>
      ) : null}
    </Stack>
  );
}

function ImportDone({ result, onAnother }: { result: TImportResult; onAnother: () => void }) {
  const { t } = useTranslation('data-import');
  const { totals } = result;
  return (
    <Alert color="teal" title={t('done.title')} role="status">
      <Stack gap="xs">
        <Text size="sm">
          {t('done.clients', {
            count: totals.clients.toLocaleString('th-TH'),
            first: result.first_member_id ?? '-',
            last: result.last_member_id ?? '-',
          })}
        </Text>
        <Text size="sm">
          {totals.opening_debts > 0
            ? t('done.debts', {
                count: totals.opening_debts.toLocaleString('th-TH'),
                first: result.first_invoice_no ?? '-',
                last: result.last_invoice_no ?? '-',
                amount: formatBaht(totals.opening_debt_total),
              })
            : t('done.noDebts')}
        </Text>
        <Group gap="xs">
          <Button component={Link} to={PAGE.manageClient} variant="light" color="teal">
            {t('done.toClients')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onAnother}>
            {t('done.another')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
