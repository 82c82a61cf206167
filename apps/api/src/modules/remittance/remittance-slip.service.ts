import { DEFAULT_LANG, translate } from '../../lib/i18n.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findOrganisationName } from '../clients/clients.repository.ts';
import { findNewestFileOf } from '../files/files.repository.ts';
import { openFileForDownload } from '../files/files.service.ts';
import { type StoredDocument, storeDocument } from '../files/store-document.ts';
import { getRemittance } from './remittance.service.ts';
import type { SlipPdfInput } from './remittance-slip-pdf.ts';

/** How a remittance slip is made again if its file goes missing (as the remittance is now). */
export type SlipRegen = { type: 'remittance_slip'; remittance_id: number };

async function layOutSlip(ctx: RequestContext, id: number) {
  const [remittance, organisation] = await Promise.all([
    getRemittance(ctx, id),
    findOrganisationName(ctx.db),
  ]);
  const input: SlipPdfInput = { organisation, remittance, printedAt: ctx.now };
  const pdf = await renderPdfInWorker(
    new URL('./remittance-slip-pdf.ts', import.meta.url).href,
    'remittanceSlipDocument',
    input,
  );
  return { pdf, remittance };
}

/** The A4 remittance slip (ใบนำส่งเงิน) of one remittance, laid out on the PDF worker. */
export async function renderRemittanceSlip(ctx: RequestContext, id: number): Promise<Buffer> {
  return (await layOutSlip(ctx, id)).pdf;
}

/**
 * Keeps the slip in the file room (kind `remittance`, related to the remittance): when the
 * remittance is made, and again when finance records receiving it (the slip then carries the
 * deposit slip number). Regenerable from the database.
 */
export async function storeRemittanceSlip(
  ctx: RequestContext,
  dataDir: string,
  id: number,
): Promise<StoredDocument> {
  const { pdf, remittance } = await layOutSlip(ctx, id);
  const regen: SlipRegen = { type: 'remittance_slip', remittance_id: id };
  return storeDocument(ctx.db, dataDir, {
    kind: 'remittance',
    name: `${translate(DEFAULT_LANG, 'doc.remittance.file_name', {
      // A '/' in a downloaded file's name becomes a folder or an error on the office's PC.
      no: remittance.remittance_no.replaceAll('/', '-'),
    })}.pdf`,
    mimeType: 'application/pdf',
    content: pdf,
    related: { type: 'remittance', id },
    regen,
    createdBy: ctx.account?.id ?? null,
    at: ctx.now,
  });
}

/** The newest kept slip of a remittance (made and kept now if there is none). */
export async function openRemittanceSlip(ctx: RequestContext, dataDir: string, id: number) {
  await getRemittance(ctx, id); // 404 for an unknown remittance
  const fileId =
    (await findNewestFileOf(ctx.db, 'remittance', { type: 'remittance', id })) ??
    (await storeRemittanceSlip(ctx, dataDir, id)).id;
  return openFileForDownload(ctx, dataDir, fileId);
}
