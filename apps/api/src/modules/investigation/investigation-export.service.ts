import type {
  TInvestigationCheck,
  TInvestigationExportFilter,
} from '@prapa/contracts/investigation';
import { eq } from 'drizzle-orm';
import { areas } from '../../db/schema/areas.ts';
import { DEFAULT_LANG, type Lang, translate } from '../../lib/i18n.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findOrganisationName } from '../clients/clients.repository.ts';
import { type StoredDocument, storeDocument } from '../files/store-document.ts';
import { getInvestigationRowsForExport } from './investigation.service.ts';
import type { fieldSheetDocument } from './investigation-field-sheet-pdf.ts';
import { findInvestigationSettings } from './investigation-settings.repository.ts';
import { investigationWorkbook } from './investigation-xlsx.ts';

async function checkName(ctx: RequestContext, check: TInvestigationCheck, lang: Lang) {
  const settings = await findInvestigationSettings(ctx.db);
  return translate(lang, `investigation.check.${check}`, { pct: settings.deviationPct });
}

async function areaName(ctx: RequestContext, areaId: number | undefined) {
  if (areaId === undefined) return null;
  const [row] = await ctx.db
    .select({ code: areas.areaCode, name: areas.areaName })
    .from(areas)
    .where(eq(areas.id, areaId));
  return row ? `${row.code} ${row.name}` : null;
}

/** How a field sheet is made again if its file goes missing: the same list of the same cycle. */
export type FieldSheetRegen = { type: 'field_sheet'; filter: TInvestigationExportFilter };

type FieldSheet = { pdf: Buffer; cycleId: number | null; cycleName: string; checkName: string };

async function layOutFieldSheet(
  ctx: RequestContext,
  filter: TInvestigationExportFilter,
): Promise<FieldSheet> {
  const [list, organisation, name, area] = await Promise.all([
    getInvestigationRowsForExport(ctx, { ...filter, sort: 'route', order: 'asc' }),
    findOrganisationName(ctx.db),
    checkName(ctx, filter.check, DEFAULT_LANG),
    areaName(ctx, filter.area_id),
  ]);
  const input: Parameters<typeof fieldSheetDocument>[0] = {
    organisation,
    checkName:
      filter.status === 'checked'
        ? `${name} (${translate(DEFAULT_LANG, 'investigation.status.checked')})`
        : name,
    cycleName: list.cycle?.billCycleName ?? '-',
    areaName: area,
    printedAt: ctx.now,
    rows: list.rows.map((row) => ({
      memberId: row.memberId,
      fullname: row.fullname,
      houseNo: row.house_no,
      areaName: row.area_name,
      meterNo: row.meterNo,
      previous: row.previousMeter,
      current: row.currentMeter,
      units: row.units,
      average: row.average,
    })),
  };
  const pdf = await renderPdfInWorker(
    new URL('./investigation-field-sheet-pdf.ts', import.meta.url).href,
    'fieldSheetDocument',
    input,
  );
  return {
    pdf,
    cycleId: list.cycle?.id ?? null,
    cycleName: input.cycleName,
    checkName: input.checkName,
  };
}

/** The list's rows in route order as the field team's check sheet (PDF, laid out on the worker). */
export async function renderFieldSheet(
  ctx: RequestContext,
  filter: TInvestigationExportFilter,
): Promise<Buffer> {
  return (await layOutFieldSheet(ctx, filter)).pdf;
}

/**
 * Prints a field sheet and keeps it in the file room (kind `field_sheet`, related to its
 * cycle): the office can find which list went out to the field, and when. It is regenerable
 * from the same list of the same cycle (as the list is then: checked members leave it).
 */
export async function printFieldSheet(
  ctx: RequestContext,
  dataDir: string,
  filter: TInvestigationExportFilter,
): Promise<{ pdf: Buffer; file: StoredDocument }> {
  const sheet = await layOutFieldSheet(ctx, filter);
  const regen: FieldSheetRegen = {
    type: 'field_sheet',
    filter: { ...filter, cycle_id: sheet.cycleId },
  };
  const file = await storeDocument(ctx.db, dataDir, {
    kind: 'field_sheet',
    name: `${translate(DEFAULT_LANG, 'doc.investigation.file_name', {
      check: sheet.checkName,
      cycle: sheet.cycleName,
    })}.pdf`,
    mimeType: 'application/pdf',
    content: sheet.pdf,
    related: sheet.cycleId === null ? null : { type: 'billing_cycle', id: sheet.cycleId },
    regen,
    createdBy: ctx.account?.id ?? null,
    at: ctx.now,
  });
  return { pdf: sheet.pdf, file };
}

/** The list (the screen's sort) as an Excel workbook. */
export async function exportInvestigationXlsx(
  ctx: RequestContext,
  filter: TInvestigationExportFilter,
  lang: Lang,
) {
  const [list, name] = await Promise.all([
    getInvestigationRowsForExport(ctx, filter),
    checkName(ctx, filter.check, lang),
  ]);
  return investigationWorkbook({
    checkName: name,
    cycleName: list.cycle?.billCycleName ?? '-',
    cycleId: list.cycle?.id ?? null,
    check: filter.check,
    rows: list.rows,
    lang,
  });
}
