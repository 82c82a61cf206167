/**
 * Every billing-cycle query starts with this key. The reading screens keep their cycle list under
 * the same key, so opening or closing a cycle here refreshes their cycle pickers too.
 */
export const BILLING_CYCLES_QUERY_KEY = ['billing-cycles'] as const;
