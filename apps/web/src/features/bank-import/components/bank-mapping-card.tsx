import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  BANK_DATE_ORDERS,
  type TBankColumnMapping,
  type TBankColumnMappingInput,
  type TBankPreview,
} from '@prapa/contracts/bank-import';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/show-error.ts';
import { useSaveBankMapping } from '../api/bank-import-api.ts';

const FIELDS = ['date_col', 'time_col', 'name_col', 'ref1_col', 'ref2_col', 'amount_col'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: readonly Field[] = ['date_col', 'ref1_col', 'amount_col'];

/** 0 → 'A', 26 → 'AA': the column letters a spreadsheet shows. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let text = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    text = String.fromCharCode(65 + r) + text;
    n = Math.floor((n - 1) / 26);
  }
  return text;
}

type Draft = Omit<TBankColumnMappingInput, Field> & Record<Field, number | null>;

function draftOf(
  account: { bank_code: string; account_no: string },
  saved: TBankColumnMapping | undefined,
): Draft {
  return {
    bank_code: account.bank_code,
    account_no: account.account_no,
    first_row: saved?.first_row ?? 2,
    date_col: saved?.date_col ?? null,
    time_col: saved?.time_col ?? null,
    name_col: saved?.name_col ?? null,
    ref1_col: saved?.ref1_col ?? null,
    ref2_col: saved?.ref2_col ?? null,
    amount_col: saved?.amount_col ?? null,
    date_order: saved?.date_order ?? 'dmy',
  };
}

/**
 * The column mapping of one receiving account's CSV / Excel list: the first rows of the
 * chosen file, and which column holds the date, time, name, Ref1, Ref2 and amount. Saved once
 * per account; the next list of that account is read with it.
 */
export function BankMappingCard({
  account,
  saved,
  preview,
  onSaved,
}: {
  account: { bank_code: string; account_no: string };
  saved: TBankColumnMapping | undefined;
  preview: TBankPreview | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('bank-import');
  const save = useSaveBankMapping();
  const [draft, setDraft] = useState<Draft>(() => draftOf(account, saved));
  useEffect(() => setDraft(draftOf(account, saved)), [account, saved]);
  const width = Math.max(0, ...(preview?.rows ?? []).map((r) => r.cells.length));
  const heading = preview?.rows[0]?.cells ?? [];
  const columns = Array.from({ length: Math.max(width, 1) }, (_, i) => ({
    value: String(i),
    label: heading[i] ? `${columnLetter(i)} · ${heading[i]}` : columnLetter(i),
  }));
  const missing = REQUIRED.some((f) => draft[f] === null);

  const submit = async () => {
    if (missing) return;
    try {
      await save.mutateAsync({
        ...draft,
        date_col: draft.date_col as number,
        ref1_col: draft.ref1_col as number,
        amount_col: draft.amount_col as number,
      });
      onSaved();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="bank-mapping">
      <Stack gap="sm">
        <Text fw={700}>{t('mapping.title')}</Text>
        <Text size="sm" c="dimmed">
          {t('mapping.help')}
        </Text>
        {preview && preview.rows.length > 0 ? (
          <Table.ScrollContainer minWidth={500}>
            <Table withTableBorder withColumnBorders fz="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mapping.row')}</Table.Th>
                  {Array.from({ length: width }, (_, i) => (
                    <Table.Th key={columnLetter(i)}>{columnLetter(i)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.rows.map((row) => (
                  <Table.Tr key={row.row}>
                    <Table.Td>{row.row}</Table.Td>
                    {Array.from({ length: width }, (_, i) => (
                      <Table.Td key={columnLetter(i)}>{row.cells[i] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {FIELDS.map((field) => (
            <Select
              key={field}
              label={t(`mapping.fields.${field}`)}
              data={columns}
              value={draft[field] === null ? null : String(draft[field])}
              onChange={(value) =>
                setDraft({ ...draft, [field]: value === null ? null : Number(value) })
              }
              required={REQUIRED.includes(field)}
              clearable={!REQUIRED.includes(field)}
              placeholder={t('mapping.none')}
            />
          ))}
          <NumberInput
            label={t('mapping.firstRow')}
            min={1}
            max={1000}
            value={draft.first_row}
            onChange={(value) => setDraft({ ...draft, first_row: Number(value) || 1 })}
          />
          <Select
            label={t('mapping.dateOrder')}
            data={BANK_DATE_ORDERS.map((o) => ({ value: o, label: t(`mapping.orders.${o}`) }))}
            value={draft.date_order}
            onChange={(value) =>
              setDraft({ ...draft, date_order: (value ?? 'dmy') as Draft['date_order'] })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
        {missing ? (
          <Alert color="yellow" p="xs">
            {t('mapping.required')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={submit} disabled={missing} loading={save.isPending}>
            {t('mapping.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
