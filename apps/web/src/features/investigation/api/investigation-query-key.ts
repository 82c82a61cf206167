/** Every investigation query starts with this key; recording an outcome refreshes them all. */
export const INVESTIGATION_QUERY_KEY = ['investigation'] as const;
