import { INVESTIGATION_PATHS, ZUncheckedCountResponse } from '@prapa/contracts/investigation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INVESTIGATION_QUERY_KEY } from './investigation-query-key.ts';

/** GET …/unchecked-count?cycleId=: members on a list of the cycle nobody has checked. */
export function getUncheckedCount(cycleId: number | null, signal?: AbortSignal) {
  return apiRequest(INVESTIGATION_PATHS.uncheckedCount, {
    query: cycleId === null ? {} : { cycleId },
    schema: ZUncheckedCountResponse,
    ...(signal ? { signal } : {}),
  });
}

export function useUncheckedCount(cycleId: number | null) {
  return useQuery({
    queryKey: [...INVESTIGATION_QUERY_KEY, 'unchecked-count', cycleId],
    queryFn: ({ signal }) => getUncheckedCount(cycleId, signal),
  });
}
