import { ROLE, type RoleNumber } from './roles.ts';

/**
 * Data minimisation (PDPA, issue 13, docs/decisions/015). A member's record is shown whole to
 * office staff, and cut to what reading needs for the meter reader: member id, name, address,
 * area, meter and previous readings; no phone, e-mail, status, debt, charges or payments.
 * The API routes that answer member data pick the view with `memberViewFor`; routes a view
 * must not call at all (exports, money) are kept out by their API area in the access list.
 */
export type MemberView = 'full' | 'reader';

export const ROLE_MEMBER_VIEW: Record<RoleNumber, MemberView> = {
  [ROLE.ADMIN]: 'full',
  [ROLE.NORM]: 'full',
  [ROLE.VIEW]: 'reader',
  [ROLE.DEV]: 'full',
};

export function memberViewFor(role: RoleNumber): MemberView {
  return ROLE_MEMBER_VIEW[role];
}
