import { parseDocumentNo } from '@prapa/domain/document-number';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The clients named by an invoice or receipt number as staff type it at the counter:
 * 'INV2570/000123', 'rc2570/7', or the old unprefixed '2570/000123' (decision 014), found
 * through the (fiscal_year, seq) unique indexes. A typed prefix must be the one printed on
 * the document; without one, an invoice and a receipt of that number both match. Undefined
 * when `q` is not a document number.
 */
export function clientIdsOfDocumentNo(q: string): SQL | undefined {
  const parsed = parseDocumentNo(q);
  if (!parsed) return undefined;
  const like = `${parsed.prefix}%`;
  return sql`(select i.client_id from invoices i
              where i.fiscal_year = ${parsed.fiscalYear} and i.seq = ${parsed.seq}
                and i.invoice_no like ${like}
              union all
              select r.client_id from receipts r
              where r.fiscal_year = ${parsed.fiscalYear} and r.seq = ${parsed.seq}
                and r.receipt_no like ${like})`;
}
