import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HIDE_ON_PHONE } from '../../../components/ui/hide-on-phone.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { openFileInNewTab, saveFile } from '../../../lib/api-download.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { downloadLedger, useMemberLedger } from '../api/get-member-ledger.ts';
import { MemberLetters } from '../components/member-letters.tsx';
import { MemberPlans } from '../components/member-plans.tsx';

const money = (satang: number) => (satang === 0 ? '–' : formatBaht(satang));

const LEDGER_COLUMNS = [
  'month',
  'invoice_no',
  'previous',
  'current',
  'units',
  'water',
  'topup',
  'fee',
  'vat',
  'total',
  'brought_forward',
  'grand_total',
  'paid_on',
  'receipt',
  'paid',
  'carried_forward',
] as const;
/** The columns a phone shows: the month, what was owed in all, paid, and carried forward. */
const PHONE_COLUMNS: ReadonlySet<string> = new Set([
  'month',
  'grand_total',
  'paid',
  'carried_forward',
]);
const onPhone = (key: string) => (PHONE_COLUMNS.has(key) ? undefined : HIDE_ON_PHONE);

/** /debtaccount/:id: the member's ป.17, month by month, printable and exportable. */
export function MemberLedgerPage() {
  const { t } = useTranslation('debt');
  const clientId = Number(useParams().id);
  const ledger = useMemberLedger(clientId);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const data = ledger.data;
  useDocumentTitle(`${t('ledger.title')} · PRAPA`);

  const download = async (format: 'pdf' | 'xlsx') => {
    setBusy(format);
    try {
      if (format === 'pdf') {
        await openFileInNewTab(() => downloadLedger(clientId, 'pdf'), `form17-${clientId}.pdf`);
      } else {
        saveFile(await downloadLedger(clientId, 'xlsx'), `form17-${clientId}.xlsx`);
      }
    } catch (error) {
      showError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/debtaccount" size="sm">
        ← {t('account.title')}
      </Anchor>
      <PageHeader
        title={t('ledger.title')}
        description={
          data
            ? `${formatMemberId(data.memberId)} ${data.fullname} · ${data.house_no} ${data.address} · ${data.area_name}`
            : t('ledger.description')
        }
        actions={
          <>
            <Button variant="default" loading={busy === 'pdf'} onClick={() => void download('pdf')}>
              {t('actions.print')}
            </Button>
            <Button
              variant="default"
              loading={busy === 'xlsx'}
              onClick={() => void download('xlsx')}
            >
              {t('actions.excel')}
            </Button>
          </>
        }
      />
      {ledger.error ? (
        <Alert color="red" role="alert">
          {errorMessage(ledger.error)}
        </Alert>
      ) : null}
      {data ? (
        <>
          <Group gap="xs">
            <Text>{t('ledger.debt')}</Text>
            <Title order={3}>{formatBaht(data.debt_satang)}</Title>
          </Group>
          <MemberPlans clientId={clientId} />
          {/* A desktop keeps the whole form (wide, scrolled inside its box); a phone only the
              month and the four sums that carry the debt forward (issue 19). */}
          <Table.ScrollContainer minWidth={0}>
            <Table
              striped
              withTableBorder
              withColumnBorders
              fz="xs"
              aria-label={t('ledger.title')}
              miw={{ base: 0, sm: 1100 }}
            >
              <Table.Thead>
                <Table.Tr>
                  {LEDGER_COLUMNS.map((key) => (
                    <Table.Th key={key} className={onPhone(key)}>
                      {t(`ledger.col.${key}`)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) =>
                  row.cancelled ? (
                    <Table.Tr key={`${row.cycle_id}-${row.invoice_no}`} c="dimmed">
                      <Table.Td>{row.cycle_name}</Table.Td>
                      <Table.Td className={HIDE_ON_PHONE}>
                        <Group gap={4} wrap="nowrap">
                          <Text span size="xs" td="line-through">
                            {row.invoice_no}
                          </Text>
                          <Text span size="xs" c="red" fw={600}>
                            {t('ledger.cancelled')}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right" className={HIDE_ON_PHONE}>
                        {row.previous_reading ?? ''}
                      </Table.Td>
                      <Table.Td ta="right" className={HIDE_ON_PHONE}>
                        {row.current_reading ?? ''}
                      </Table.Td>
                      <Table.Td ta="right" className={HIDE_ON_PHONE}>
                        {row.units || ''}
                      </Table.Td>
                      <Table.Td colSpan={4} className={HIDE_ON_PHONE} />
                      <Table.Td ta="right" td="line-through" className={HIDE_ON_PHONE}>
                        {formatBaht(row.total_satang)}
                      </Table.Td>
                      {/* A hidden cell takes no column: the spans follow the phone's columns. */}
                      <Table.Td className={HIDE_ON_PHONE} />
                      <Table.Td />
                      <Table.Td colSpan={2} className={HIDE_ON_PHONE} />
                      <Table.Td colSpan={2}>
                        {row.cancel_reason
                          ? t('ledger.cancelledReason', { reason: row.cancel_reason })
                          : t('ledger.cancelled')}
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={`${row.cycle_id}-${row.cycle_name}`}>
                      <Table.Td>{row.cycle_name}</Table.Td>
                      <Table.Td className={HIDE_ON_PHONE}>{row.invoice_no ?? ''}</Table.Td>
                      {[
                        row.previous_reading ?? '',
                        row.current_reading ?? '',
                        row.units || '',
                        money(row.water_satang),
                        money(row.topup_satang),
                        money(row.fee_satang),
                        money(row.vat_satang),
                        money(row.total_satang),
                        money(row.brought_forward_satang),
                      ].map((value, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                        <Table.Td key={i} ta="right" className={HIDE_ON_PHONE}>
                          {value}
                        </Table.Td>
                      ))}
                      <Table.Td ta="right">{money(row.grand_total_satang)}</Table.Td>
                      <Table.Td className={HIDE_ON_PHONE}>
                        {row.paid_on ? formatDocumentDate(row.paid_on, 'short') : ''}
                      </Table.Td>
                      <Table.Td className={HIDE_ON_PHONE}>{row.receipt_nos ?? ''}</Table.Td>
                      <Table.Td ta="right">{money(row.paid_satang)}</Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {money(row.carried_forward_satang)}
                      </Table.Td>
                    </Table.Tr>
                  ),
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <MemberLetters ledger={data} />
        </>
      ) : null}
    </Stack>
  );
}
