import type { TReadingPage, TSavedReading } from '@prapa/contracts/readings';
import { useQueryClient } from '@tanstack/react-query';
import { COUNT_NOTED_QUERY_KEY } from '../api/get-count-noted.ts';
import { CYCLE_OPTIONS_QUERY_KEY } from '../api/get-cycle-options.ts';
import { getReadings, type ReadingPageQuery, readingsQueryKey } from '../api/get-readings.ts';
import { READINGS_QUERY_KEY } from '../api/readings-query-key.ts';
import { applySavedReadings } from '../utils/apply-saved-readings.ts';

/**
 * After a save or a mark: the page on screen is updated in place (no refetch, so rows do not
 * jump under the reader's fingers), other reading queries are marked stale, and the progress
 * counts are fetched again.
 */
export function useReadingCache(query: ReadingPageQuery) {
  const queryClient = useQueryClient();

  const applySaved = (readings: readonly TSavedReading[]) => {
    queryClient.setQueryData<TReadingPage>(readingsQueryKey(query), (page) =>
      applySavedReadings(page, readings),
    );
    void queryClient.invalidateQueries({ queryKey: READINGS_QUERY_KEY, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: COUNT_NOTED_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CYCLE_OPTIONS_QUERY_KEY });
  };

  /** The cycle was closed meanwhile: everything on screen is out of date. */
  const refreshAll = () => {
    void queryClient.invalidateQueries({ queryKey: READINGS_QUERY_KEY });
    void queryClient.invalidateQueries({ queryKey: CYCLE_OPTIONS_QUERY_KEY });
  };

  /** Asks the server for a page now, even if one is cached (the "waiting" list moves on). */
  const fetchPage = (page: ReadingPageQuery) =>
    queryClient.fetchQuery({
      queryKey: readingsQueryKey(page),
      queryFn: ({ signal }) => getReadings(page, signal),
      staleTime: 0,
    });

  return { applySaved, refreshAll, fetchPage };
}
