import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../db/schema/accounts.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createAdmin, parseCreateAdminArgs } from './create-admin.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('create-admin', () => {
  it('reads the scripting flags', () => {
    expect(
      parseCreateAdminArgs([
        '--user-name',
        'boss',
        '--full-name',
        'หัวหน้า',
        '--password',
        'Secret123',
      ]),
    ).toEqual({ help: false, userName: 'boss', fullName: 'หัวหน้า', password: 'Secret123', role: 1 });
    expect(parseCreateAdminArgs(['--role', '4']).role).toBe(4);
    expect(() => parseCreateAdminArgs(['--role', '9'])).toThrow(/--role/);
    expect(() => parseCreateAdminArgs(['--nope'])).toThrow();
  });

  it('creates an administrator who can sign in, and audits it', async () => {
    const id = await createAdmin(t.db, {
      userName: 'boss',
      fullName: 'หัวหน้า สำนักงาน',
      password: 'Secret123',
      role: 1,
    });
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, id));
    expect(row).toMatchObject({ userName: 'boss', role: 1, generalEdit: true, disabled: false });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await t.login('boss', 'Secret123')).toBeTruthy();

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'account.create'));
    expect(entry).toMatchObject({ entityId: String(id), requestId: 'cli:create-admin' });
    expect(JSON.stringify(entry)).not.toContain('Secret123');
  });

  it.each([
    ['a weak password', { password: 'secret123' }, 'WEAK_PASSWORD'],
    ['a taken user name (any case)', { userName: 'BOSS' }, 'CONFLICT'],
    ['a malformed user name', { userName: 'ชื่อไทย' }, 'VALIDATION'],
    ['an empty full name', { fullName: '  ' }, 'VALIDATION'],
  ])('refuses %s', async (_label, override, code) => {
    await expect(
      createAdmin(t.db, {
        userName: 'another',
        fullName: 'ผู้ดูแล',
        password: 'Secret123',
        role: 1,
        ...override,
      }),
    ).rejects.toMatchObject({ code });
  });
});
