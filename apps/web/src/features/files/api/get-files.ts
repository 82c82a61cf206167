import { FILE_PATHS, ZFileListResponse } from '@prapa/contracts/files';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type FileListQuery = { kind?: string; q?: string; page: number };

export const FILES_KEY = ['files'] as const;

export function useFiles(query: FileListQuery) {
  return useQuery({
    queryKey: [...FILES_KEY, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest(FILE_PATHS.files, {
        query: { ...query, pageSize: 25 },
        schema: ZFileListResponse,
        ...(signal ? { signal } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}
