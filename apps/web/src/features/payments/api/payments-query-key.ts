/** Every payments query starts with this key, so a payment or a void refreshes them all. */
export const PAYMENTS_QUERY_KEY = ['payments'] as const;
