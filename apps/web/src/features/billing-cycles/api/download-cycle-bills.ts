import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import { apiDownload } from '../../../lib/api-download.ts';

/** GET …/invoice/print-pdf?cycle_id=[&area_id=]: the cycle's A5 bills as one PDF. */
export function downloadCycleBills(cycleId: number, areaId: number | null) {
  return apiDownload(INVOICE_PATHS.printPdf, {
    cycle_id: cycleId,
    ...(areaId === null ? {} : { area_id: areaId }),
  });
}
