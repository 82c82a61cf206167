import {
  Alert,
  Button,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { fiscalYearBE, toIsoDate } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/api-download.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { downloadForm32, type Form32Query, useForm32 } from '../api/form32.ts';
import { Form32Table } from './form32-table.tsx';

type View = 'area' | 'collector' | 'year';

/** Form 32 for a month (by area or by collector) or a fiscal year; PDF and Excel. */
export function Form32Panel() {
  const { t } = useTranslation('remittance');
  const today = new Date();
  const [view, setView] = useState<View>('area');
  const [month, setMonth] = useState(toIsoDate(today).slice(0, 7));
  const thisYear = fiscalYearBE(today);
  const [year, setYear] = useState(thisYear);
  const query: Form32Query = view === 'year' ? { view, fiscal_year: year } : { view, month };
  const form = useForm32(query);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      saveFile(await downloadForm32(query, format), `form32.${format}`);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack gap="md">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <Group align="flex-end" wrap="wrap">
          <SegmentedControl
            value={view}
            onChange={(v) => setView(v as View)}
            data={[
              { value: 'area', label: t('form32.by_area') },
              { value: 'collector', label: t('form32.by_collector') },
              { value: 'year', label: t('form32.by_year') },
            ]}
          />
          {view === 'year' ? (
            <Select
              aria-label={t('form32.fiscal_year')}
              data={[thisYear - 1, thisYear, thisYear + 1].map((y) => ({
                value: String(y),
                label: String(y),
              }))}
              value={String(year)}
              onChange={(v) => v && setYear(Number(v))}
              allowDeselect={false}
              w={120}
            />
          ) : (
            <TextInput
              type="month"
              aria-label={t('form32.month_pick')}
              value={month}
              onChange={(e) => e.currentTarget.value && setMonth(e.currentTarget.value)}
            />
          )}
        </Group>
        <Group gap="xs">
          <Button onClick={() => download('pdf')} loading={busy === 'pdf'}>
            {t('form32.pdf')}
          </Button>
          <Button variant="light" onClick={() => download('xlsx')} loading={busy === 'xlsx'}>
            {t('form32.excel')}
          </Button>
        </Group>
      </Group>
      {form.isPending ? <Loader /> : null}
      {form.error ? <Alert color="red">{errorMessage(form.error)}</Alert> : null}
      {form.data ? (
        <>
          <Text fw={600}>{form.data.title}</Text>
          <Form32Table form={form.data} />
        </>
      ) : null}
    </Stack>
  );
}
