import { Alert, Group, Modal, Stack, Table, Text, Textarea } from '@mantine/core';
import type { TMemberInstalments } from '@prapa/contracts/instalments';
import { instalmentSchedule, periodOf } from '@prapa/domain/instalment-schedule';
import { formatBaht } from '@prapa/domain/money';
import { billCycleName } from '@prapa/domain/thai-date';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogActions } from '../../../components/ui/dialog-actions.tsx';
import { IntegerInput } from '../../../components/ui/integer-input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { errorMessage } from '../../../lib/show-error.ts';
import { useCreateInstalmentPlan } from '../api/instalments.ts';
import { PlanBillsTable } from './plan-bills-table.tsx';

/** 'YYYY-MM' plus `offset` months → 'มกราคม 2570'. */
function monthLabel(period: string, offset: number): string {
  const [year, month] = period.split('-').map(Number);
  const p = periodOf(year as number, month as number) + offset;
  return billCycleName(Math.floor(p / 12), p % 12);
}

type Props = {
  opened: boolean;
  onClose: () => void;
  data: TMemberInstalments;
  onCreated: (planId: number) => void;
};

/**
 * ADMIN turns the member's overdue bills into a down payment and N monthly instalments; the
 * schedule is worked out as it is typed (the same arithmetic as the server's).
 */
export function InstalmentPlanDialog({ opened, onClose, data, onCreated }: Props) {
  const { t } = useTranslation('debt');
  const [down, setDown] = useState<number | null>(0);
  const [count, setCount] = useState<number | null>(6);
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateInstalmentPlan();
  const result =
    down !== null && count !== null
      ? instalmentSchedule({
          arrearsSatang: data.arrears_satang,
          downPaymentSatang: down,
          count,
        })
      : null;

  const submit = async () => {
    if (!result?.ok || down === null || count === null) return;
    setFailure(null);
    try {
      const plan = await create.mutateAsync({
        client_id: data.client_id,
        down_payment_satang: down,
        instalment_count: count,
        note: note.trim(),
      });
      onCreated(plan.id);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('plan.dialogTitle')} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t('plan.dialogIntro')}</Text>
        <PlanBillsTable bills={data.arrears} arrears={data.arrears_satang} />
        <Text size="xs" c="dimmed">
          {t('plan.takenOverHint')}
        </Text>
        <Group grow align="flex-start">
          <MoneyInput
            label={t('plan.downPayment')}
            description={t('plan.downPaymentHint')}
            value={down}
            min={0}
            onChange={(value) => setDown(value)}
          />
          <IntegerInput
            label={t('plan.count')}
            description={t('plan.countHint')}
            value={count}
            min={1}
            max={60}
            required
            onChange={(value) => setCount(value)}
          />
        </Group>
        <Textarea
          label={t('plan.note')}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {result && !result.ok ? (
          <Alert color="orange">{t(`plan.errors.${result.reason}`)}</Alert>
        ) : null}
        {result?.ok ? (
          <Table.ScrollContainer minWidth={320}>
            <Table withTableBorder fz="sm" aria-label={t('plan.schedule')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('plan.col.instalment')}</Table.Th>
                  <Table.Th>{t('plan.col.billedWith')}</Table.Th>
                  <Table.Th ta="right">{t('plan.col.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.schedule.downPaymentSatang > 0 ? (
                  <Table.Tr>
                    <Table.Td>{t('plan.downPayment')}</Table.Td>
                    <Table.Td>{t('plan.onSigning')}</Table.Td>
                    <Table.Td ta="right">{formatBaht(result.schedule.downPaymentSatang)}</Table.Td>
                  </Table.Tr>
                ) : null}
                {result.schedule.instalments
                  .map((amount, i) => ({ no: i + 1, amount }))
                  .map((row) => (
                    <Table.Tr key={row.no}>
                      <Table.Td>{t('plan.instalmentNo', { no: row.no })}</Table.Td>
                      <Table.Td>{monthLabel(data.next_period, row.no - 1)}</Table.Td>
                      <Table.Td ta="right">{formatBaht(row.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
        <DialogActions
          failure={failure}
          onBack={onClose}
          backLabel={t('plan.back')}
          confirmLabel={t('plan.create')}
          pending={create.isPending}
          disabled={!result?.ok}
          onConfirm={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}
