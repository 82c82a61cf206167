import type { TAccount } from '@prapa/contracts/accounts';
import type { TRoleConfig } from '@prapa/contracts/roles-config';
import {
  accountLevelForRole,
  ROLE_DEFAULT_FLAGS,
  ROLE_NAME,
  type RoleNumber,
} from '@prapa/domain/roles';
import { fakeUser, THAI_ROLE } from '../../../app/testing/fake-users.ts';

export function fakeAccount(role: RoleNumber, overrides: Partial<TAccount> = {}): TAccount {
  return {
    ...fakeUser(role),
    level: accountLevelForRole(role),
    disabled: false,
    throttled_until: null,
    last_login_at: null,
    created_at: '2026-01-05T02:00:00.000Z',
    updated_at: '2026-01-05T02:00:00.000Z',
    ...overrides,
  };
}

/** The role list as the API answers it, for the form's role select. */
export function fakeRoleOptions(): TRoleConfig[] {
  return ([1, 2, 3, 4] as const).map((type) => ({
    type,
    name: ROLE_NAME[type],
    name_th: THAI_ROLE[type],
    name_en: ROLE_NAME[type],
    default_flags: ROLE_DEFAULT_FLAGS[type],
    pages: [],
    account_count: 1,
  }));
}
