/**
 * Paths of the water-user (client) and meter calls. The spec (§7) gives most of them; `status`,
 * `meterReplace` and `meterHistory` are chosen here. Shared so the API routes and the web
 * fetchers cannot drift apart.
 *
 * Identifiers: `id` is a client's row id (edit, delete, ignore…); `client_id` is the member id
 * ('00042', '42' and '๔๒' all mean member 42), as the client row shows it.
 */
export const CLIENT_PATHS = {
  /** GET ?id= one client, GET without id a page; POST create; PATCH edit; DELETE ?id=. */
  client: '/api/user/client',
  lookupClientId: '/api/user/client/lookup/client_id',
  lookupAll: '/api/user/client/lookup/all',
  byCheckbox: '/api/user/client/get-client-by-checkbox',
  byCheckboxPdf: '/api/user/client/get-client-by-checkbox-pdf',
  summary: '/api/user/client/get-summary-client',
  ignore: '/api/user/client/ignore-clients',
  normal: '/api/user/client/normal-clients',
  status: '/api/user/client/status',
  groupTotal: '/api/user/client/stat/group-total',
  exportCsv: '/api/user/client/export-csv',
} as const;

export const METER_PATHS = {
  lookupDuplicate: '/api/user/meter/lookup-duplicate/meterno',
  replace: '/api/user/meter/replace',
  history: '/api/user/meter/history',
} as const;

/** The most rows one print list (checkbox list, its PDF) may hold. */
export const CLIENT_PRINT_MAX_ROWS = 5000;
