import { PAGE } from '@prapa/domain/access-list';

/**
 * Where the printable documents live. They sit under pages the roles already may open
 * (`/process/payment`, `/user-billing`), so the route guard needs no new entries.
 */
export const RECEIPT_PRINT_ROUTE = `${PAGE.payment}/receipt/:id`;
export const INVOICE_PRINT_ROUTE = `${PAGE.userBilling}/:id/invoice/:invoiceId/print`;

/** The receipt print view; `copy` reprints it (counted by the server, marked "สำเนา"). */
export function receiptPrintPath(receiptId: number, copy = false): string {
  return `${PAGE.payment}/receipt/${receiptId}${copy ? '?copy=1' : ''}`;
}

/** The bill print view of one invoice; `clientId` is the padded member id of the billing page. */
export function invoicePrintPath(clientId: string, invoiceId: number): string {
  return `${PAGE.userBilling}/${encodeURIComponent(clientId)}/invoice/${invoiceId}/print`;
}

export function userBillingPath(clientId: string): string {
  return `${PAGE.userBilling}/${encodeURIComponent(clientId)}`;
}

/** The printable remittance slip, under the accounting page (same access). */
export const REMITTANCE_SLIP_ROUTE = `${PAGE.accounting}/remittance/:id`;
