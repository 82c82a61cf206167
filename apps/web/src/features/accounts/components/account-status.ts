import type { TAccount } from '@prapa/contracts/accounts';

export type AccountStatus = 'active' | 'disabled' | 'locked';

/** Disabled outranks a lock-out: a disabled account stays closed when the lock runs out. */
export function accountStatus(account: TAccount, now: Date = new Date()): AccountStatus {
  if (account.disabled) return 'disabled';
  if (account.locked_until && new Date(account.locked_until).getTime() > now.getTime()) {
    return 'locked';
  }
  return 'active';
}
