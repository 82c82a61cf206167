import { DEV_MOCK_PATHS, ZMockStateResponse } from '@prapa/contracts/dev-mock';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const MOCK_QUERY_KEY = ['dev-mock'] as const;

/** GET /api/dev/mock: may the data be replaced, and the current generation's progress. */
export function getMockState(signal?: AbortSignal) {
  return apiRequest(DEV_MOCK_PATHS.mock, {
    schema: ZMockStateResponse,
    ...(signal ? { signal } : {}),
  });
}

/** Polls every half second while a generation runs (the progress bar), not otherwise. */
export function mockStateQueryOptions() {
  return queryOptions({
    queryKey: [...MOCK_QUERY_KEY, 'state'],
    queryFn: ({ signal }) => getMockState(signal),
    refetchInterval: (query) => (query.state.data?.job?.status === 'running' ? 500 : false),
  });
}

export function useMockState() {
  return useQuery(mockStateQueryOptions());
}
