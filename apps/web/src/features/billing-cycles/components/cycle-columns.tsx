import { Button, Group } from '@mantine/core';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { PAGE } from '@prapa/domain/access-list';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { formatIsoDateShort } from '../../../components/ui/thai-date-input.tsx';
import { CycleProgress } from './cycle-progress.tsx';
import { CycleStatusBadge } from './cycle-status-badge.tsx';

type CycleColumnsOptions = {
  t: TFunction<'billing-cycles'>;
  language: string;
  onClose: (cycle: TBillingCycle) => void;
  closingId: number | null;
  /** Absent for a role that may not issue invoices: the buttons are left out. */
  onBillRun?: (cycle: TBillingCycle) => void;
  billRunId?: number | null;
  onPrintBills?: (cycle: TBillingCycle) => void;
};

/** The reading screen opened on one cycle (and, for the open one, on its waiting meters). */
export function readingsLink(cycle: TBillingCycle, waitingOnly = false): string {
  const query = new URLSearchParams({ cycle: String(cycle.id) });
  if (waitingOnly) query.set('tag', 'waiting');
  return `${PAGE.manageMeter}?${query.toString()}`;
}

export function cycleColumns({
  t,
  language,
  onClose,
  closingId,
  onBillRun,
  billRunId = null,
  onPrintBills,
}: CycleColumnsOptions): DataTableColumn<TBillingCycle>[] {
  return [
    // Fixed, unwrapped widths for the short columns: with four action buttons at 1366 px the
    // table would otherwise squeeze the status badge into "เปิด…" and break dates over lines.
    { accessor: 'bill_cycle_no', title: t('fields.no'), textAlign: 'center', width: 64 },
    { accessor: 'bill_cycle_name', title: t('fields.name'), noWrap: true },
    { accessor: 'bill_year', title: t('fields.fiscalYear'), textAlign: 'center', width: 100 },
    {
      accessor: 'bill_cut_off',
      title: t('fields.cutOff'),
      noWrap: true,
      render: (cycle) => formatIsoDateShort(cycle.bill_cut_off, language),
    },
    {
      accessor: 'status',
      title: t('fields.status'),
      width: 110,
      noWrap: true,
      render: (cycle) => <CycleStatusBadge status={cycle.status} />,
    },
    {
      accessor: 'count_noted',
      title: t('fields.progress'),
      width: 170,
      render: (cycle) => <CycleProgress noted={cycle.count_noted} total={cycle.active_meter} />,
    },
    {
      accessor: 'actions',
      title: t('fields.actions'),
      textAlign: 'right',
      render: (cycle) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <Button component={Link} to={readingsLink(cycle)} size="compact-sm" variant="light">
            {cycle.status === 'open' ? t('actions.read') : t('actions.view')}
          </Button>
          {onBillRun && cycle.count_noted > 0 ? (
            <Button
              size="compact-sm"
              variant="light"
              color="teal"
              loading={billRunId === cycle.id}
              onClick={() => onBillRun(cycle)}
              aria-label={t('billRun.buttonNamed', { name: cycle.bill_cycle_name })}
            >
              {t('billRun.button')}
            </Button>
          ) : null}
          {onPrintBills && cycle.count_noted > 0 ? (
            <Button
              size="compact-sm"
              variant="light"
              color="gray"
              onClick={() => onPrintBills(cycle)}
              aria-label={t('printBills.buttonNamed', { name: cycle.bill_cycle_name })}
            >
              {t('printBills.button')}
            </Button>
          ) : null}
          {cycle.status === 'open' ? (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              loading={closingId === cycle.id}
              onClick={() => onClose(cycle)}
              aria-label={t('close.buttonNamed', { name: cycle.bill_cycle_name })}
            >
              {t('close.button')}
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];
}
