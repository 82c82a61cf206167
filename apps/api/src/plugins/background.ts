import { LETTERS_JOB_KIND } from '@prapa/contracts/debt';
import fp from 'fastify-plugin';
import { systemContext } from '../lib/request-context.ts';
import { lettersJob } from '../modules/debt/letters-job.ts';
import { cleanupExpiredFiles } from '../modules/files/files.service.ts';
import { createJobRunner, type JobRunner } from '../modules/jobs/job-runner.ts';
import { runReportJob } from '../modules/reports/report-file.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** PRAPA_DATA_DIR: the file room lives in <dataDir>/files, backups in <dataDir>/backups. */
    dataDir: string;
    /** The background job runner of this process (started only when `runJobs`). */
    jobs: JobRunner;
  }
}

export type BackgroundPluginOptions = { dataDir: string; runJobs: boolean };

const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * Background work inside the API process (ARCHITECTURE.md): the job runner polls the jobs
 * table; when idle it applies the file room's retention now and then. Tests build the app
 * without `runJobs` and call `app.jobs.runOnce()` themselves.
 */
export const backgroundPlugin = fp<BackgroundPluginOptions>(
  async (app, { dataDir, runJobs }) => {
    let lastCleanup = 0;
    const runner = createJobRunner({
      db: app.db,
      clock: app.clock,
      dataDir,
      handlers: { report: runReportJob, [LETTERS_JOB_KIND]: lettersJob() },
      log: (message, error) => app.log.warn({ err: error }, message),
      onIdle: async () => {
        const now = app.clock();
        if (now.getTime() - lastCleanup < RETENTION_EVERY_MS) return;
        lastCleanup = now.getTime();
        const deleted = await cleanupExpiredFiles(systemContext(app.db, now), dataDir);
        if (deleted > 0) app.log.info({ deleted }, 'file room retention applied');
      },
    });
    app.decorate('dataDir', dataDir);
    app.decorate('jobs', runner);
    if (runJobs) app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'prapa-background', dependencies: ['prapa-database'] },
);
