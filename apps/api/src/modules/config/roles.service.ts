import type { TRoleConfig, TUpdateRoleRequest } from '@prapa/contracts/roles-config';
import { ROLE_PAGES } from '@prapa/domain/access-list';
import { isRoleNumber } from '@prapa/domain/roles';
import type { RoleRow } from '../../db/schema/roles.ts';
import { withTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditFields, type RequestContext } from '../../lib/request-context.ts';
import { audit } from '../audit/audit.repository.ts';
import { findRole, listRolesWithAccountCounts, updateRole } from './roles.repository.ts';

function defaultFlagsOf(row: RoleRow) {
  return {
    general_read: row.generalRead,
    general_edit: row.generalEdit,
    meter_read: row.meterRead,
    meter_edit: row.meterEdit,
  };
}

function toRoleConfig(row: RoleRow, accountCount: number): TRoleConfig {
  if (!isRoleNumber(row.role)) throw new Error(`Unknown role ${row.role} in the roles table`);
  const pages = ROLE_PAGES[row.role];
  return {
    type: row.role,
    name: row.name,
    name_th: row.nameTh,
    name_en: row.nameEn,
    default_flags: defaultFlagsOf(row),
    pages: pages === 'any' ? ['*'] : [...pages],
    account_count: accountCount,
  };
}

export async function listRoleConfigs(ctx: RequestContext): Promise<TRoleConfig[]> {
  const rows = await listRolesWithAccountCounts(ctx.db);
  return rows.map((row) => toRoleConfig(row, row.accountCount));
}

/**
 * Labels and the flags new accounts start with. Role numbers and their pages are fixed
 * (spec §6); existing accounts keep their own flags.
 */
export async function updateRoleConfig(
  ctx: RequestContext,
  type: number,
  input: TUpdateRoleRequest,
): Promise<TRoleConfig> {
  if (!isRoleNumber(type)) throw new AppError('NOT_FOUND', { messageKey: 'role_not_found' });
  await withTransaction(ctx.db, async (tx) => {
    const row = await findRole(tx, type, { lock: true });
    if (!row) throw new AppError('NOT_FOUND', { messageKey: 'role_not_found' });
    const values = { nameTh: input.name_th, nameEn: input.name_en, flags: input.default_flags };
    await updateRole(tx, type, values);
    await audit(tx, {
      ...auditFields(ctx),
      action: 'role.update',
      entity: 'role',
      entityId: type,
      before: { name_th: row.nameTh, name_en: row.nameEn, default_flags: defaultFlagsOf(row) },
      after: { name_th: input.name_th, name_en: input.name_en, default_flags: input.default_flags },
    });
  });
  const updated = (await listRoleConfigs(ctx)).find((role) => role.type === type);
  if (!updated) throw new AppError('NOT_FOUND', { messageKey: 'role_not_found' });
  return updated;
}
