import { type TReportFormat, ZReportFilters } from '@prapa/contracts/reports';
import { bangkokDateParts } from '@prapa/domain/thai-date';
import {
  type BackgroundSession,
  backgroundConnectionOf,
  withBackgroundSession,
} from '../../db/background-session.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { storeDocument } from '../files/store-document.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { reportDef } from './report-catalogue.ts';
import { openReport, pumpReportRows, type ReportFileParams, reportTitle } from './report-rows.ts';
import type { ReportWorkerReply } from './report-worker.ts';
import { startReportWorker } from './report-worker-client.ts';

export { type ReportFileParams, reportMeta, reportTitle } from './report-rows.ts';

export const MIME: Record<TReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export type ReportFileResult = {
  rows: number;
  pages: number;
  /** Who read the rows: the worker thread on its own connection, or the main thread. */
  readBy: 'worker' | 'main';
  /** The reading session's server process when its priority was lowered (else why not). */
  reader: BackgroundSession['niced'];
};

/**
 * Writes one report file on a worker thread that lays out the PDF or Excel file; rows are read
 * a batch at a time (keyset queries), the next while the last is written, so memory holds two
 * batches at most. The reads run on a session of their own at a lower CPU priority
 * (db/background-session.ts), as the layout runs on a lowered worker thread, so the counter's
 * payments get the cores first.
 *
 * On PostgreSQL the worker thread reads the rows itself, on its own connection: the main
 * thread, which serves the counter, then receives and parses no report row (at 100,000
 * members that was up to 60 ms of main-thread work per 2,000-row batch of form 17). PGlite is
 * one connection inside the main thread, so there the main thread reads and posts the rows.
 */
export async function writeReportFile(
  db: Db,
  params: ReportFileParams,
  path: string,
  now: Date,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<ReportFileResult> {
  const connection = backgroundConnectionOf(db);
  if (!connection) return writeReportRows(db, params, path, now, onProgress);
  const worker = startReportWorker();
  let finished = false;
  try {
    const end = (await worker.send(
      { type: 'report', params, path, now: now.getTime(), connection },
      onProgress,
    )) as Extract<ReportWorkerReply, { type: 'done' }>;
    finished = true;
    return {
      rows: end.rows ?? 0,
      pages: end.pages,
      readBy: 'worker',
      reader: end.reader ?? { pid: null, reason: 'not reported' },
    };
  } finally {
    await worker.close(finished);
  }
}

/** The main thread reads the rows and posts them to the worker (PGlite). */
export async function writeReportRows(
  db: Db,
  params: ReportFileParams,
  path: string,
  now: Date,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<ReportFileResult> {
  return withBackgroundSession(db, async ({ db: reader, niced }) => {
    const { run, meta } = await openReport(reader, params, now);
    const worker = startReportWorker();
    let finished = false;
    try {
      await worker.send({ type: 'start', format: params.format, path, meta });
      const rows = await pumpReportRows(
        run,
        (group, batch) => worker.send({ type: 'rows', group, rows: batch }),
        onProgress,
      );
      const end = await worker.send({ type: 'end' });
      finished = true;
      const pages = end.type === 'done' ? end.pages : 0;
      return { rows, pages, readBy: 'main' as const, reader: niced };
    } finally {
      await worker.close(finished);
    }
  });
}

export function fileNameOf(params: ReportFileParams, now: Date): string {
  // Bangkok time, as the office reads it: 20261120-1005.
  const p = bangkokDateParts(now);
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${p.year}${two(p.month)}${two(p.day)}-${two(p.hour)}${two(p.minute)}`;
  return `${reportTitle(params.report)} ${stamp}.${params.format}`;
}

/** Makes a missing report file again from the database with the filters it was made with. */
export async function regenerateReportFile(
  ctx: RequestContext,
  regen: Record<string, unknown>,
  path: string,
): Promise<void> {
  const params = regen as ReportFileParams;
  reportDef(params.report);
  await writeReportFile(
    ctx.db,
    { ...params, filters: ZReportFilters.parse(params.filters) },
    path,
    ctx.now,
  );
}

/** The 'report' job: writes the file into the file room and records it there. */
export const runReportJob: JobHandler = async (job, control) => {
  const params = job.params as unknown as ReportFileParams;
  const now = control.now();
  let last = 0;
  const stored = await storeDocument(control.db, control.dataDir, {
    kind: 'report',
    name: fileNameOf(params, now),
    mimeType: MIME[params.format],
    content: async (temp) => {
      await writeReportFile(control.db, params, temp, now, async (done, total) => {
        const percent = total > 0 ? Math.floor((done / total) * 99) : 50;
        if (percent !== last || control.signal.aborted) {
          last = percent;
          await control.progress(percent);
        }
      });
      // Cancelled while the last page was written: nothing goes into the file room.
      await control.progress(99);
    },
    related: { type: `report:${params.report}`, id: job.id },
    regen: { report: params.report, format: params.format, filters: params.filters },
    createdBy: job.requested_by,
    at: control.now(),
  });
  return { fileId: stored.id };
};
