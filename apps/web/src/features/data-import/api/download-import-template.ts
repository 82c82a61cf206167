import { DATA_IMPORT_PATHS, type TImportFormat } from '@prapa/contracts/data-import';
import { apiDownload, saveFile } from '../../../lib/api-download.ts';

/** GET …/template?format=: the template with Thai headers and two sample rows, saved. */
export async function downloadImportTemplate(format: TImportFormat): Promise<void> {
  const file = await apiDownload(DATA_IMPORT_PATHS.template, { format });
  saveFile(file, `prapa-import-template.${format}`);
}
