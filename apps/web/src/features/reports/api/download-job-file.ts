import { JOB_PATHS } from '@prapa/contracts/jobs';
import { apiDownload } from '../../../lib/api-download.ts';

/** The file a finished job made (works for a VIEW too, who has no file room). */
export function downloadJobFile(jobId: number) {
  return apiDownload(`${JOB_PATHS.job.replace(':id', String(jobId))}/file`);
}
