import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import type { TRemittanceSummary } from '@prapa/contracts/remittance';
import { formatBaht } from '@prapa/domain/money';
import { toIsoDate } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ThaiDateInput } from '../../../components/ui/thai-date-input.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useMarkReceived, useRemittances } from '../api/remittances.ts';
import { slipPath } from '../slip-path.ts';
import { thaiDay } from '../thai-day.ts';

/** Remittances, newest first; one not yet received can be marked received by finance. */
export function RemittanceList() {
  const { t } = useTranslation('remittance');
  const list = useRemittances();
  const mark = useMarkReceived();
  const [open, setOpen] = useState<TRemittanceSummary | null>(null);
  const [on, setOn] = useState(toIsoDate(new Date()));
  const [slip, setSlip] = useState('');
  return (
    <Card withBorder>
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.no')}</Table.Th>
              <Table.Th>{t('list.date')}</Table.Th>
              <Table.Th ta="right">{t('list.cash')}</Table.Th>
              <Table.Th ta="right">{t('list.transfer')}</Table.Th>
              <Table.Th ta="right">{t('list.adjustment')}</Table.Th>
              <Table.Th ta="right">{t('list.total')}</Table.Th>
              <Table.Th>{t('list.received')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(list.data ?? []).map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Anchor component={Link} to={slipPath(r.id)}>
                    {r.remittance_no}
                  </Anchor>
                </Table.Td>
                <Table.Td>{thaiDay(r.remittance_date)}</Table.Td>
                <Table.Td ta="right">{formatBaht(r.cash)}</Table.Td>
                <Table.Td ta="right">{formatBaht(r.transfer)}</Table.Td>
                <Table.Td ta="right">{formatBaht(r.adjustment)}</Table.Td>
                <Table.Td ta="right">{formatBaht(r.total)}</Table.Td>
                <Table.Td>
                  {r.received_on ? (
                    <Badge color="green">
                      {t('list.received_on', {
                        date: thaiDay(r.received_on),
                        slip: r.deposit_slip_no,
                      })}
                    </Badge>
                  ) : (
                    <Button size="xs" variant="light" onClick={() => setOpen(r)}>
                      {t('list.mark_received')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={t('list.mark_title', { no: open?.remittance_no })}
      >
        <Stack gap="sm">
          <ThaiDateInput
            label={t('list.received_date')}
            value={on || null}
            onChange={(next) => setOn(next ?? '')}
          />
          <TextInput
            label={t('list.slip_no')}
            value={slip}
            onChange={(e) => setSlip(e.currentTarget.value)}
            maxLength={60}
          />
          {mark.error ? <Alert color="red">{errorMessage(mark.error)}</Alert> : null}
          <Group justify="flex-end">
            <Button
              disabled={!slip.trim()}
              loading={mark.isPending}
              onClick={() =>
                open &&
                mark.mutate(
                  { id: open.id, received_on: on, deposit_slip_no: slip.trim() },
                  {
                    onSuccess: () => {
                      setOpen(null);
                      setSlip('');
                    },
                  },
                )
              }
            >
              {t('list.save_received')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
