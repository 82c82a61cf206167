import { INVOICE_PATHS, ZBillRunResponse } from '@prapa/contracts/invoices';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { BILLING_CYCLES_QUERY_KEY } from './billing-cycles-query-key.ts';

/**
 * POST …/invoice/bill-run `{ params: { cycle_id, confirmed_flagged? } }`: issues the cycle's
 * missing invoices; `confirmed_flagged` (kept in the audit) when the clerk confirmed any.
 */
export function runBillRun(input: { cycleId: number; confirmedFlagged?: number }) {
  const params: { cycle_id: number; confirmed_flagged?: number } = { cycle_id: input.cycleId };
  if (input.confirmedFlagged) params.confirmed_flagged = input.confirmedFlagged;
  return apiRequest(INVOICE_PATHS.billRun, {
    method: 'POST',
    body: { params },
    schema: ZBillRunResponse,
  });
}

/** The result dialog shows a failure itself. Invoices change the dashboard and debts too. */
export function useBillRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runBillRun,
    meta: { handlesErrors: true },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BILLING_CYCLES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
