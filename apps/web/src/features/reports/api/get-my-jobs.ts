import { JOB_PATHS, ZJobListResponse } from '@prapa/contracts/jobs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const MY_JOBS_KEY = ['jobs', 'mine'] as const;

/**
 * My latest jobs. While one is queued or running the list is asked again every second, so
 * the progress bars move; then it stops asking.
 */
export function useMyJobs() {
  return useQuery({
    queryKey: MY_JOBS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(JOB_PATHS.jobs, { schema: ZJobListResponse, ...(signal ? { signal } : {}) }),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((job) => job.state === 'queued' || job.state === 'running')
        ? 1000
        : false,
  });
}
