import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import { useState } from 'react';
import { errorMessage } from '../../../lib/show-error.ts';
import { useBillRun } from '../api/run-bill-run.ts';
import type { BillRunState } from './bill-run-dialog.tsx';

/**
 * ออกใบแจ้งหนี้: review what the run will issue (flagged readings, a month not started yet),
 * run once confirmed (the dialog shows it working), then show what was issued.
 */
export function useBillRunFlow() {
  const billRun = useBillRun();
  const [state, setState] = useState<BillRunState | null>(null);

  const run = (cycle: TBillingCycle) => setState({ kind: 'review', cycle });

  const confirm = async (cycle: TBillingCycle, confirmedFlagged: number) => {
    setState({ kind: 'running', cycle });
    try {
      const result = await billRun.mutateAsync({ cycleId: cycle.id, confirmedFlagged });
      setState({ kind: 'done', cycle, result });
    } catch (error) {
      setState({ kind: 'failed', cycle, message: errorMessage(error) });
    }
  };

  return {
    run,
    confirm,
    state,
    close: () => setState((current) => (current?.kind === 'running' ? current : null)),
    runningId: state?.kind === 'running' ? state.cycle.id : null,
  };
}
