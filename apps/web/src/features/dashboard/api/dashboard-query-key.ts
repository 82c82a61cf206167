/**
 * Under the payments key: a payment, a void or a bill run (which invalidate `['payments']`)
 * refreshes the dashboard's money figures too.
 */
export const DASHBOARD_QUERY_KEY = ['payments', 'dashboard'] as const;
