import type { TJob } from '@prapa/contracts/jobs';
import type { TReportFilters, TReportKind } from '@prapa/contracts/reports';
import { ROLE } from '@prapa/domain/roles';
import { type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { rawRows } from '../../db/raw-rows.ts';
import { systemContext } from '../../lib/request-context.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateData } from '../generator/generate-data.service.ts';
import { scalePlan } from '../generator/generator-plan.ts';
import { TODAY } from '../readings/readings-test-kit.ts';
import { reportDef } from './report-catalogue.ts';
import type { ReportGroup, ReportRow } from './report-types.ts';

export type ReportsWorld = {
  t: TestApp;
  admin: string;
  norm: string;
  view: string;
  rows: <T>(query: SQL) => Promise<T[]>;
};

/**
 * A test app on generated data (the scale generator: areas, members, readings, invoices,
 * receipts, debtors, cancelled and fee-exempt members), with one receipt voided and one
 * unpaid invoice cancelled, so every report has to leave both out.
 */
export async function createReportsWorld(clients = 300, months = 8): Promise<ReportsWorld> {
  const t = await createTestApp();
  t.clock.set(TODAY);
  await generateData(systemContext(t.db, TODAY), scalePlan(clients, months, 7), () => undefined);
  const rows = <T>(query: SQL) => rawRows<T>(t.db, query);
  // Void the newest receipt the way voiding does: its invoices become unpaid again.
  await rows(sql`with r as (select id from receipts order by id desc limit 1),
      v as (update receipts set voided_at = now(), void_reason = 'test void' where id in (select id from r) returning id)
      update invoices set receipt_id = null, paid_at = null where receipt_id in (select id from v)`);
  await rows(sql`update invoices set cancelled_at = now(), cancel_reason = 'test cancel'
      where id = (select id from invoices where receipt_id is null and kind = 'water' order by id desc limit 1)`);
  const admin = (await t.loginAs(ROLE.ADMIN)).token;
  const norm = (await t.loginAs(ROLE.NORM)).token;
  const view = (await t.loginAs(ROLE.VIEW)).token;
  return { t, admin, norm, view, rows };
}

/** Every row of a report, in print order, read the way a job reads them. */
export async function allReportRows(
  w: ReportsWorld,
  kind: TReportKind,
  filters: TReportFilters = {},
): Promise<{ rows: (ReportRow & { _group: number })[]; groups: ReportGroup[] }> {
  const run = await reportDef(kind).open(w.t.db, filters);
  const rows: (ReportRow & { _group: number })[] = [];
  for await (const batch of run.batches(97)) {
    for (const row of batch.rows) rows.push({ ...row, _group: batch.group });
  }
  return { rows, groups: run.groups };
}

export const sumOf = (rows: ReportRow[], key: string) =>
  rows.reduce((s, r) => s + Number(r[key] ?? 0), 0);

/** Queues a report job through the API, runs it, and returns the finished job. */
export async function produce(
  w: ReportsWorld,
  token: string,
  report: TReportKind,
  format: 'pdf' | 'xlsx',
  filters: TReportFilters = {},
): Promise<TJob> {
  const created = await w.t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: bearer(token),
    payload: { kind: 'report', report, format, filters },
  });
  if (created.statusCode !== 202) throw new Error(`${created.statusCode} ${created.body}`);
  const id = (created.json() as { data: TJob }).data.id;
  while (await w.t.app.jobs.runOnce()) {
    // run every queued job
  }
  const polled = await w.t.app.inject({ url: `/api/jobs/${id}`, headers: bearer(token) });
  return (polled.json() as { data: TJob }).data;
}

export async function download(w: ReportsWorld, token: string, fileId: number) {
  return w.t.app.inject({ url: `/api/files/${fileId}/download`, headers: bearer(token) });
}

/** The last row of the first sheet (the totals row) as values by column header. */
export async function xlsxTotals(buffer: Buffer): Promise<{ header: string[]; last: unknown[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(6).values as unknown[]).slice(1).map(String);
  const last = (sheet.getRow(sheet.rowCount).values as unknown[]).slice(1);
  return { header, last };
}
