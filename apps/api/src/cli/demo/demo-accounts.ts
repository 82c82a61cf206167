import { ROLE, type RoleNumber } from '@prapa/domain/roles';
import type { RequestContext } from '../../lib/request-context.ts';
import { userNameExists } from '../../modules/accounts/accounts.repository.ts';
import { createAccount } from '../../modules/accounts/accounts.service.ts';

/** Printed at start-up in demo mode; documented in the README. */
export const DEMO_PASSWORD = 'Prapa2569';

export const DEMO_ACCOUNTS: readonly { userName: string; fullName: string; role: RoleNumber }[] = [
  { userName: 'admin', fullName: 'สมชาย ใจดี', role: ROLE.ADMIN },
  { userName: 'norm', fullName: 'สมหญิง รักษ์น้ำ', role: ROLE.NORM },
  { userName: 'view', fullName: 'วิชัย จดมาตร', role: ROLE.VIEW },
  { userName: 'dev', fullName: 'นภา นักพัฒนา', role: ROLE.DEV },
];

/** One account per role; an account that already exists is left as it is. */
export async function seedDemoAccounts(ctx: RequestContext): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (await userNameExists(ctx.db, account.userName)) continue;
    await createAccount(ctx, { ...account, password: DEMO_PASSWORD });
  }
}
