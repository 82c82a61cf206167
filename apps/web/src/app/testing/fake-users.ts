import type { TSessionUser } from '@prapa/contracts/auth';
import { ROLE_DEFAULT_FLAGS, ROLE_NAME, type RoleNumber } from '@prapa/domain/roles';
import { setUserInfo } from '../../lib/session.ts';

/** The roles' Thai names as the demo data has them. */
export const THAI_ROLE: Record<RoleNumber, string> = {
  1: 'ผู้ดูแลระบบสูงสุด',
  2: 'ผู้ดูแลระบบทั่วไป',
  3: 'พนักงานจดมาตร',
  4: 'นักพัฒนาระบบ',
};

export function fakeUser(role: RoleNumber, overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: role,
    user_name: ROLE_NAME[role].toLowerCase(),
    full_name: `สมชาย ${ROLE_NAME[role]}`,
    type: role,
    role_name: ROLE_NAME[role],
    role_name_th: THAI_ROLE[role],
    ...ROLE_DEFAULT_FLAGS[role],
    ...overrides,
  };
}

/** Puts a signed-in session in local storage, as a successful login would. */
export function signInAs(role: RoleNumber, overrides: Partial<TSessionUser> = {}): TSessionUser {
  const user = fakeUser(role, overrides);
  setUserInfo({ token: `token-${role}`, ...user });
  return user;
}
