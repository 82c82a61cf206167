import type { ZReadingProgressResponse } from '@prapa/contracts/dashboard';
import { DASHBOARD_PATHS } from '@prapa/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiRequestUnparsed } from '../../../lib/api-client.ts';

/** GET /api/dashboard/reading-progress: the open cycle's reading, overall and per area. */
export function getReadingProgress(signal?: AbortSignal) {
  return apiRequestUnparsed<typeof ZReadingProgressResponse>(DASHBOARD_PATHS.readingProgress, {
    ...(signal ? { signal } : {}),
  });
}

export function useReadingProgress() {
  return useQuery({
    // Under the readings key: saving a reading refreshes the home page's progress too.
    queryKey: ['readings', 'dashboard-progress'],
    meta: { handlesErrors: true },
    queryFn: ({ signal }) => getReadingProgress(signal),
  });
}
