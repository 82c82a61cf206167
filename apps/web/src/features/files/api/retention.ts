import { FILE_PATHS, ZCleanupResponse, ZRetentionResponse } from '@prapa/contracts/files';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FILES_KEY } from './get-files.ts';

const KEY = [...FILES_KEY, 'retention'] as const;

export function useRetention() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiRequest(FILE_PATHS.retention, {
        schema: ZRetentionResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}

export function useSaveRetention() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rules: { kind: string; keep_days: number | null }[]) =>
      apiRequest(FILE_PATHS.retention, {
        method: 'PUT',
        body: { rules },
        schema: ZRetentionResponse,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useCleanup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(FILE_PATHS.cleanup, { method: 'POST', schema: ZCleanupResponse }),
    onSuccess: () => client.invalidateQueries({ queryKey: FILES_KEY }),
  });
}
