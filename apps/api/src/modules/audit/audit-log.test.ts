import { AUDIT_PATHS, type TAuditEntry } from '@prapa/contracts/audit';
import { CONFIG_PATHS, pathWith } from '@prapa/contracts/config-paths';
import { ROLE } from '@prapa/domain/roles';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let adminId: number;
let clerkId: number;

beforeAll(async () => {
  t = await createTestApp();
  // 24 November 2026, 09:00 in Bangkok.
  t.clock.set(new Date('2026-11-24T02:00:00.000Z'));
  const signedIn = await t.loginAs(ROLE.ADMIN, { userName: 'boss' });
  admin = signedIn.token;
  adminId = signedIn.account.id;
  const clerk = await t.createAccount({ role: ROLE.NORM, userName: 'clerk' });
  clerkId = clerk.id;
  // A failed sign-in with the right name, and one with an unknown name.
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user_name: 'clerk', password: 'Wrong-password1' },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { user_name: 'ghost', password: 'Wrong-password1' },
  });
  // The next day: an account change with before and after.
  t.clock.set(new Date('2026-11-25T03:00:00.000Z'));
  admin = await t.login('boss');
  await t.app.inject({
    method: 'PATCH',
    url: pathWith(CONFIG_PATHS.account, { id: clerkId }),
    headers: bearer(admin),
    payload: {
      full_name: 'สมหญิง เสมียน',
      type: ROLE.VIEW,
      general_read: true,
      general_edit: false,
      meter_read: true,
      meter_edit: true,
    },
  });
});
afterAll(() => t.close());

const list = (query: string, token = admin) =>
  t.app.inject({ method: 'GET', url: `${AUDIT_PATHS.list}?${query}`, headers: bearer(token) });
const rowsOf = async (query: string) => (await list(query)).json().data.rows as TAuditEntry[];

describe('GET /api/audit', () => {
  it('is for ADMIN and DEV only: VIEW and NORM get 403', async () => {
    for (const role of [ROLE.VIEW, ROLE.NORM]) {
      const { token } = await t.loginAs(role);
      for (const path of [AUDIT_PATHS.list, AUDIT_PATHS.people, AUDIT_PATHS.exportXlsx]) {
        const response = await t.app.inject({ method: 'GET', url: path, headers: bearer(token) });
        expect(response.statusCode, `${role} ${path}`).toBe(403);
        expect(response.json().error.message).toBe('คุณไม่มีสิทธิ์ใช้งานส่วนนี้');
      }
    }
    const { token: dev } = await t.loginAs(ROLE.DEV);
    expect((await list('', dev)).statusCode).toBe(200);
  });

  it('lists sign-ins and failed sign-ins, unknown names too, with who and what', async () => {
    const rows = await rowsOf('kind=sign_in');
    expect(rows.every((r) => r.kind === 'sign_in')).toBe(true);
    const failed = rows.filter((r) => r.action === 'auth.login_failed');
    expect(failed.map((r) => (r.after as { user_name: string }).user_name).sort()).toEqual(
      expect.arrayContaining(['clerk', 'ghost']),
    );
    expect(failed.find((r) => r.account_id === clerkId)?.user_name).toBe('clerk');
    const signIn = rows.find((r) => r.action === 'auth.login' && r.account_id === adminId);
    expect(signIn).toMatchObject({ user_name: 'boss', entity: 'session' });
  });

  it('shows before and after of an account change, filtered by person and kind', async () => {
    const rows = await rowsOf(`kind=accounts&account_id=${adminId}`);
    const change = rows.find((r) => r.action === 'account.update');
    expect(change?.before).toMatchObject({ role: ROLE.NORM });
    expect(change?.after).toMatchObject({ role: ROLE.VIEW, full_name: 'สมหญิง เสมียน' });
    expect(rows.every((r) => r.account_id === adminId && r.kind === 'accounts')).toBe(true);
    expect(await rowsOf(`kind=accounts&account_id=${clerkId}`)).toEqual([]);
  });

  it('filters by Bangkok dates, both ends included; refuses a reversed range in Thai', async () => {
    const first = await rowsOf('from=2026-11-24&to=2026-11-24&page_size=100');
    expect(first.length).toBeGreaterThan(0);
    expect(first.some((r) => r.action === 'account.update')).toBe(false);
    const second = await rowsOf('from=2026-11-25&to=2026-11-25&page_size=100');
    expect(second.map((r) => r.action)).toContain('account.update');
    expect(second.some((r) => r.action === 'auth.login_failed')).toBe(false);
    const reversed = await list('from=2026-11-25&to=2026-11-24');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.message).toBe('วันที่เริ่มต้องไม่เกินวันที่สิ้นสุด');
  });

  it('pages on the server, newest first', async () => {
    const all = (await list('page_size=100')).json().data;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const page2 = (await list('page_size=2&page=2')).json().data;
    expect(page2).toMatchObject({ page: 2, page_size: 2, total: all.total });
    expect(page2.rows.map((r: TAuditEntry) => r.id)).toEqual(
      all.rows.slice(2, 4).map((r: TAuditEntry) => r.id),
    );
    const times = all.rows.map((r: TAuditEntry) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('exports the filtered rows to Excel with Thai headers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${AUDIT_PATHS.exportXlsx}?kind=accounts`,
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('วันเวลา');
    const actions = [];
    for (let r = 2; r <= (sheet?.rowCount ?? 0); r += 1) {
      actions.push(sheet?.getRow(r).getCell(4).value);
    }
    expect(actions).toContain('account.update');
    expect(actions.every((a) => String(a).startsWith('account.'))).toBe(true);
  });

  it('lists every account for the person filter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: AUDIT_PATHS.people,
      headers: bearer(admin),
    });
    expect(response.json().data.map((p: { user_name: string }) => p.user_name)).toEqual(
      expect.arrayContaining(['boss', 'clerk']),
    );
  });
});
