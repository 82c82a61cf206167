import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { formatBaht } from '@prapa/domain/money';
import { countedTotal } from '@prapa/domain/remittance';
import { formatThaiDateTime, toIsoDate } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useCloseDay, useCloseDayMutation } from '../api/close-day.ts';
import { DenominationCount } from '../components/denomination-count.tsx';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId}>
        {value}
      </Text>
    </Card>
  );
}

/** /process/payment/close: the cashier counts the drawer and closes the day. */
export function CloseDayPage() {
  const { t } = useTranslation('remittance');
  useDocumentTitle(`${t('close.title')} · PRAPA`);
  const [date, setDate] = useState(toIsoDate(new Date()));
  const day = useCloseDay(date);
  const close = useCloseDayMutation();
  const [byNotes, setByNotes] = useState(false);
  const [counts, setCounts] = useState<Record<string, number>>({});
  const [typed, setTyped] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const counted = byNotes ? countedTotal(counts) : typed;
  const data = day.data;
  const difference = data && counted !== null ? counted - data.expected_cash : null;

  const submit = () => {
    if (counted === null) return;
    close.mutate({
      date,
      counted,
      ...(byNotes ? { denominations: counts } : {}),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('close.title')}
        description={t('close.description')}
        actions={
          <ThaiDateInput
            aria-label={t('close.date')}
            value={date}
            maxDate={toIsoDate(new Date())}
            onChange={(next) => {
              if (next) setDate(next);
            }}
          />
        }
      />
      {day.isLoading ? <Loader /> : null}
      {day.error ? <Alert color="red">{errorMessage(day.error)}</Alert> : null}
      {data ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Figure
              label={t('close.expected_cash')}
              value={formatBaht(data.expected_cash)}
              testId="expected-cash"
            />
            <Figure label={t('close.transfer')} value={formatBaht(data.transfer)} />
            <Figure label={t('close.voided')} value={formatBaht(data.voided)} />
          </SimpleGrid>
          <Table.ScrollContainer minWidth={560}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('close.receipt_no')}</Table.Th>
                  <Table.Th>{t('close.time')}</Table.Th>
                  <Table.Th>{t('close.payer')}</Table.Th>
                  <Table.Th>{t('close.method')}</Table.Th>
                  <Table.Th ta="right">{t('close.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.receipts.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text c="dimmed">{t('close.no_receipts')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ) : null}
                {data.receipts.map((r) => (
                  <Table.Tr key={r.id} td={r.voided ? 'line-through' : undefined}>
                    <Table.Td>
                      {r.receipt_no}{' '}
                      {r.voided ? (
                        <Badge color={r.adjusted ? 'orange' : 'gray'} size="sm">
                          {t(r.adjusted ? 'close.adjusted' : 'close.voided_badge')}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {formatThaiDateTime(new Date(r.paid_at), 'short')
                        .split(' ')
                        .slice(-2)
                        .join(' ')}
                    </Table.Td>
                    <Table.Td>{r.payer}</Table.Td>
                    <Table.Td>{t(`method.${r.method === 'cash' ? 'cash' : 'transfer'}`)}</Table.Td>
                    <Table.Td ta="right">{formatBaht(r.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.close ? (
            <Alert
              color={data.close.difference === 0 ? 'green' : 'orange'}
              title={t('close.closed')}
            >
              <Stack gap={4}>
                <Text>
                  {t('close.closed_line', {
                    counted: formatBaht(data.close.counted),
                    difference: formatBaht(data.close.difference),
                  })}
                </Text>
                {data.close.reason ? (
                  <Text>{t('close.reason_line', { reason: data.close.reason })}</Text>
                ) : null}
                {data.close.remittance_no ? (
                  <Text>{t('close.remitted_in', { no: data.close.remittance_no })}</Text>
                ) : null}
              </Stack>
            </Alert>
          ) : (
            <Card withBorder>
              <Stack gap="sm">
                <Switch
                  label={t('close.by_notes')}
                  checked={byNotes}
                  onChange={(e) => setByNotes(e.currentTarget.checked)}
                />
                {byNotes ? (
                  <DenominationCount counts={counts} onChange={setCounts} />
                ) : (
                  <MoneyInput
                    label={t('close.counted')}
                    value={typed}
                    onChange={(v) => setTyped(v)}
                    maw={260}
                  />
                )}
                <Group gap="lg">
                  <Text>
                    {t('close.counted')}: <b>{counted === null ? '-' : formatBaht(counted)}</b>
                  </Text>
                  <Text c={difference ? 'red' : undefined}>
                    {t('close.difference')}:{' '}
                    <b>{difference === null ? '-' : formatBaht(difference)}</b>
                  </Text>
                </Group>
                <Textarea
                  label={t('close.reason')}
                  description={t('close.reason_hint')}
                  value={reason}
                  onChange={(e) => setReason(e.currentTarget.value)}
                  maxLength={500}
                  required={difference !== null && difference !== 0}
                />
                {close.error ? <Alert color="red">{errorMessage(close.error)}</Alert> : null}
                <Group>
                  <Button onClick={submit} loading={close.isPending} disabled={counted === null}>
                    {t('close.submit')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          )}
        </>
      ) : null}
    </Stack>
  );
}
