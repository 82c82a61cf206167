import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { UncheckedInvestigationNotice } from '../../investigation/components/unchecked-investigation-notice.tsx';
import { useBillingCycles } from '../api/get-billing-cycles.ts';
import { BillRunDialog } from '../components/bill-run-dialog.tsx';
import { cycleColumns } from '../components/cycle-columns.tsx';
import { OpenCycleModal } from '../components/open-cycle-modal.tsx';
import { PrintBillsModal } from '../components/print-bills-modal.tsx';
import { useBillRunFlow } from '../components/use-bill-run.ts';
import { useCloseCycle } from '../components/use-close-cycle.ts';
import { nextCyclePeriod } from '../utils/next-cycle-period.ts';

/** /process/billing (ตั้งรอบบริการ): the cycles with their reading progress; open and close. */
export function BillingPage() {
  const { t, i18n } = useTranslation('billing-cycles');
  useDocumentTitle(`${t('title')} · PRAPA`);
  const cycles = useBillingCycles();
  const { close, closingId } = useCloseCycle();
  const [opening, setOpening] = useState(false);
  const billRun = useBillRunFlow();
  const [printing, setPrinting] = useState<TBillingCycle | null>(null);
  const openCycle = cycles.data?.find((cycle) => cycle.status === 'open');

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} maw={720}>
          <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
            {t('title')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('description')}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Button
            onClick={() => setOpening(true)}
            disabled={cycles.isPending || openCycle !== undefined}
          >
            {t('open.button')}
          </Button>
          {openCycle ? (
            <Text size="xs" c="dimmed" ta="right">
              {t('open.oneOpen', { name: openCycle.bill_cycle_name })}
            </Text>
          ) : null}
        </Stack>
      </Group>
      <DataTable<TBillingCycle>
        columns={cycleColumns({
          t,
          language: i18n.language,
          onClose: close,
          closingId,
          onBillRun: billRun.run,
          billRunId: billRun.runningId,
          onPrintBills: setPrinting,
        })}
        records={cycles.data}
        loading={cycles.isPending}
        dataName={t('dataName')}
      />
      <BillRunDialog
        state={billRun.state}
        onClose={billRun.close}
        onConfirm={billRun.confirm}
        investigationNotice={(cycle) => <UncheckedInvestigationNotice cycleId={cycle.id} />}
        onPrint={(cycle) => {
          billRun.close();
          setPrinting(cycle);
        }}
      />
      <PrintBillsModal cycle={printing} onClose={() => setPrinting(null)} />
      <OpenCycleModal
        opened={opening}
        initial={nextCyclePeriod(cycles.data ?? [])}
        onClose={() => setOpening(false)}
      />
    </Stack>
  );
}
