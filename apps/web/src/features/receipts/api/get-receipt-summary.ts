import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { ZReceiptSummaryResponse } from '@prapa/contracts/payments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload } from '../../../lib/api-download.ts';
import type { SummaryQuery } from '../utils/summary-query.ts';

/** GET …/payment/receipt-summary: a date range or a cycle, optionally one collector. */
export function getReceiptSummary(query: SummaryQuery, signal?: AbortSignal) {
  return apiRequest(PAYMENT_PATHS.receiptSummary, {
    query,
    schema: ZReceiptSummaryResponse,
    ...(signal ? { signal } : {}),
  });
}

/** The same summary as an Excel workbook. */
export function downloadReceiptSummaryXlsx(query: SummaryQuery) {
  return apiDownload(PAYMENT_PATHS.receiptSummaryXlsx, query);
}

/** null: the form is not complete yet, nothing is asked. */
export function useReceiptSummary(query: SummaryQuery | null) {
  return useQuery({
    // Under the payments key: a payment or a void refreshes the report.
    queryKey: ['payments', 'receipt-summary', query],
    queryFn: ({ signal }) => getReceiptSummary(query ?? {}, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    // The form shows a refused range beside the dates.
    meta: { handlesErrors: true },
  });
}
