import { JOB_PATHS, type TCreateReportJob, ZJobResponse } from '@prapa/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { MY_JOBS_KEY } from '../../../lib/jobs.ts';

export function createReportJob(body: TCreateReportJob) {
  return apiRequest(JOB_PATHS.jobs, { method: 'POST', body, schema: ZJobResponse });
}

/** Queues a PDF or Excel file of a report; the job list then polls it. */
export function useCreateReportJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReportJob,
    onSuccess: () => client.invalidateQueries({ queryKey: MY_JOBS_KEY }),
  });
}
