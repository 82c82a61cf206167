import { JOB_PATHS, type TJob, ZJobListResponse, ZJobResponse } from '@prapa/contracts/jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { apiDownload } from './api-download.ts';

/**
 * Background jobs (reports, debt letters): the asker polls them for their progress bar, may
 * cancel one, and downloads the file it made.
 */
export const JOBS_KEY = ['jobs'] as const;
export const MY_JOBS_KEY = [...JOBS_KEY, 'mine'] as const;

export const isActive = (job: TJob) => job.state === 'queued' || job.state === 'running';

/**
 * My latest jobs. While one is queued or running the list is asked again every second, so
 * the progress bars move; then it stops asking.
 */
export function useMyJobs() {
  return useQuery({
    queryKey: MY_JOBS_KEY,
    queryFn: ({ signal }) =>
      apiRequest(JOB_PATHS.jobs, { schema: ZJobListResponse, ...(signal ? { signal } : {}) }),
    refetchInterval: (query) => ((query.state.data ?? []).some(isActive) ? 1000 : false),
  });
}

/** One job, asked again every second until it has ended. */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'one', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      apiRequest(JOB_PATHS.job.replace(':id', String(id)), {
        schema: ZJobResponse,
        ...(signal ? { signal } : {}),
      }),
    refetchInterval: (query) => (query.state.data && !isActive(query.state.data) ? false : 1000),
  });
}

export function cancelJob(id: number) {
  return apiRequest(JOB_PATHS.cancel.replace(':id', String(id)), {
    method: 'POST',
    schema: ZJobResponse,
  });
}

/** Stops a queued or running job; the lists then show it cancelled. */
export function useCancelJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelJob,
    onSettled: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}

/** The file a finished job made (works for a VIEW too, who has no file room). */
export function downloadJobFile(jobId: number) {
  return apiDownload(`${JOB_PATHS.job.replace(':id', String(jobId))}/file`);
}
