import type { TReportFilters, TReportFormat, TReportKind } from '@prapa/contracts/reports';
import { formatThaiDateTime } from '@prapa/domain/thai-date';
import type { Db } from '../../db/database.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { t } from './member-run.ts';
import { reportDef } from './report-catalogue.ts';
import type { ReportRow, ReportRun } from './report-types.ts';
import type { ReportFileMeta } from './report-writer-types.ts';

export type ReportFileParams = {
  report: TReportKind;
  format: TReportFormat;
  filters: TReportFilters;
};

/** Rows per keyset batch: two batches at most are in memory (one read, one written). */
export const REPORT_BATCH = 2000;

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

/** Opens a report on `db`: its run (counts per area, then the rows) and the writer's meta. */
export async function openReport(db: Db, params: ReportFileParams, now: Date) {
  const run = await reportDef(params.report).open(db, params.filters);
  return { run, meta: await reportMeta(db, params, run, now) };
}

/**
 * Hands every batch of `run` to `write` in print order and returns how many rows there were.
 * The next batch's query is sent before the last batch is written, so the database works on
 * it while the file is laid out; memory holds two batches at most.
 */
export async function pumpReportRows(
  run: ReportRun,
  write: (group: number, rows: ReportRow[]) => unknown,
  onProgress?: (done: number, total: number) => Promise<void> | void,
): Promise<number> {
  const batches = run.batches(REPORT_BATCH);
  let next = batches.next();
  let done = 0;
  try {
    for (;;) {
      const batch = await next;
      if (batch.done) return done;
      next = batches.next();
      await write(batch.value.group, batch.value.rows);
      done += batch.value.rows.length;
      await onProgress?.(done, run.total);
    }
  } finally {
    // A read still in flight when writing failed: its own failure would only repeat the cause.
    next.catch(() => undefined);
  }
}
