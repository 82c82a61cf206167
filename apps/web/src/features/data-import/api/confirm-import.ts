import {
  DATA_IMPORT_PATHS,
  type TImportFileRequest,
  ZImportResultResponse,
} from '@prapa/contracts/data-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST …/confirm with the same file: all rows in one transaction, or nothing. */
export function confirmImport(file: TImportFileRequest) {
  return apiRequest(DATA_IMPORT_PATHS.confirm, {
    method: 'POST',
    body: file,
    schema: ZImportResultResponse,
  });
}

/** New clients, meters and opening debts change most lists; refetch everything. */
export function useConfirmImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmImport,
    meta: { handlesErrors: true },
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
