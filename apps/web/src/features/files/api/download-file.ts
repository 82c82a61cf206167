import { FILE_PATHS } from '@prapa/contracts/files';
import { apiDownload } from '../../../lib/api-download.ts';

/** A document's bytes (the server makes a missing report again first). */
export function downloadFile(id: number) {
  return apiDownload(FILE_PATHS.download.replace(':id', String(id)));
}

export function downloadBackup(name: string) {
  return apiDownload(FILE_PATHS.backup.replace(':name', encodeURIComponent(name)));
}
