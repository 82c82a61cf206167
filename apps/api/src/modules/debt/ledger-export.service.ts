import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { findOrganisationName } from '../clients/clients.repository.ts';
import { getMemberLedger } from './debtors.service.ts';
import type { LedgerPdfInput } from './ledger-pdf.ts';
import { ledgerWorkbook } from './ledger-xlsx.ts';

/** The member's ป.17 as an A4 landscape PDF, laid out on the PDF worker. */
export async function renderMemberLedgerPdf(ctx: RequestContext, clientId: number) {
  const [ledger, organisation] = await Promise.all([
    getMemberLedger(ctx, clientId),
    findOrganisationName(ctx.db),
  ]);
  const input: LedgerPdfInput = { organisation, ledger, printedAt: ctx.now };
  return renderPdfInWorker(
    new URL('./ledger-pdf.ts', import.meta.url).href,
    'ledgerDocument',
    input,
  );
}

export async function exportMemberLedgerXlsx(ctx: RequestContext, clientId: number) {
  return ledgerWorkbook(await getMemberLedger(ctx, clientId));
}
