import { Alert, Button, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import type { TBillRunResult } from '@prapa/contracts/invoices';
import { formatBaht } from '@prapa/domain/money';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBillRunReview } from '../../invoice-corrections/api/get-bill-run-review.ts';
import { BillRunReview } from './bill-run-review.tsx';

export type BillRunState =
  | { kind: 'review'; cycle: TBillingCycle }
  | { kind: 'running'; cycle: TBillingCycle }
  | { kind: 'done'; cycle: TBillingCycle; result: TBillRunResult }
  | { kind: 'failed'; cycle: TBillingCycle; message: string };

type BillRunDialogProps = {
  state: BillRunState | null;
  onClose: () => void;
  onPrint: (cycle: TBillingCycle) => void;
  /** Issue after the review; `confirmedFlagged` = flagged readings the clerk confirmed. */
  onConfirm: (cycle: TBillingCycle, confirmedFlagged: number) => void;
  /**
   * Slot for the investigation branch: "N rows not yet checked in investigation" for the
   * cycle under review (see BillRunReview). Not built here.
   */
  investigationNotice?: (cycle: TBillingCycle) => ReactNode;
};

/**
 * The bill run: the review before it issues (decision 012), the run while it works (it cannot
 * be closed then), and what it issued.
 */
export function BillRunDialog({
  state,
  onClose,
  onPrint,
  onConfirm,
  investigationNotice,
}: BillRunDialogProps) {
  const { t } = useTranslation('billing-cycles');
  const running = state?.kind === 'running';
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      centered
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
      title={state ? t('billRun.dialogTitle', { name: state.cycle.bill_cycle_name }) : ''}
    >
      {state?.kind === 'review' ? (
        <ReviewStep
          cycle={state.cycle}
          onClose={onClose}
          onConfirm={onConfirm}
          investigationNotice={investigationNotice?.(state.cycle)}
        />
      ) : null}
      {state?.kind === 'running' ? (
        <Stack gap="sm" role="status">
          <Text>{t('billRun.running')}</Text>
          <Progress value={100} animated striped aria-label={t('billRun.running')} />
        </Stack>
      ) : null}
      {state?.kind === 'failed' ? (
        <Alert color="red" title={t('billRun.failed')} role="alert">
          {state.message}
        </Alert>
      ) : null}
      {state?.kind === 'done' ? (
        <Stack gap="sm">
          <Table data-testid="bill-run-result">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>{t('billRun.issued')}</Table.Td>
                <Table.Td ta="right">{t('billRun.count', { count: state.result.issued })}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('billRun.alreadyIssued')}</Table.Td>
                <Table.Td ta="right">
                  {t('billRun.count', { count: state.result.already_issued })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('billRun.skipped')}</Table.Td>
                <Table.Td ta="right">
                  {t('billRun.count', { count: state.result.skipped_ignored })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('billRun.skippedInactive')}</Table.Td>
                <Table.Td ta="right">
                  {t('billRun.count', { count: state.result.skipped_inactive })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('billRun.total')}</Table.Td>
                <Table.Td ta="right">
                  {t('billRun.baht', { amount: formatBaht(state.result.total_satang) })}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td>{t('billRun.numbers')}</Table.Td>
                <Table.Td ta="right">
                  {state.result.first_invoice_no
                    ? t('billRun.range', {
                        first: state.result.first_invoice_no,
                        last: state.result.last_invoice_no ?? state.result.first_invoice_no,
                      })
                    : '-'}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('billRun.close')}
            </Button>
            <Button onClick={() => onPrint(state.cycle)}>{t('printBills.button')}</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}

type ReviewStepProps = {
  cycle: TBillingCycle;
  onClose: () => void;
  onConfirm: (cycle: TBillingCycle, confirmedFlagged: number) => void;
  investigationNotice: ReactNode;
};

function ReviewStep({ cycle, onClose, onConfirm, investigationNotice }: ReviewStepProps) {
  const { t } = useTranslation('billing-cycles');
  const review = useBillRunReview(cycle.id);
  const [confirmed, setConfirmed] = useState(false);
  const flagged = review.data?.flagged_total ?? 0;
  const blocked =
    review.isPending ||
    review.data?.can_bill === false ||
    review.data?.to_issue === 0 ||
    (flagged > 0 && !confirmed);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {t('billRun.message', { name: cycle.bill_cycle_name, count: cycle.count_noted })}
      </Text>
      <BillRunReview
        cycleId={cycle.id}
        review={review.data}
        loading={review.isPending}
        error={review.error}
        confirmed={confirmed}
        onConfirmedChange={setConfirmed}
        investigationNotice={investigationNotice}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('billRun.close')}
        </Button>
        <Button disabled={blocked} onClick={() => onConfirm(cycle, confirmed ? flagged : 0)}>
          {t('billRun.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
