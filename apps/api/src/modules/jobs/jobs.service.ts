import type { TCreateReportJob, TJob } from '@prapa/contracts/jobs';
import { ROLE } from '@prapa/domain/roles';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { openFileForDownload } from '../files/files.service.ts';
import { assertFilters, assertMayRunReport } from '../reports/reports.service.ts';
import { cancelJobRow, findJob, insertJob, listJobsOf } from './jobs.repository.ts';

export async function createReportJob(ctx: RequestContext, body: TCreateReportJob): Promise<TJob> {
  assertMayRunReport(ctx, body.report);
  assertFilters({ report: body.report, filters: body.filters });
  const params = { report: body.report, format: body.format, filters: body.filters };
  // Audited: a report is an export of the register (who took which list, when).
  return queueJob(ctx, { kind: 'report', params, action: 'report.request' });
}

/**
 * Records a job for the runner and audits who asked for it (`action`, with `audited` or the
 * parameters), in one transaction; answers the job to poll.
 */
export async function queueJob(
  ctx: RequestContext,
  job: {
    kind: string;
    params: Record<string, unknown>;
    action: string;
    audited?: Record<string, unknown>;
  },
): Promise<TJob> {
  const account = requireAccount(ctx);
  const id = await withTransaction(ctx.db, async (tx) => {
    const jobId = await insertJob(tx, {
      kind: job.kind,
      params: job.params,
      requestedBy: account.id,
      at: ctx.now,
    });
    await audit(tx, {
      ...auditFields(ctx),
      action: job.action,
      entity: 'job',
      entityId: jobId,
      after: job.audited ?? job.params,
    });
    return jobId;
  });
  return getJob(ctx, id);
}

/** Anyone sees their own jobs; an ADMIN sees everyone's. */
export async function getJob(ctx: RequestContext, id: number): Promise<TJob> {
  const account = requireAccount(ctx);
  const job = await findJob(ctx.db, id);
  const admin = account.role === ROLE.ADMIN || account.role === ROLE.DEV;
  if (!job || (!admin && job.requested_by !== account.id)) {
    throw new AppError('NOT_FOUND', { messageKey: 'job.not_found' });
  }
  const { requested_by: _who, ...rest } = job;
  return rest;
}

export async function listMyJobs(ctx: RequestContext): Promise<TJob[]> {
  return listJobsOf(ctx.db, requireAccount(ctx).id, 20);
}

/** The file a finished job produced, for whoever asked for it (a VIEW has no file room). */
export async function openJobFile(ctx: RequestContext, dataDir: string, id: number) {
  const job = await getJob(ctx, id);
  if (job.state !== 'done' || job.file_id === null) {
    throw new AppError('NOT_FOUND', { messageKey: 'job.no_file' });
  }
  return openFileForDownload(ctx, dataDir, job.file_id);
}

/**
 * Cancels a queued or running job (whoever asked for it, or an ADMIN; others get the same 404
 * as for a job they cannot see). A job that has already ended is a 409.
 */
export async function cancelJob(ctx: RequestContext, id: number): Promise<TJob> {
  const before = await getJob(ctx, id);
  await withTransaction(ctx.db, async (tx) => {
    if (!(await cancelJobRow(tx, id, requireAccount(ctx).id, ctx.now))) {
      throw new AppError('CONFLICT', { messageKey: 'job.not_cancellable' });
    }
    await audit(tx, {
      ...auditFields(ctx),
      action: 'job.cancel',
      entity: 'job',
      entityId: id,
      before: { state: before.state, progress: before.progress },
      after: { state: 'cancelled' },
    });
  });
  return getJob(ctx, id);
}
