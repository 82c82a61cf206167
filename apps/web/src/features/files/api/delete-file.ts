import { ZOkResponse } from '@prapa/contracts/envelope';
import { FILE_PATHS } from '@prapa/contracts/files';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FILES_KEY } from './get-files.ts';

export function deleteFile(input: { id: number; reason: string }) {
  return apiRequest(FILE_PATHS.remove.replace(':id', String(input.id)), {
    method: 'POST',
    body: { reason: input.reason },
    schema: ZOkResponse,
  });
}

export function useDeleteFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFile,
    onSuccess: () => client.invalidateQueries({ queryKey: FILES_KEY }),
  });
}
