export const DEBT_QUERY_KEY = ['debt'] as const;
