import { INVESTIGATION_PATHS, ZOutcomeHistoryResponse } from '@prapa/contracts/investigation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INVESTIGATION_QUERY_KEY } from './investigation-query-key.ts';

/** GET …/outcomes?client_id= (row id): what earlier checks of the member found, newest first. */
export function getClientOutcomes(clientId: number, signal?: AbortSignal) {
  return apiRequest(INVESTIGATION_PATHS.outcomes, {
    query: { client_id: clientId },
    schema: ZOutcomeHistoryResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useClientOutcomes(clientId: number) {
  return useQuery({
    queryKey: [...INVESTIGATION_QUERY_KEY, 'outcomes', clientId],
    queryFn: ({ signal }) => getClientOutcomes(clientId, signal),
  });
}
