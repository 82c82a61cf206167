import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { REPORT_FORMATS, REPORT_KINDS, ZReportFilters } from './reports.ts';

/** Background jobs: a long report runs in a worker and lands in the file room. */
export const JOB_PATHS = {
  /** POST a job; GET my latest jobs. */
  jobs: '/api/jobs',
  /** GET one job (poll it until done or failed). */
  job: '/api/jobs/:id',
  /** POST: stop a queued or running job (whoever asked for it, or an ADMIN). */
  cancel: '/api/jobs/:id/cancel',
} as const;

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TJobState = (typeof JOB_STATES)[number];

export const ZCreateReportJob = z.object({
  kind: z.literal('report'),
  report: z.enum(REPORT_KINDS),
  format: z.enum(REPORT_FORMATS),
  filters: ZReportFilters.default({}),
});
export type TCreateReportJob = z.infer<typeof ZCreateReportJob>;

export const ZJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.unknown()),
  state: z.enum(JOB_STATES),
  progress: z.number().int().min(0).max(100),
  file_id: z.number().int().nullable(),
  file_name: z.string().nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TJob = z.infer<typeof ZJob>;
export const ZJobResponse = dataEnvelope(ZJob);
export const ZJobListResponse = dataEnvelope(z.array(ZJob));
