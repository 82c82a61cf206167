/**
 * Sign-in throttling per user name typed × source (docs/decisions/015): the first failures are
 * free, then each failure doubles the wait, up to a ceiling. There is no account lock: the
 * owner signing in from another source is never held back by an attacker's guesses.
 */
export const FREE_FAILURES = 5;
export const FIRST_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 15 * 60_000;
/** A pair idle this long starts counting again from zero. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** Rows idle this long are deleted. */
export const THROTTLE_ROW_TTL_MS = 24 * 60 * 60_000;

/** How long a pair must wait after its `failures`-th failure in a row (0 while free). */
export function delayAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  const doublings = Math.min(30, failures - FREE_FAILURES);
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** doublings);
}

/** User names match case-insensitively; the key is what was typed, known or not. */
export function throttleUserKey(userName: string): string {
  return userName.trim().toLowerCase();
}
