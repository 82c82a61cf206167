import { Alert, Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { TPending } from '@prapa/contracts/remittance';
import { formatBaht } from '@prapa/domain/money';
import { toIsoDate } from '@prapa/domain/thai-date';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useCreateRemittance, usePending } from '../api/remittances.ts';
import { slipPath } from '../slip-path.ts';
import { thaiDay } from '../thai-day.ts';

/**
 * What a pending day is made of, leaving out what is not there: "ปิดแล้ว 2 คน · ยังไม่ปิด 1 คน",
 * or only "รับทางธนาคาร 3 รายการ" for a day of bank receipts alone.
 */
function closeState(day: TPending['days'][number], t: TFunction<'remittance'>): string {
  const parts = [
    day.closed > 0 ? t('pending.closed', { count: day.closed }) : null,
    day.open > 0 ? t('pending.open', { count: day.open }) : null,
    day.bank > 0 ? t('pending.bank', { count: day.bank }) : null,
  ].filter((part) => part !== null);
  // Cash of no known cashier (none to close it) is still waiting for a close.
  return parts.length > 0 ? parts.join(' · ') : t('pending.not_closed');
}

/** Days with money not remitted, their deadlines; one button remits the closed ones. */
export function PendingRemittance() {
  const { t } = useTranslation('remittance');
  const pending = usePending();
  const create = useCreateRemittance();
  const navigate = useNavigate();
  const [upTo, setUpTo] = useState(toIsoDate(new Date()));
  const data = pending.data;
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('pending.date')}</Table.Th>
                <Table.Th>{t('pending.deadline')}</Table.Th>
                <Table.Th>{t('pending.state')}</Table.Th>
                <Table.Th ta="right">{t('pending.receipts')}</Table.Th>
                <Table.Th ta="right">{t('pending.cash')}</Table.Th>
                <Table.Th ta="right">{t('pending.transfer')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data && data.days.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed">{t('pending.none')}</Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
              {(data?.days ?? []).map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{thaiDay(d.date)}</Table.Td>
                  <Table.Td>
                    {thaiDay(d.deadline)}{' '}
                    {d.late ? (
                      <Badge color="red" size="sm">
                        {t('pending.late')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{closeState(d, t)}</Table.Td>
                  <Table.Td ta="right">{d.receipts}</Table.Td>
                  <Table.Td ta="right">{formatBaht(d.cash)}</Table.Td>
                  <Table.Td ta="right">{formatBaht(d.transfer)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data && data.adjustments > 0 ? (
          <Alert color="orange">
            {t('pending.adjustments', {
              count: data.adjustments,
              amount: formatBaht(data.adjustment_total),
            })}
          </Alert>
        ) : null}
        <Group align="flex-end">
          <ThaiDateInput
            label={t('pending.up_to')}
            value={upTo}
            onChange={(next) => {
              if (next) setUpTo(next);
            }}
          />
          <Button
            loading={create.isPending}
            onClick={() =>
              create.mutate(upTo, {
                onSuccess: (made) => navigate(slipPath(made.id)),
              })
            }
          >
            {t('pending.remit')}
          </Button>
        </Group>
        {create.error ? <Alert color="red">{errorMessage(create.error)}</Alert> : null}
      </Stack>
    </Card>
  );
}
