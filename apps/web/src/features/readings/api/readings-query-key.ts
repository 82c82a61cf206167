/** Every reading query starts with this key, so one invalidation refreshes list, progress and report. */
export const READINGS_QUERY_KEY = ['readings'] as const;
