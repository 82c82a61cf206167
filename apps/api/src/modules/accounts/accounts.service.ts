import { isStrongPassword } from '@prapa/domain/password-strength';
import type { PermissionFlags, RoleNumber } from '@prapa/domain/roles';
import { isUniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { hashPassword } from '../auth/password.ts';
import { findRoleDefaultFlags, insertAccount, userNameExists } from './accounts.repository.ts';

export type CreateAccountInput = {
  userName: string;
  fullName: string;
  password: string;
  role: RoleNumber;
  /** Defaults to the role's default flags. */
  flags?: PermissionFlags;
};

const userNameTaken = () => new AppError('CONFLICT', { messageKey: 'user_name_taken' });

/**
 * Creates an account with a strong password (spec §5), audited as `account.create`.
 * Used by create-admin and the demo seed now, and by account management later.
 */
export async function createAccount(
  ctx: RequestContext,
  input: CreateAccountInput,
): Promise<number> {
  if (!isStrongPassword(input.password)) throw new AppError('WEAK_PASSWORD');
  if (await userNameExists(ctx.db, input.userName)) throw userNameTaken();
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(ctx.db, async (tx) => {
      const flags = input.flags ?? (await findRoleDefaultFlags(tx, input.role));
      const id = await insertAccount(tx, {
        userName: input.userName,
        fullName: input.fullName,
        passwordHash,
        role: input.role,
        flags,
        now: ctx.now,
      });
      await audit(tx, {
        ...auditFields(ctx),
        action: 'account.create',
        entity: 'account',
        entityId: id,
        after: { user_name: input.userName, full_name: input.fullName, role: input.role, ...flags },
      });
      return id;
    });
  } catch (error) {
    // Two creations of the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw userNameTaken();
    throw error;
  }
}
