import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIONS,
  type AccountAction,
  canDoAccountAction,
  grantableRoles,
  isRoleAbove,
  refuseAccountAction,
} from './role-hierarchy.ts';
import { ROLE, ROLE_NAME, ROLE_NUMBERS, type RoleNumber } from './roles.ts';

const { ADMIN, NORM, VIEW, DEV } = ROLE;

/** Written out by hand, highest first: who ranks above whom. */
const ORDER: RoleNumber[] = [DEV, ADMIN, NORM, VIEW];
const rankOf = (role: RoleNumber) => ORDER.length - ORDER.indexOf(role);

describe('role hierarchy DEV > ADMIN > NORM > VIEW', () => {
  it('orders the roles', () => {
    expect(isRoleAbove(DEV, ADMIN)).toBe(true);
    expect(isRoleAbove(ADMIN, NORM)).toBe(true);
    expect(isRoleAbove(NORM, VIEW)).toBe(true);
    expect(isRoleAbove(ADMIN, DEV)).toBe(false);
    expect(isRoleAbove(ADMIN, ADMIN)).toBe(false);
  });

  it('lets each role grant only roles not above its own', () => {
    expect(grantableRoles(DEV).sort()).toEqual([ADMIN, NORM, VIEW, DEV].sort());
    expect(grantableRoles(ADMIN).sort()).toEqual([ADMIN, NORM, VIEW].sort());
    expect(grantableRoles(NORM).sort()).toEqual([NORM, VIEW].sort());
    expect(grantableRoles(VIEW)).toEqual([VIEW]);
  });
});

/** Every actor × target role × action × (for role changes) new role. */
describe('the matrix: every actor × target × action', () => {
  const cases: [string, RoleNumber, AccountAction, RoleNumber, RoleNumber, boolean][] = [];
  for (const actor of ROLE_NUMBERS) {
    for (const target of ROLE_NUMBERS) {
      for (const action of ACCOUNT_ACTIONS) {
        const newRoles = action === 'change_role' || action === 'edit' ? ROLE_NUMBERS : [target];
        for (const newRole of newRoles) {
          const expected =
            action === 'create'
              ? rankOf(target) <= rankOf(actor)
              : rankOf(target) <= rankOf(actor) && rankOf(newRole) <= rankOf(actor);
          const label = `${ROLE_NAME[actor]} ${action} ${ROLE_NAME[target]}→${ROLE_NAME[newRole]}`;
          cases.push([label, actor, action, target, newRole, expected]);
        }
      }
    }
  }

  it('covers every combination', () => {
    // create, disable, enable, reset_password: 4 × 4 each; edit and change_role: 4 × 4 × 4.
    expect(cases).toHaveLength(4 * 16 + 2 * 64);
  });

  it.each(cases)('%s → %s', (_label, actor, action, targetRole, newRole, expected) => {
    expect(canDoAccountAction(actor, { action, targetRole, newRole })).toBe(expected);
  });

  it('names the reason', () => {
    expect(refuseAccountAction(ADMIN, { action: 'create', targetRole: DEV })).toBe('role_above');
    expect(refuseAccountAction(ADMIN, { action: 'reset_password', targetRole: DEV })).toBe(
      'target_above',
    );
    expect(
      refuseAccountAction(ADMIN, { action: 'change_role', targetRole: NORM, newRole: DEV }),
    ).toBe('role_above');
    expect(refuseAccountAction(DEV, { action: 'disable', targetRole: DEV })).toBeNull();
  });
});
