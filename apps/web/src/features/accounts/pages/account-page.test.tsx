import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccount, fakeRoleOptions } from '../testing/fake-accounts.ts';
import { AccountPage } from './account-page.tsx';

const ACCOUNTS = [
  fakeAccount(ROLE.ADMIN, { last_login_at: '2026-11-20T07:05:00.000Z' }),
  fakeAccount(ROLE.VIEW, { id: 7, user_name: 'reader1', full_name: 'สมหญิง จดมาตร' }),
  fakeAccount(ROLE.NORM, { id: 8, user_name: 'clerk', disabled: true, general_edit: false }),
];

function rowOf(userName: string) {
  const row = screen.getByText(userName).closest('tr');
  if (!row) throw new Error(`no row for ${userName}`);
  return within(row);
}

describe('account page', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.ADMIN, { id: 1 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the accounts from the API with role, level, flags, status and B.E. sign-in', async () => {
    fakeApi({ 'GET /api/accounts': () => json(200, { data: ACCOUNTS }) });
    renderWithProviders(<AccountPage />);
    expect(await screen.findByText('reader1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'จัดการผู้ใช้งาน' })).toBeInTheDocument();

    const admin = rowOf('admin');
    expect(admin.getAllByText('ผู้ดูแลระบบสูงสุด')).toHaveLength(2);
    expect(admin.getByText('20 พ.ย. 2569 14:05 น.')).toBeInTheDocument();
    expect(admin.getByText('ใช้งานได้')).toBeInTheDocument();

    const reader = rowOf('reader1');
    expect(reader.getByText('สมหญิง จดมาตร')).toBeInTheDocument();
    expect(reader.getAllByText('พนักงานจดมาตร')).toHaveLength(2);
    expect(reader.getByRole('img', { name: 'แก้ไขข้อมูลทั่วไป: ไม่มีสิทธิ์' })).toBeInTheDocument();
    expect(reader.getByRole('img', { name: 'แก้ไขข้อมูลมาตรวัด: มีสิทธิ์' })).toBeInTheDocument();
    expect(reader.getByText('ยังไม่เคยเข้าสู่ระบบ')).toBeInTheDocument();

    const clerk = rowOf('clerk');
    expect(clerk.getAllByText('ผู้ดูแลระบบทั่วไป')).toHaveLength(2);
    expect(clerk.getByText('ระงับการใช้งาน')).toBeInTheDocument();
    expect(clerk.getByRole('button', { name: 'เปิดใช้งาน clerk' })).toBeInTheDocument();
    // The signed-in administrator cannot disable their own account.
    expect(admin.getByRole('button', { name: 'ระงับการใช้งาน admin' })).toBeDisabled();
  });

  it('shows an account whose sign-in the throttle holds back, with until when and why', async () => {
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    fakeApi({
      'GET /api/accounts': () =>
        json(200, {
          data: [
            fakeAccount(ROLE.VIEW, { id: 7, user_name: 'reader1', throttled_until: until }),
            // A wait that is over shows nothing.
            fakeAccount(ROLE.NORM, {
              id: 8,
              user_name: 'clerk',
              throttled_until: ACCOUNTS[0]?.created_at ?? null,
            }),
          ],
        }),
    });
    const { user } = renderWithProviders(<AccountPage />);
    expect(await screen.findByText('reader1')).toBeInTheDocument();
    const badge = rowOf('reader1').getByText('ชะลอการเข้าสู่ระบบ');
    expect(rowOf('clerk').getByText('ใช้งานได้')).toBeInTheDocument();
    await user.hover(badge);
    expect(await screen.findByText(/เครื่องที่ใส่ผิดต้องรอถึง .* น\./)).toBeInTheDocument();
    expect(screen.getByText(/การตั้งรหัสผ่านใหม่จะล้างการรอ/)).toBeInTheDocument();
  });

  it('shows the empty state in Thai when there are no accounts', async () => {
    fakeApi({ 'GET /api/accounts': () => json(200, { data: [] }) });
    renderWithProviders(<AccountPage />);
    expect(await screen.findByText('ไม่พบข้อมูล ของ บัญชีผู้ใช้งาน')).toBeInTheDocument();
  });

  it('asks before disabling, says the sessions end at once, and sends {disabled: true}', async () => {
    const api = fakeApi({
      'GET /api/accounts': () => json(200, { data: ACCOUNTS }),
      'POST /api/accounts/7/disabled': () => json(200, { data: { ok: true } }),
    });
    const { user } = renderWithProviders(<AccountPage />);
    await screen.findByText('reader1');
    await user.click(rowOf('reader1').getByRole('button', { name: 'ระงับการใช้งาน reader1' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'ระงับการใช้งานบัญชี' }));
    expect(dialog.getByText(/ออกจากระบบทันที/)).toBeInTheDocument();
    const sent = () => api.mock.calls.filter(([url]) => String(url).endsWith('/disabled'));
    expect(sent()).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'ระงับการใช้งาน' }));

    expect(await screen.findByText('ระงับการใช้งานบัญชี reader1 แล้ว')).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(sent()[0]?.[1]?.body))).toEqual({ disabled: true });
  });

  it('opens the edit form from the row and the reset form from its own button', async () => {
    fakeApi({
      'GET /api/accounts': () => json(200, { data: ACCOUNTS }),
      'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }),
    });
    const { user } = renderWithProviders(<AccountPage />);
    await user.click(await screen.findByText('สมหญิง จดมาตร'));
    const edit = within(await screen.findByRole('dialog', { name: 'แก้ไขบัญชี reader1' }));
    expect(edit.getByRole('textbox', { name: 'ชื่อ-นามสกุล' })).toHaveValue('สมหญิง จดมาตร');
    await user.click(edit.getByRole('button', { name: 'ยกเลิก' }));

    await user.click(rowOf('reader1').getByRole('button', { name: 'ตั้งรหัสผ่านใหม่ให้ reader1' }));
    expect(await screen.findByRole('dialog', { name: 'ตั้งรหัสผ่านใหม่ให้ reader1' })).toBeVisible();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('sends nothing when the administrator cancels', async () => {
    const api = fakeApi({ 'GET /api/accounts': () => json(200, { data: ACCOUNTS }) });
    const { user } = renderWithProviders(<AccountPage />);
    await screen.findByText('reader1');
    await user.click(rowOf('reader1').getByRole('button', { name: 'ระงับการใช้งาน reader1' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'ระงับการใช้งานบัญชี' }));
    await user.click(dialog.getByRole('button', { name: 'ยกเลิก' }));
    expect(api.mock.calls.some(([url]) => String(url).endsWith('/disabled'))).toBe(false);
  });

  it("is the /customconfig/account route and shows the server's 409 in the form and as a notification", async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.ADMIN, { id: 1 }) }),
      'GET /api/accounts': () => json(200, { data: ACCOUNTS }),
      'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }),
      'POST /api/accounts': () =>
        json(409, { error: { code: 'CONFLICT', message: 'ชื่อผู้ใช้ reader1 มีอยู่แล้ว' } }),
    });
    const { user } = renderApp('/customconfig/account');
    await user.click(await screen.findByRole('button', { name: 'เพิ่มผู้ใช้งาน' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มผู้ใช้งาน' }));
    await user.type(dialog.getByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'reader1');
    await user.type(dialog.getByRole('textbox', { name: 'ชื่อ-นามสกุล' }), 'สมหญิง ซ้ำ');
    await user.click(dialog.getByRole('combobox', { name: 'บทบาท' }));
    // The real app animates the dropdown open; the option is there before it is 'visible'.
    await user.click(await screen.findByRole('option', { name: /พนักงานจดมาตร/, hidden: true }));
    await user.type(dialog.getByLabelText(/^รหัสผ่าน/), 'Reader2569');
    await user.click(dialog.getByRole('button', { name: 'สร้างบัญชี' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('บันทึกไม่สำเร็จ');
    expect(alert).toHaveTextContent('ชื่อผู้ใช้ reader1 มีอยู่แล้ว');
    // The form's copy is there already, so wait for both: findAll would settle for the first.
    await waitFor(() => expect(screen.getAllByText('ชื่อผู้ใช้ reader1 มีอยู่แล้ว')).toHaveLength(2));
  });

  it('offers no action on an account above the own role, and only roles not above it', async () => {
    fakeApi({
      'GET /api/accounts': () =>
        json(200, { data: [...ACCOUNTS, fakeAccount(ROLE.DEV, { id: 9, user_name: 'dev' })] }),
      'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }),
    });
    const { user } = renderWithProviders(<AccountPage />);
    await screen.findByText('dev');
    const dev = rowOf('dev');
    expect(dev.queryAllByRole('button')).toHaveLength(0);
    expect(dev.getByLabelText(/มีบทบาทสูงกว่าบทบาทของคุณ/)).toHaveTextContent('ไม่มีสิทธิ์จัดการ');
    // The row does not open the edit form either.
    await user.click(dev.getByText('dev'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Another ADMIN is not above an ADMIN: its actions stay.
    expect(rowOf('reader1').getAllByRole('button')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'เพิ่มผู้ใช้งาน' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มผู้ใช้งาน' }));
    await user.click(dialog.getByRole('combobox', { name: 'บทบาท' }));
    await screen.findByRole('option', { name: /พนักงานจดมาตร/, hidden: true });
    const options = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toHaveLength(3);
    expect(options.some((name) => name?.includes('DEV'))).toBe(false);
  });

  it('shows a NORM-level account only the roles NORM and VIEW', async () => {
    signInAs(ROLE.NORM, { id: 2 });
    fakeApi({
      'GET /api/accounts': () => json(200, { data: ACCOUNTS }),
      'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }),
    });
    const { user } = renderWithProviders(<AccountPage />);
    await screen.findByText('reader1');
    expect(rowOf('admin').queryAllByRole('button')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'เพิ่มผู้ใช้งาน' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เพิ่มผู้ใช้งาน' }));
    await user.click(dialog.getByRole('combobox', { name: 'บทบาท' }));
    await screen.findByRole('option', { name: /พนักงานจดมาตร/, hidden: true });
    const options = screen.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    expect(options).toEqual([expect.stringContaining('NORM'), expect.stringContaining('VIEW')]);
  });
});
