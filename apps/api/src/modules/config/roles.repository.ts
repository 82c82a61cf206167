import type { PermissionFlags } from '@prapa/domain/roles';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { type RoleRow, roles } from '../../db/schema/roles.ts';

export type RoleWithCount = RoleRow & { accountCount: number };

export async function listRolesWithAccountCounts(db: Db): Promise<RoleWithCount[]> {
  const counts = db
    .select({ role: accounts.role, n: count().as('n') })
    .from(accounts)
    .groupBy(accounts.role)
    .as('counts');
  const rows = await db
    .select({ role: roles, n: counts.n })
    .from(roles)
    .leftJoin(counts, eq(counts.role, roles.role))
    .orderBy(asc(roles.role));
  return rows.map(({ role, n }) => ({ ...role, accountCount: Number(n ?? 0) }));
}

export async function findRole(
  db: Db,
  role: number,
  options: { lock?: boolean } = {},
): Promise<RoleRow | undefined> {
  const query = db.select().from(roles).where(eq(roles.role, role)).limit(1);
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function updateRole(
  db: Db,
  role: number,
  values: { nameTh: string; nameEn: string; flags: PermissionFlags },
): Promise<void> {
  await db
    .update(roles)
    .set({
      nameTh: values.nameTh,
      nameEn: values.nameEn,
      generalRead: values.flags.general_read,
      generalEdit: values.flags.general_edit,
      meterRead: values.flags.meter_read,
      meterEdit: values.flags.meter_edit,
    })
    .where(eq(roles.role, role));
}
