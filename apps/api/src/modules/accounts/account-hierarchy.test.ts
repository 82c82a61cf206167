import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { canCallApi } from '@prapa/domain/access-list';
import {
  ACCOUNT_ACTIONS,
  type AccountAction,
  canDoAccountAction,
} from '@prapa/domain/role-hierarchy';
import {
  ROLE,
  ROLE_DEFAULT_FLAGS,
  ROLE_NAME,
  ROLE_NUMBERS,
  type RoleNumber,
} from '@prapa/domain/roles';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Spare active administrators, so the "last active ADMIN" rule never decides a case here.
  await t.createAccount({ role: ROLE.ADMIN });
  await t.createAccount({ role: ROLE.ADMIN });
});
afterAll(() => t.close());

const ALL = { general_read: true, general_edit: true, meter_read: true, meter_edit: true };
let sequence = 0;

function requestFor(
  action: AccountAction,
  token: string,
  target: { id: number; role: RoleNumber },
  newRole: RoleNumber,
): InjectOptions {
  const headers = bearer(token);
  switch (action) {
    case 'create':
      sequence += 1;
      return {
        method: 'POST',
        url: CONFIG_PATHS.accounts,
        headers,
        payload: {
          user_name: `matrix_${sequence}`,
          full_name: 'บัญชีทดสอบลำดับชั้น',
          type: target.role,
          password: 'Matrix1234pass',
          ...ALL,
        },
      };
    case 'edit':
    case 'change_role':
      return {
        method: 'PATCH',
        url: pathWith(CONFIG_PATHS.account, { id: target.id }),
        headers,
        payload: { full_name: 'ชื่อใหม่', type: newRole, ...ROLE_DEFAULT_FLAGS[newRole] },
      };
    case 'disable':
    case 'enable':
      return {
        method: 'POST',
        url: pathWith(CONFIG_PATHS.accountDisabled, { id: target.id }),
        headers,
        payload: { disabled: action === 'disable' },
      };
    case 'reset_password':
      return {
        method: 'POST',
        url: pathWith(CONFIG_PATHS.accountResetPassword, { id: target.id }),
        headers,
        payload: { new_password: 'Reset1234pass' },
      };
  }
}

type Case = { actor: RoleNumber; action: AccountAction; target: RoleNumber; newRole: RoleNumber };

const CASES: Case[] = ROLE_NUMBERS.flatMap((actor) =>
  ROLE_NUMBERS.flatMap((target) =>
    ACCOUNT_ACTIONS.flatMap((action) => {
      const newRoles =
        action === 'change_role' ? ROLE_NUMBERS.filter((role) => role !== target) : [target];
      return newRoles.map((newRole) => ({ actor, action, target, newRole }));
    }),
  ),
);

describe('accounts API: every actor role × target role × action', () => {
  it('walks 4 × 4 × (5 actions + 3 role changes) cases', () => {
    expect(CASES).toHaveLength(4 * 4 * 8);
  });

  it.each(
    CASES.map(
      (c) =>
        [
          `${ROLE_NAME[c.actor]} ${c.action} ${ROLE_NAME[c.target]}${c.action === 'change_role' ? `→${ROLE_NAME[c.newRole]}` : ''}`,
          c,
        ] as const,
    ),
  )('%s', async (_label, { actor, action, target, newRole }) => {
    const actorAccount = await t.createAccount({ role: actor });
    const token = await t.sessionFor(actorAccount.id);
    const targetAccount = await t.createAccount({
      role: target,
      disabled: action === 'enable',
    });
    const before = (await t.db.select().from(accounts).where(eq(accounts.id, targetAccount.id)))[0];

    const response = await t.app.inject(
      requestFor(action, token, { id: targetAccount.id, role: target }, newRole),
    );

    const mayManage = canCallApi(actor, ROLE_DEFAULT_FLAGS[actor], 'accounts', 'write');
    const allowed = mayManage && canDoAccountAction(actor, { action, targetRole: target, newRole });
    if (allowed) {
      expect(response.statusCode, response.body).toBeLessThan(300);
      return;
    }
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
    expect(response.json().error.message).toMatch(/[ก-๙]/);
    if (mayManage) {
      expect(response.json().error.message).toMatch(/บทบาท.*สูงกว่า/);
    }
    const after = (await t.db.select().from(accounts).where(eq(accounts.id, targetAccount.id)))[0];
    expect(after).toEqual(before);
  });

  it('the issue: an ADMIN cannot create a DEV, reset its password or change its role', async () => {
    const admin = await t.createAccount({ role: ROLE.ADMIN });
    const token = await t.sessionFor(admin.id);
    const dev = await t.createAccount({ role: ROLE.DEV });
    const create = await t.app.inject(
      requestFor('create', token, { id: 0, role: ROLE.DEV }, ROLE.DEV),
    );
    expect(create.statusCode).toBe(403);
    expect(create.json().error.message).toBe('ไม่สามารถกำหนดบทบาทที่สูงกว่าบทบาทของตนเองได้');
    const reset = await t.app.inject(
      requestFor('reset_password', token, { id: dev.id, role: ROLE.DEV }, ROLE.DEV),
    );
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error.message).toBe('ไม่มีสิทธิ์จัดการบัญชีผู้ใช้ที่มีบทบาทสูงกว่าบทบาทของตนเอง');
    const demote = await t.app.inject(
      requestFor('change_role', token, { id: dev.id, role: ROLE.DEV }, ROLE.VIEW),
    );
    expect(demote.statusCode).toBe(403);
    // Promoting an ADMIN to DEV is giving a role above one's own.
    const other = await t.createAccount({ role: ROLE.NORM });
    const promote = await t.app.inject(
      requestFor('change_role', token, { id: other.id, role: ROLE.NORM }, ROLE.DEV),
    );
    expect(promote.statusCode).toBe(403);
    expect(promote.json().error.message).toBe('ไม่สามารถกำหนดบทบาทที่สูงกว่าบทบาทของตนเองได้');
  });
});
