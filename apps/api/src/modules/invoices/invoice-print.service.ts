import { INVOICE_PRINT_MAX, type ZInvoicePrintQuery } from '@prapa/contracts/invoices';
import { bangkokToday } from '@prapa/domain/bill-state';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Lang } from '../../lib/i18n.ts';
import { translate } from '../../lib/i18n.ts';
import { renderPdfInWorker } from '../../lib/pdf/render-in-worker.ts';
import type { RequestContext } from '../../lib/request-context.ts';
import enInvoiceCorrections from '../../locales/en/invoice-corrections.json' with { type: 'json' };
import enInvoices from '../../locales/en/invoices.json' with { type: 'json' };
import { findCycle } from '../billing-cycles/billing-cycles.repository.ts';
import { cycleNotFound } from '../billing-cycles/billing-cycles.service.ts';
import { findOrganisation } from '../config/organisation.repository.ts';
import { listChargeLines } from '../debt/invoice-charges.repository.ts';
import { type StoredDocument, storeDocument } from '../files/store-document.ts';
import type { BillPrintInput, billsDocument } from './invoice-bill-pdf.ts';
import {
  type ArrearsRow,
  countInvoices,
  type InvoiceFilter,
  listArrears,
  listInvoiceDetailRows,
} from './invoices.repository.ts';
import { toInvoiceDetail } from './invoices.service.ts';

const PDF_LABEL_KEYS = [...Object.keys(enInvoices), ...Object.keys(enInvoiceCorrections)].filter(
  (key) => key.startsWith('invoice_pdf_'),
);

/**
 * The bills of a cycle (one area, only unpaid, when asked) as one A5 PDF, in route order.
 * More than INVOICE_PRINT_MAX bills is refused rather than cut short, so a print is never
 * silently incomplete; an office prints a large cycle area by area.
 */
export async function renderInvoicesPdf(
  ctx: RequestContext,
  query: z.infer<typeof ZInvoicePrintQuery>,
  lang: Lang,
): Promise<Buffer> {
  const cycleId = query.cycle_id;
  if (!(await findCycle(ctx.db, cycleId))) throw cycleNotFound();
  const unpaidOnly = query.unpaid_only === 'true' || query.unpaid_only === '1';
  const filter: InvoiceFilter = {
    cycleId,
    areaId: query.area_id,
    status: unpaidOnly ? 'unpaid' : undefined,
    // A cancelled bill is not handed out (the one issued in its place is).
    live: true,
  };
  const count = await countInvoices(ctx.db, filter);
  if (count > INVOICE_PRINT_MAX) {
    throw new AppError('VALIDATION', {
      messageKey: 'invoice_print_too_many',
      params: { count, max: INVOICE_PRINT_MAX },
    });
  }
  const rows = await listInvoiceDetailRows(ctx.db, filter, INVOICE_PRINT_MAX);
  const arrears = await listArrears(
    ctx.db,
    rows.map((row) => row.id),
  );
  const arrearsOf = new Map<number, ArrearsRow[]>();
  for (const line of arrears) {
    const list = arrearsOf.get(line.for_invoice_id) ?? [];
    list.push(line);
    arrearsOf.set(line.for_invoice_id, list);
  }
  const charges = await listChargeLines(
    ctx.db,
    rows.map((row) => row.id),
  );
  const organisation = await findOrganisation(ctx.db);
  const input: BillPrintInput = {
    organisation: {
      name: organisation?.name ?? '',
      address: organisation?.address ?? '',
      tax_id: organisation?.taxId ?? '',
      phone: organisation?.phone ?? '',
      biller_id: organisation?.promptpayBillerId ?? '',
    },
    labels: Object.fromEntries(PDF_LABEL_KEYS.map((key) => [key, translate(lang, key)])),
    bills: rows.map((row) => ({
      ...toInvoiceDetail(
        row,
        arrearsOf.get(row.id) ?? [],
        bangkokToday(ctx.now),
        charges.get(row.id),
      ),
      address: row.address,
      minimum_applied: row.minimum_applied,
    })),
    printedAt: ctx.now,
  };
  return renderPdfInWorker(
    new URL('./invoice-bill-pdf.ts', import.meta.url).href,
    'billsDocument',
    input satisfies Parameters<typeof billsDocument>[0],
  );
}

/** How a bill batch is made again if its file goes missing from the file room. */
export type BillBatchRegen = {
  type: 'bill_batch';
  query: z.infer<typeof ZInvoicePrintQuery>;
  lang: Lang;
};

/**
 * Keeps a printed bill batch in the file room (kind `bill_batch`, related to its cycle), so the
 * office can find what it handed out; it can be made again from the database.
 */
export async function storeBillBatch(
  ctx: RequestContext,
  dataDir: string,
  query: z.infer<typeof ZInvoicePrintQuery>,
  lang: Lang,
  pdf: Buffer,
): Promise<StoredDocument> {
  const cycle = await findCycle(ctx.db, query.cycle_id);
  const regen: BillBatchRegen = { type: 'bill_batch', query, lang };
  return storeDocument(ctx.db, dataDir, {
    kind: 'bill_batch',
    name: `${translate(lang, 'invoice_batch_file_name', { cycle: cycle?.billCycleName ?? String(query.cycle_id) })}.pdf`,
    mimeType: 'application/pdf',
    content: pdf,
    related: { type: 'billing_cycle', id: query.cycle_id },
    regen,
    createdBy: ctx.account?.id ?? null,
    at: ctx.now,
  });
}
