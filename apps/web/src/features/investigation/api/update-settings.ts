import {
  INVESTIGATION_PATHS,
  type TInvestigationSettings,
  ZInvestigationSettingsResponse,
} from '@prapa/contracts/investigation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { INVESTIGATION_QUERY_KEY } from './investigation-query-key.ts';

/** PUT …/settings: the thresholds of the three checks (administrators; audited). */
export function updateInvestigationSettings(params: TInvestigationSettings) {
  return apiRequest(INVESTIGATION_PATHS.settings, {
    method: 'PUT',
    body: { params },
    schema: ZInvestigationSettingsResponse,
  });
}

export function useUpdateInvestigationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestigationSettings,
    // Every list and count depends on the thresholds.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVESTIGATION_QUERY_KEY }),
  });
}
