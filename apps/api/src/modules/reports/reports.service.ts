import {
  PREVIEW_ROWS,
  type TReportCatalogueEntry,
  type TReportKind,
  type TReportPreview,
  type TReportRequest,
  VIEW_REPORTS,
} from '@prapa/contracts/reports';
import { ROLE } from '@prapa/domain/roles';
import { AppError } from '../../lib/app-error.ts';
import { type Lang, translate } from '../../lib/i18n.ts';
import { type RequestContext, requireAccount } from '../../lib/request-context.ts';
import { REPORTS, reportDef } from './report-catalogue.ts';
import type { ReportRow } from './report-types.ts';

/** A meter reader (VIEW) runs only the meter reading sheet; every other role runs them all. */
export function mayRunReport(ctx: RequestContext, kind: TReportKind): boolean {
  const role = requireAccount(ctx).role;
  return role !== ROLE.VIEW || VIEW_REPORTS.includes(kind);
}

export function assertMayRunReport(ctx: RequestContext, kind: TReportKind): void {
  if (!mayRunReport(ctx, kind)) {
    throw new AppError('FORBIDDEN', { messageKey: 'report.not_allowed' });
  }
}

export function getCatalogue(ctx: RequestContext, lang: Lang): TReportCatalogueEntry[] {
  return REPORTS.filter((r) => mayRunReport(ctx, r.kind)).map((r) => ({
    report: r.kind,
    title: translate(lang, `report.title.${r.kind}`),
    filters: r.filters,
    required: r.required,
    orientation: r.orientation,
  }));
}

/** Refuses a filter the report does not take, so nobody believes a list was filtered. */
export function assertFilters(request: TReportRequest): void {
  const def = reportDef(request.report);
  const given = Object.entries(request.filters)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  const extra = given.filter((k) => !def.filters.includes(k as never));
  if (extra.length > 0) {
    throw new AppError('VALIDATION', {
      messageKey: 'report.filter_not_taken',
      fields: extra.map((path) => ({
        path: `filters.${path}`,
        message: 'report.filter_not_taken',
      })),
    });
  }
}

/** The first rows of a report and how many it has, for the screen. */
export async function previewReport(
  ctx: RequestContext,
  request: TReportRequest,
  lang: Lang,
): Promise<TReportPreview> {
  assertMayRunReport(ctx, request.report);
  assertFilters(request);
  const def = reportDef(request.report);
  const run = await def.open(ctx.db, request.filters);
  const rows: ReportRow[] = [];
  for await (const batch of run.batches(PREVIEW_ROWS)) {
    rows.push(...batch.rows.slice(0, PREVIEW_ROWS - rows.length));
    if (rows.length >= PREVIEW_ROWS) break;
  }
  return {
    report: request.report,
    title: translate(lang, `report.title.${request.report}`),
    columns: def.columns.map((c) => ({
      key: c.key,
      label: translate(lang, `report.col.${c.key}`),
      type: c.type,
    })),
    rows,
    total_rows: run.total,
  };
}
