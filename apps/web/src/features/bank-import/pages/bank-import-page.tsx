import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TBankDryRun, TBankFileUpload, TBankPreview } from '@prapa/contracts/bank-import';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { readFileBase64 } from '../../data-import/utils/read-file-base64.ts';
import {
  useBankConfirm,
  useBankDryRun,
  useBankMappings,
  useBankPreview,
} from '../api/bank-import-api.ts';
import { BankCheckPanel } from '../components/bank-check-panel.tsx';
import { BankLinesTable } from '../components/bank-lines-table.tsx';
import { BankMappingCard, columnLetter } from '../components/bank-mapping-card.tsx';
import { BankTotals } from '../components/bank-totals.tsx';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'checked'; upload: TBankFileUpload; report: TBankDryRun }
  | { kind: 'done'; receipts: number }
  | { kind: 'failed'; message: string };

/** /process/importcsvfile: import a bank payment file, and check the files imported. */
export function BankImportPage() {
  const { t } = useTranslation('bank-import');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'check' ? 'check' : 'import';
  return (
    <Stack gap="lg">
      <PageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onChange={(next) => setParams(next === 'check' ? { tab: 'check' } : {})}>
        <Tabs.List>
          <Tabs.Tab value="import">{t('tabs.import')}</Tabs.Tab>
          <Tabs.Tab value="check">{t('tabs.check')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="import" pt="md">
          {tab === 'import' ? <ImportPanel /> : null}
        </Tabs.Panel>
        <Tabs.Panel value="check" pt="md">
          {tab === 'check' ? <BankCheckPanel /> : null}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** A CSV / Excel list is read through its account's saved column mapping. */
const isTableFile = (file: File | null) => file !== null && /\.(csv|xlsx)$/i.test(file.name);

function ImportPanel() {
  const { t } = useTranslation('bank-import');
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [accountKey, setAccountKey] = useState<string | null>(null);
  const [preview, setPreview] = useState<TBankPreview | null>(null);
  const [editing, setEditing] = useState(false);
  const dryRun = useBankDryRun();
  const confirm = useBankConfirm();
  const mappings = useBankMappings();
  const previewFile = useBankPreview();
  const table = isTableFile(file);
  const accounts = mappings.data?.accounts ?? [];
  const account = accounts.find((a) => `${a.bank_code}/${a.account_no}` === accountKey);
  const saved = mappings.data?.mappings.find(
    (m) => account && m.bank_code === account.bank_code && m.account_no === account.account_no,
  );
  const single = accounts.length === 1 ? accounts[0] : undefined;
  useEffect(() => {
    if (single && accountKey === null) setAccountKey(`${single.bank_code}/${single.account_no}`);
  }, [single, accountKey]);

  const choose = async (next: File | null) => {
    setFile(next);
    setStep({ kind: 'idle' });
    setPreview(null);
    setEditing(false);
    if (!next || !isTableFile(next)) return;
    try {
      const content = await readFileBase64(next);
      setPreview(await previewFile.mutateAsync({ file_name: next.name, content_base64: content }));
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const check = async () => {
    if (!file) return;
    setStep({ kind: 'busy' });
    try {
      const upload = {
        file_name: file.name,
        content_base64: await readFileBase64(file),
        ...(table && saved ? { mapping_id: saved.id } : {}),
      };
      setStep({ kind: 'checked', upload, report: await dryRun.mutateAsync(upload) });
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error) });
    }
  };

  const apply = async (upload: TBankFileUpload, report: TBankDryRun) => {
    const sure = await confirmAction({
      title: t('confirm.title'),
      message: t('confirm.message', { count: report.totals.applied_count }),
      confirmLabel: t('confirm.button'),
    });
    if (!sure) return;
    setStep({ kind: 'busy' });
    try {
      const result = await confirm.mutateAsync({ ...upload, fingerprint: report.fingerprint });
      setStep({ kind: 'done', receipts: result.receipts });
    } catch (error) {
      setStep({ kind: 'failed', message: errorMessage(error) });
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm">
          <FileInput
            label={t('file.label')}
            description={t('file.help')}
            placeholder={t('file.placeholder')}
            value={file}
            onChange={(next) => {
              choose(next).catch(showError);
            }}
            clearable
            w={{ base: '100%', sm: 420 }}
          />
          {table ? (
            <Select
              label={t('mapping.account')}
              data={accounts.map((a) => ({
                value: `${a.bank_code}/${a.account_no}`,
                label: `${a.bank_code} ${a.account_no} ${a.account_name}`,
              }))}
              value={accountKey}
              onChange={(value) => {
                setAccountKey(value);
                setEditing(false);
              }}
              placeholder={t('mapping.chooseAccount')}
              w={{ base: '100%', sm: 320 }}
            />
          ) : null}
          <Button
            onClick={check}
            disabled={!file || step.kind === 'busy' || (table && (!saved || editing))}
            loading={step.kind === 'busy'}
          >
            {t('file.check')}
          </Button>
        </Group>
      </Paper>
      {table && account && saved && !editing ? (
        <Group gap="sm" data-testid="bank-mapping-saved">
          <Text size="sm">
            {t('mapping.using', {
              date: columnLetter(saved.date_col),
              ref1: columnLetter(saved.ref1_col),
              amount: columnLetter(saved.amount_col),
              row: saved.first_row,
            })}
          </Text>
          <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
            {t('mapping.edit')}
          </Button>
        </Group>
      ) : null}
      {table && account && (!saved || editing) ? (
        <BankMappingCard
          account={account}
          saved={saved}
          preview={preview}
          onSaved={() => setEditing(false)}
        />
      ) : null}
      {step.kind === 'failed' ? (
        <Alert color="red" title={t('failed')} role="alert">
          {step.message}
        </Alert>
      ) : null}
      {step.kind === 'done' ? (
        <Alert color="teal" title={t('done.title')} role="status">
          {t('done.message', { count: step.receipts })}
        </Alert>
      ) : null}
      {step.kind === 'checked' ? (
        <DryRunReport report={step.report} onConfirm={() => apply(step.upload, step.report)} />
      ) : null}
    </Stack>
  );
}

function DryRunReport({ report, onConfirm }: { report: TBankDryRun; onConfirm: () => void }) {
  const { t } = useTranslation('bank-import');
  const header = report.header;
  return (
    <Stack gap="md">
      {header ? (
        <Text size="sm" data-testid="bank-header">
          {t(header.record_length === null ? 'headerTable' : 'header', {
            bank: header.bank_code,
            account: header.account_no,
            name: header.company_name,
            date: header.effective_date ? formatDocumentDate(header.effective_date) : '-',
            length: header.record_length ?? '-',
          })}
        </Text>
      ) : null}
      <BankTotals totals={report.totals} />
      {report.problems.length > 0 ? (
        <Alert color={report.can_confirm ? 'yellow' : 'red'} title={t('problems')}>
          <List size="sm">
            {report.problems.map((p) => (
              <List.Item key={`${p.record}-${p.field}-${p.code}`}>{p.message}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {report.can_confirm ? (
        <Group justify="space-between">
          <Text size="sm">{t('ready', { count: report.totals.applied_count })}</Text>
          <Button color="teal" onClick={onConfirm} disabled={report.totals.applied_count === 0}>
            {t('confirm.button')}
          </Button>
        </Group>
      ) : null}
      <BankLinesTable lines={report.lines} />
    </Stack>
  );
}
