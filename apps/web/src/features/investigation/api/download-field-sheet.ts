import { INVESTIGATION_PATHS } from '@prapa/contracts/investigation';
import { apiDownload } from '../../../lib/api-download.ts';
import { type InvestigationListQuery, listParams } from './get-investigation-list.ts';

/** GET …/field-sheet: the list's rows in route order as the field team's check sheet (PDF). */
export function downloadFieldSheet(query: Omit<InvestigationListQuery, 'page' | 'pageSize'>) {
  return apiDownload(INVESTIGATION_PATHS.fieldSheet, listParams(query));
}
