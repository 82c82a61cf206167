import {
  DATA_IMPORT_PATHS,
  type TImportFileRequest,
  ZImportDryRunResponse,
} from '@prapa/contracts/data-import';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST …/dry-run: what the file would create and every problem; nothing is written. */
export function dryRunImport(file: TImportFileRequest) {
  return apiRequest(DATA_IMPORT_PATHS.dryRun, {
    method: 'POST',
    body: file,
    schema: ZImportDryRunResponse,
  });
}

/** The page shows a failure next to the file picker itself. */
export function useDryRunImport() {
  return useMutation({ mutationFn: dryRunImport, meta: { handlesErrors: true } });
}
