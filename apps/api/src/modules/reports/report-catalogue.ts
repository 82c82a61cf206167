import type { TReportKind } from '@prapa/contracts/reports';
import { form17DebtorsReport, form17Report } from './form17.ts';
import { memberListReports, meterSheetReport } from './member-lists.ts';
import type { ReportDef } from './report-types.ts';
import { collectedReport, expectedReport, zoneSummaryReport } from './summaries.ts';

/** The eleven reports of spec §9, in the order the report centre lists them. */
export const REPORTS: readonly ReportDef[] = [
  meterSheetReport,
  expectedReport,
  collectedReport,
  ...memberListReports,
  zoneSummaryReport,
  form17Report,
  form17DebtorsReport,
];

export function reportDef(kind: TReportKind): ReportDef {
  const def = REPORTS.find((r) => r.kind === kind);
  if (!def) throw new Error(`unknown report ${kind}`);
  return def;
}
