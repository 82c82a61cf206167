/**
 * Paths of the remittance calls (issue 15), in a file without schemas: the dashboard's overdue
 * alert needs the path only (docs/decisions/033-router-and-responses.md).
 */
export const REMITTANCE_PATHS = {
  /** GET `?date=&cashier_id=` the day as the drawer should hold it; POST closes it. */
  close: '/api/remittance/close',
  /** GET `?from=&to=` every close (ADMIN), differences and reasons. */
  closes: '/api/remittance/closes',
  settings: '/api/remittance/settings',
  holidays: '/api/remittance/holidays',
  holiday: '/api/remittance/holidays/:day',
  /** GET what waits to be remitted, with deadlines. */
  pending: '/api/remittance/pending',
  /** GET the list; POST `{ up_to }` makes one remittance of every closed day up to that date. */
  remittances: '/api/remittance/remittances',
  remittance: '/api/remittance/remittances/:id',
  received: '/api/remittance/remittances/:id/received',
  /** GET the slip (ใบนำส่งเงิน) as an A4 PDF, the newest one kept in the file room. */
  slipPdf: '/api/remittance/remittances/:id/pdf',
  /** GET for the dashboard (ADMIN): money past its remittance deadline. */
  overdue: '/api/remittance/overdue',
  form32: '/api/remittance/form32',
  form32Pdf: '/api/remittance/form32/export-pdf',
  form32Xlsx: '/api/remittance/form32/export-xlsx',
  register: '/api/remittance/receipt-register',
} as const;
