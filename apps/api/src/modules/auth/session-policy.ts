/** Session and sign-in limits (issue "Foundation"); one place so tests and docs agree. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60_000;
/** last_seen_at is written at most this often, so a busy client does not write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

// Sign-in failures are throttled per user name × source, never by locking the account:
// login-throttle.ts (docs/decisions/015).
