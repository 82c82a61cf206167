import { INVESTIGATION_PATHS } from '@prapa/contracts/investigation';
import { apiDownload } from '../../../lib/api-download.ts';
import { type InvestigationListQuery, listParams } from './get-investigation-list.ts';

/** GET …/export-xlsx: the list as an Excel workbook. */
export function exportInvestigation(query: Omit<InvestigationListQuery, 'page' | 'pageSize'>) {
  return apiDownload(INVESTIGATION_PATHS.exportXlsx, listParams(query));
}
