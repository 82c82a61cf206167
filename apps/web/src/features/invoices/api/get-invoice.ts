import { INVOICE_PATHS, ZInvoiceResponse } from '@prapa/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET …/invoice/:id: one invoice as printed, with its tier lines and arrears. */
export function getInvoice(id: number, signal?: AbortSignal) {
  return apiRequest(INVOICE_PATHS.one.replace(':id', String(id)), {
    schema: ZInvoiceResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useInvoice(id: number) {
  return useQuery({
    queryKey: ['invoices', 'one', id],
    queryFn: ({ signal }) => getInvoice(id, signal),
  });
}
