import { ROLE, ROLE_NUMBERS, type RoleNumber } from './roles.ts';

/**
 * Role hierarchy (issue 13, docs/decisions/015): DEV > ADMIN > NORM > VIEW. The role numbers
 * of spec §6 are not ranks (1 is ADMIN, 4 is DEV), so the order is written out here once.
 */
export const ROLE_RANK: Record<RoleNumber, number> = {
  [ROLE.VIEW]: 1,
  [ROLE.NORM]: 2,
  [ROLE.ADMIN]: 3,
  [ROLE.DEV]: 4,
};

/** True when `role` ranks strictly above `other`. */
export function isRoleAbove(role: RoleNumber, other: RoleNumber): boolean {
  return ROLE_RANK[role] > ROLE_RANK[other];
}

/** Every account change the accounts screen offers. */
export const ACCOUNT_ACTIONS = [
  'create',
  'edit',
  'disable',
  'enable',
  'reset_password',
  'change_role',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

/** Roles an account may give (to a new account or by a role change): none above its own. */
export function grantableRoles(actor: RoleNumber): RoleNumber[] {
  return ROLE_NUMBERS.filter((role) => !isRoleAbove(role, actor));
}

export function canGrantRole(actor: RoleNumber, role: RoleNumber): boolean {
  return !isRoleAbove(role, actor);
}

/** An account may touch only accounts whose role is not above its own. */
export function canManageAccountOf(actor: RoleNumber, target: RoleNumber): boolean {
  return !isRoleAbove(target, actor);
}

export type AccountActionRequest = {
  action: AccountAction;
  /** The account's role now; for `create`, the role asked for. */
  targetRole: RoleNumber;
  /** For `edit` and `change_role`: the role the account is to have afterwards. */
  newRole?: RoleNumber;
};

/** Why an account change is refused; null when the hierarchy allows it. */
export type AccountActionRefusal = 'target_above' | 'role_above' | null;

/**
 * The one rule the server enforces and the accounts screen follows: the target must not rank
 * above the actor, and no role above the actor's may be given.
 */
export function refuseAccountAction(
  actor: RoleNumber,
  request: AccountActionRequest,
): AccountActionRefusal {
  if (request.action === 'create') {
    return canGrantRole(actor, request.targetRole) ? null : 'role_above';
  }
  if (!canManageAccountOf(actor, request.targetRole)) return 'target_above';
  const newRole = request.newRole ?? request.targetRole;
  return canGrantRole(actor, newRole) ? null : 'role_above';
}

export function canDoAccountAction(actor: RoleNumber, request: AccountActionRequest): boolean {
  return refuseAccountAction(actor, request) === null;
}
