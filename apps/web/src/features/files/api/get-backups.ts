import { FILE_PATHS, ZBackupListResponse } from '@prapa/contracts/files';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { FILES_KEY } from './get-files.ts';

export function useBackups() {
  return useQuery({
    queryKey: [...FILES_KEY, 'backups'],
    queryFn: ({ signal }) =>
      apiRequest(FILE_PATHS.backups, {
        schema: ZBackupListResponse,
        ...(signal ? { signal } : {}),
      }),
  });
}
