/**
 * Paths of the payment calls (spec §7), in a file without schemas: the dashboard needs the
 * paths only, and importing them from payments.ts loaded zod with its schemas
 * (docs/decisions/033-router-and-responses.md).
 */
export const PAYMENT_PATHS = {
  /** POST `{ invoices, received, payment_no?, override_order? }`; header `Idempotency-Key`. */
  setPayment: '/api/user/payment/set-payment',
  /** GET `?invoiceId=` → the receipt that paid the invoice. */
  receiptId: '/api/user/payment/get-receipt-id',
  /** GET a client's unpaid invoices, oldest first (`?client_id=`). */
  unpaid: '/api/user/payment/unpaid',
  /** GET one receipt as printed. */
  receipt: '/api/user/payment/receipt/:id',
  /** POST: counts a reprint (printed "สำเนา") and returns the receipt. */
  reprint: '/api/user/payment/receipt/:id/reprint',
  /** POST `{ params: { id, reason } }` (ADMIN). */
  void: '/api/user/payment/receipt/void',
  /** GET a client's receipts, newest first (`:id` = client row id). */
  history: '/api/user/payment/history/:id',
  /** GET a client's invoices, newest first (`:id` = client row id). */
  clientHistory: '/api/user/history/:id',
  debtRatio: '/api/user/payment/debt/ratio',
  debtSummarize: '/api/user/payment/debt/summarize',
  /** GET unpaid totals of the last 4 billing cycles (dashboard table). */
  unpaidByCycle: '/api/user/payment/debt/by-cycle',
  /** GET today's cash (dashboard). */
  today: '/api/user/payment/today',
  /** GET receipts of a date range or a cycle, per collector (`/sumreceipt`). */
  receiptSummary: '/api/user/payment/receipt-summary',
  receiptSummaryXlsx: '/api/user/payment/receipt-summary/export-xlsx',
} as const;
