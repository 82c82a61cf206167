import type { TSessionUser } from '@prapa/contracts/auth';
import type { PermissionFlags, RoleNumber } from '@prapa/domain/roles';

/** The signed-in account as a request sees it (`request.account`). */
export type SessionAccount = {
  id: number;
  userName: string;
  fullName: string;
  role: RoleNumber;
  roleName: string;
  roleNameTh: string;
  flags: PermissionFlags;
};

/** The user info the client stores under `user` (spec §3): role number as `type`. */
export function toSessionUser(account: SessionAccount): TSessionUser {
  return {
    id: account.id,
    user_name: account.userName,
    full_name: account.fullName,
    type: account.role,
    role_name: account.roleName,
    role_name_th: account.roleNameTh,
    ...account.flags,
  };
}
