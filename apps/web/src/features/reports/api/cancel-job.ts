import { JOB_PATHS, ZJobResponse } from '@prapa/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_JOBS_KEY } from './get-my-jobs.ts';

export function cancelJob(id: number) {
  return apiRequest(JOB_PATHS.cancel.replace(':id', String(id)), {
    method: 'POST',
    schema: ZJobResponse,
  });
}

/** Stops a queued or running report; the list then shows it cancelled. */
export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSettled: () => client.invalidateQueries({ queryKey: MY_JOBS_KEY }),
  });
}
