import type { QueryClient } from '@tanstack/react-query';

/**
 * A cancelled or re-issued bill changes the client's invoices and debt (payments key), the
 * dashboard and the cycles' figures, and frees or freezes a reading (readings screens).
 */
export function invalidateAfterCorrection(queryClient: QueryClient) {
  return Promise.all(
    ['payments', 'clients', 'billing-cycles', 'readings', 'dashboard', 'invoices'].map((key) =>
      queryClient.invalidateQueries({ queryKey: [key] }),
    ),
  );
}
