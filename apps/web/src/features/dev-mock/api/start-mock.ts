import { DEV_MOCK_PATHS, type TMockSize, ZMockJobResponse } from '@prapa/contracts/dev-mock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MOCK_QUERY_KEY } from './get-mock-state.ts';

/** POST /api/dev/mock `{ params: { size } }`: starts a generation (202). */
export function startMock(size: TMockSize) {
  return apiRequest(DEV_MOCK_PATHS.mock, {
    method: 'POST',
    body: { params: { size } },
    schema: ZMockJobResponse,
  });
}

/** The page shows a refusal itself; success starts the polling and, when done, fresh data everywhere. */
export function useStartMock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMock,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MOCK_QUERY_KEY }),
  });
}
