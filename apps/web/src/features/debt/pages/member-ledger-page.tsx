import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatMemberId } from '@prapa/domain/member-id';
import { formatBaht } from '@prapa/domain/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { openFileInNewTab, saveFile } from '../../../lib/api-download.ts';
import { formatDocumentDate } from '../../../lib/dates.ts';
import { errorMessage, showError } from '../../../lib/show-error.ts';
import { downloadLedger, useMemberLedger } from '../api/get-member-ledger.ts';
import { MemberLetters } from '../components/member-letters.tsx';
import { MemberPlans } from '../components/member-plans.tsx';

const money = (satang: number) => (satang === 0 ? '–' : formatBaht(satang));

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
          <Table.ScrollContainer minWidth={1100}>
            <Table striped withTableBorder withColumnBorders fz="xs" aria-label={t('ledger.title')}>
              <Table.Thead>
                <Table.Tr>
                  {[
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
                  ].map((key) => (
                    <Table.Th key={key}>{t(`ledger.col.${key}`)}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.rows.map((row) =>
                  row.cancelled ? (
                    <Table.Tr key={`${row.cycle_id}-${row.invoice_no}`} c="dimmed">
                      <Table.Td>{row.cycle_name}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Text span size="xs" td="line-through">
                            {row.invoice_no}
                          </Text>
                          <Text span size="xs" c="red" fw={600}>
                            {t('ledger.cancelled')}
                          </Text>
                        </Group>
                      </Table.Td>
                      <Table.Td ta="right">{row.previous_reading ?? ''}</Table.Td>
                      <Table.Td ta="right">{row.current_reading ?? ''}</Table.Td>
                      <Table.Td ta="right">{row.units || ''}</Table.Td>
                      <Table.Td colSpan={4} />
                      <Table.Td ta="right" td="line-through">
                        {formatBaht(row.total_satang)}
                      </Table.Td>
                      <Table.Td colSpan={3} />
                      <Table.Td colSpan={3}>
                        {row.cancel_reason
                          ? t('ledger.cancelledReason', { reason: row.cancel_reason })
                          : t('ledger.cancelled')}
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={`${row.cycle_id}-${row.cycle_name}`}>
                      <Table.Td>{row.cycle_name}</Table.Td>
                      <Table.Td>{row.invoice_no ?? ''}</Table.Td>
                      <Table.Td ta="right">{row.previous_reading ?? ''}</Table.Td>
                      <Table.Td ta="right">{row.current_reading ?? ''}</Table.Td>
                      <Table.Td ta="right">{row.units || ''}</Table.Td>
                      <Table.Td ta="right">{money(row.water_satang)}</Table.Td>
                      <Table.Td ta="right">{money(row.topup_satang)}</Table.Td>
                      <Table.Td ta="right">{money(row.fee_satang)}</Table.Td>
                      <Table.Td ta="right">{money(row.vat_satang)}</Table.Td>
                      <Table.Td ta="right">{money(row.total_satang)}</Table.Td>
                      <Table.Td ta="right">{money(row.brought_forward_satang)}</Table.Td>
                      <Table.Td ta="right">{money(row.grand_total_satang)}</Table.Td>
                      <Table.Td>
                        {row.paid_on ? formatDocumentDate(row.paid_on, 'short') : ''}
                      </Table.Td>
                      <Table.Td>{row.receipt_nos ?? ''}</Table.Td>
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
