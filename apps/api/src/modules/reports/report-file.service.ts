import {
  type TReportFilters,
  type TReportFormat,
  type TReportKind,
  ZReportFilters,
} from '@prapa/contracts/reports';
import { bangkokDateParts, formatThaiDateTime } from '@prapa/domain/thai-date';
import { withBackgroundSession } from '../../db/background-session.ts';
import type { Db } from '../../db/database.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { storeDocument } from '../files/store-document.ts';
import type { JobHandler } from '../jobs/job-runner.ts';
import { t } from './member-run.ts';
import { reportDef } from './report-catalogue.ts';
import type { ReportRow, ReportRun } from './report-types.ts';
import { startReportWorker } from './report-worker-client.ts';
import type { ReportFileMeta } from './report-writer-types.ts';

export type ReportFileParams = {
  report: TReportKind;
  format: TReportFormat;
  filters: TReportFilters;
};

const BATCH = 2000;

export const MIME: Record<TReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const reportTitle = (kind: TReportKind) => t(`report.title.${kind}`);

/** Everything the writer needs besides the rows: titles, columns, groups and labels. */
export async function reportMeta(
  db: Db,
  params: ReportFileParams,
  run: ReportRun,
  now: Date,
): Promise<ReportFileMeta> {
  const def = reportDef(params.report);
  const org = await findOrganisation(db);
  return {
    organisation: org?.name ?? '',
    title: reportTitle(params.report),
    subtitle: run.subtitle,
    printedAtText: t('report.printed_at', { when: formatThaiDateTime(now, 'long') }),
    orientation: def.orientation,
    rowHeight: def.rowHeight ?? 12.5,
    columns: def.columns.map((c) => ({ ...c, label: t(`report.col.${c.key}`) })),
    groups: run.groups,
    totalRows: run.total,
    totalLabel: t('report.total'),
    subtotalLabel: t('report.subtotal'),
    countLabel: t('report.rows_count'),
  };
}

/**
 * Writes one report file: the rows come from the database a batch at a time (keyset
 * queries) and go to a worker thread that lays out the PDF or Excel file. The next batch is
 * read while the worker writes the last one; memory holds two batches at most.
 *
 * The reads run on a session of their own at a lower CPU priority (`withBackgroundSession`),
 * as the layout runs on a lowered worker thread, so the counter's payments get the cores first.
 */
export async function writeReportFile(
  db: Db,
  params: ReportFileParams,
  path: string,
  now: Date,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<{ rows: number; pages: number }> {
  return withBackgroundSession(db, ({ db: reader }) =>
    writeReportRows(reader, params, path, now, onProgress),
  );
}

async function writeReportRows(
  db: Db,
  params: ReportFileParams,
  path: string,
  now: Date,
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<{ rows: number; pages: number }> {
  const def = reportDef(params.report);
  const run = await def.open(db, params.filters);
  const meta = await reportMeta(db, params, run, now);
  const worker = startReportWorker();
  let finished = false;
  try {
    await worker.send({ type: 'start', format: params.format, path, meta });
    let done = 0;
    let pendingWrite: Promise<unknown> = Promise.resolve();
    for await (const batch of run.batches(BATCH)) {
      await pendingWrite;
      pendingWrite = worker.send({
        type: 'rows',
        group: batch.group,
        rows: batch.rows as ReportRow[],
      });
      done += batch.rows.length;
      await onProgress?.(done, run.total);
    }
    await pendingWrite;
    const end = await worker.send({ type: 'end' });
    finished = true;
    return { rows: done, pages: end.type === 'done' ? end.pages : 0 };
  } finally {
    await worker.close(finished);
  }
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
