import type { TAccount } from '@prapa/contracts/accounts';

export type AccountStatus = 'active' | 'disabled' | 'throttled';

/**
 * Disabled outranks the sign-in throttle. A throttled account is not closed: only the sources
 * that typed wrong passwords wait (decision 015); the badge tells the administrator why the
 * owner may have been asked to wait.
 */
export function accountStatus(account: TAccount, now: Date = new Date()): AccountStatus {
  if (account.disabled) return 'disabled';
  if (account.throttled_until && new Date(account.throttled_until).getTime() > now.getTime()) {
    return 'throttled';
  }
  return 'active';
}
