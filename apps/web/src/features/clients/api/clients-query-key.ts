/** Every clients query starts with this key, so one invalidation refreshes list, chart and detail. */
export const CLIENTS_QUERY_KEY = ['clients'] as const;
