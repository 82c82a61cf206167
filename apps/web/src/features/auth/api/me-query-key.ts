/** Keyed by token so a new sign-in never sees the previous account's answer. */
export const meQueryKey = (token: string | null) => ['auth', 'me', token] as const;
