import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/ui/confirm-action.ts';
import { errorMessage } from '../../../lib/show-error.ts';
import { useBillRun } from '../api/run-bill-run.ts';
import type { BillRunState } from './bill-run-dialog.tsx';

/** ออกใบแจ้งหนี้: ask, run (the dialog shows it working), then show what was issued. */
export function useBillRunFlow() {
  const { t } = useTranslation('billing-cycles');
  const billRun = useBillRun();
  const [state, setState] = useState<BillRunState | null>(null);

  const run = async (cycle: TBillingCycle) => {
    const name = cycle.bill_cycle_name;
    const sure = await confirmAction({
      title: t('billRun.title', { name }),
      message: t('billRun.message', { name, count: cycle.count_noted }),
      confirmLabel: t('billRun.confirm'),
    });
    if (!sure) return;
    setState({ kind: 'running', cycle });
    try {
      const result = await billRun.mutateAsync(cycle.id);
      setState({ kind: 'done', cycle, result });
    } catch (error) {
      setState({ kind: 'failed', cycle, message: errorMessage(error) });
    }
  };

  return {
    run,
    state,
    close: () => setState((current) => (current?.kind === 'running' ? current : null)),
    runningId: state?.kind === 'running' ? state.cycle.id : null,
  };
}
