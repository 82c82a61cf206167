import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';
import type { ClientExportQuery } from './client-query.ts';

/** GET …/export-csv with the list's filters and order; saved under the server's file name. */
export async function exportClientsCsv(query: ClientExportQuery) {
  const file = await apiDownload(CLIENT_PATHS.exportCsv, query);
  saveFile(file, 'clients.csv');
  return file;
}

export function useExportClientsCsv() {
  return useMutation({ mutationFn: exportClientsCsv });
}
