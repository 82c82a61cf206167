import { ZIdParam } from '@prapa/contracts/common-fields';
import { JOB_PATHS, ZCreateReportJob, ZJobListResponse, ZJobResponse } from '@prapa/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { sendFile } from '../../lib/send-file.ts';
import { cancelJob, createReportJob, getJob, listMyJobs, openJobFile } from './jobs.service.ts';

/**
 * Producing a report changes no business data, so it needs only `reports: read`; the service
 * narrows what a VIEW may run.
 */
const READ = { access: { area: 'report-centre', access: 'read' } } as const;
const tags = ['jobs'];
export const JOBS_PREFIX = '/api/jobs';
const at = (path: string) => path.slice(JOBS_PREFIX.length);

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    at(JOB_PATHS.jobs),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Queue a report (PDF or Excel); poll the job for its progress',
        body: ZCreateReportJob,
        response: { 202: ZJobResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const job = await createReportJob(contextOf(request), request.body);
      app.jobs.wake();
      return reply.code(202).send({ data: job });
    },
  );

  app.get(
    at(JOB_PATHS.jobs),
    {
      config: READ,
      schema: {
        tags,
        summary: 'My latest jobs, newest first',
        response: { 200: ZJobListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listMyJobs(contextOf(request)) }),
  );

  app.get(
    at(JOB_PATHS.job),
    {
      config: READ,
      schema: {
        tags,
        summary: 'One job: state and progress',
        params: ZIdParam,
        response: { 200: ZJobResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getJob(contextOf(request), request.params.id) }),
  );

  app.get(
    `${at(JOB_PATHS.job)}/file`,
    {
      config: READ,
      schema: {
        tags,
        summary: 'The file a finished job produced (for the one who asked)',
        params: ZIdParam,
        response: { 200: z.custom<unknown>().describe('the document'), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const file = await openJobFile(contextOf(request), app.dataDir, request.params.id);
      return sendFile(reply, file.path, file.name, file.mimeType);
    },
  );

  app.post(
    at(JOB_PATHS.cancel),
    {
      config: READ,
      schema: {
        tags,
        summary: 'Cancel a queued or running job (whoever asked for it, or an ADMIN)',
        params: ZIdParam,
        response: { 200: ZJobResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const job = await cancelJob(contextOf(request), request.params.id);
      app.jobs.cancelled(job.id);
      return { data: job };
    },
  );
};
