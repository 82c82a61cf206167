import type { Readable } from 'node:stream';
import { CLIENT_PRINT_MAX_ROWS } from '@prapa/contracts/client-paths';
import type { TClient } from '@prapa/contracts/clients';
import { toIsoDate } from '@prapa/domain/thai-date';
import { AppError } from '../../lib/app-error.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import { clientCsvStream } from './client-csv.ts';
import type { ClientFilter, ClientOrder } from './client-filter.ts';
import type { clientListDocument } from './client-list-pdf.ts';
import { toClient } from './client-mapping.ts';
import { countClients, listClientRows } from './client-rows.repository.ts';
import { findOrganisationName } from './clients.repository.ts';

/**
 * The clients a print covers: the ticked rows, or everyone the filters match. More than
 * CLIENT_PRINT_MAX_ROWS is refused rather than cut short, so a print is never silently
 * incomplete.
 */
export async function listClientsForPrint(
  ctx: RequestContext,
  filter: ClientFilter,
  order: ClientOrder,
): Promise<TClient[]> {
  const scoped: ClientFilter = filter.ids ? { ids: filter.ids } : filter;
  const count = await countClients(ctx.db, scoped);
  if (count > CLIENT_PRINT_MAX_ROWS) {
    throw new AppError('VALIDATION', {
      messageKey: 'client_print_too_many',
      params: { count, max: CLIENT_PRINT_MAX_ROWS },
    });
  }
  const rows = await listClientRows(ctx.db, {
    filter: scoped,
    order,
    limit: CLIENT_PRINT_MAX_ROWS,
    offset: 0,
  });
  return rows.map(toClient);
}

export async function renderClientListPdf(
  ctx: RequestContext,
  filter: ClientFilter,
  order: ClientOrder,
): Promise<Buffer> {
  const [clients, organisation] = await Promise.all([
    listClientsForPrint(ctx, filter, order),
    findOrganisationName(ctx.db),
  ]);
  // Laid out on the PDF worker: 5,000 rows take seconds of CPU.
  return renderPdfInWorker(
    new URL('./client-list-pdf.ts', import.meta.url).href,
    'clientListDocument',
    { organisation, clients, printedAt: ctx.now } satisfies Parameters<
      typeof clientListDocument
    >[0],
  );
}

const EXPORT_BATCH = 1000;

/** The whole filtered register as CSV, read from the database a batch at a time. */
export function exportClientsCsv(
  ctx: RequestContext,
  filter: ClientFilter,
  order: ClientOrder,
): { filename: string; stream: Readable } {
  async function* batches() {
    for (let offset = 0; ; offset += EXPORT_BATCH) {
      const rows = await listClientRows(ctx.db, { filter, order, limit: EXPORT_BATCH, offset });
      yield rows.map(toClient);
      if (rows.length < EXPORT_BATCH) return;
    }
  }
  const day = toIsoDate(ctx.now).replaceAll('-', '');
  return { filename: `clients-${day}.csv`, stream: clientCsvStream(batches()) };
}
