import { REPORT_PATHS, ZReportCatalogueResponse } from '@prapa/contracts/reports';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The reports this account may run (a VIEW gets only the meter reading sheet). */
export function useReportCatalogue() {
  return useQuery({
    queryKey: ['reports', 'catalogue'],
    queryFn: ({ signal }) =>
      apiRequest(REPORT_PATHS.catalogue, {
        schema: ZReportCatalogueResponse,
        ...(signal ? { signal } : {}),
      }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
