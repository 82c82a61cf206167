import {
  INVESTIGATION_PATHS,
  type TRecordOutcomeRequest,
  ZRecordOutcomeResponse,
} from '@prapa/contracts/investigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INVESTIGATION_QUERY_KEY } from './investigation-query-key.ts';

/** POST …/outcomes: what a check found; the member leaves the cycle's unchecked lists. */
export function recordOutcome(params: TRecordOutcomeRequest['params']) {
  return apiRequest(INVESTIGATION_PATHS.outcomes, {
    method: 'POST',
    body: { params },
    schema: ZRecordOutcomeResponse,
  });
}

export function useRecordOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordOutcome,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVESTIGATION_QUERY_KEY }),
  });
}
