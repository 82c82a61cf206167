import { AUDIT_PATHS } from '@prapa/contracts/audit';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';
import { type AuditFilter, auditQueryOf } from './get-audit-log.ts';

/** GET /api/audit/export-xlsx with the screen's filters; the API builds the workbook. */
export async function exportAuditLog(filter: AuditFilter) {
  const file = await apiDownload(AUDIT_PATHS.exportXlsx, auditQueryOf(filter));
  saveFile(file, 'audit-log.xlsx');
  return file;
}

export function useExportAuditLog() {
  return useMutation({ mutationFn: exportAuditLog });
}
