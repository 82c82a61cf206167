import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccount, fakeRoleOptions } from '../testing/fake-accounts.ts';
import { CreateAccountForm } from './create-account-form.tsx';

type User = ReturnType<typeof renderWithProviders>['user'];

async function chooseRole(user: User, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: 'บทบาท' }));
  await user.click(await screen.findByRole('option', { name }));
}

async function fillValid(user: User, password: string) {
  await user.type(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' }), ' reader2 ');
  await user.type(screen.getByRole('textbox', { name: 'ชื่อ-นามสกุล' }), 'สมหญิง ใจดี');
  await chooseRole(user, /พนักงานจดมาตร/);
  await user.type(screen.getByLabelText(/^รหัสผ่าน/), password);
}

const posts = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.filter(([url, init]) => String(url).endsWith('/api/accounts') && init?.method);

function flag(name: string) {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

describe('create account form', () => {
  beforeEach(() => {
    // The role list offers only roles not above the signed-in account's own: DEV sees all.
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.DEV);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks every field in Thai before sending anything', async () => {
    const api = fakeApi({ 'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }) });
    const { user } = renderWithProviders(
      <CreateAccountForm onCreated={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'สร้างบัญชี' }));
    expect(screen.getByText(/^ชื่อผู้ใช้ต้องมี 3–32 ตัวอักษร/)).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกข้อมูลช่องนี้')).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกบทบาท')).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('refuses a weak password with a Thai message and sends nothing', async () => {
    const api = fakeApi({ 'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }) });
    const { user } = renderWithProviders(
      <CreateAccountForm onCreated={vi.fn()} onCancel={vi.fn()} />,
    );
    await fillValid(user, 'reader2569');
    expect(screen.getByText('ปานกลาง')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างบัญชี' }));
    expect(
      screen.getByText('รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร และมีทั้งตัวพิมพ์เล็ก ตัวพิมพ์ใหญ่ และตัวเลข'),
    ).toBeInTheDocument();
    expect(posts(api)).toHaveLength(0);
  });

  it('sends exactly the contract body for a valid account', async () => {
    const created = fakeAccount(ROLE.VIEW, { id: 9, user_name: 'reader2' });
    const api = fakeApi({
      'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }),
      'POST /api/accounts': () => json(201, { data: created }),
    });
    const onCreated = vi.fn();
    const { user } = renderWithProviders(
      <CreateAccountForm onCreated={onCreated} onCancel={vi.fn()} />,
    );
    await fillValid(user, 'Reader2569');
    expect(screen.getByText('แข็งแรง')).toBeInTheDocument();
    await user.click(flag('แก้ไขข้อมูลมาตรวัด'));
    await user.click(screen.getByRole('button', { name: 'สร้างบัญชี' }));

    await vi.waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    expect(posts(api)).toHaveLength(1);
    expect(JSON.parse(String(posts(api)[0]?.[1]?.body))).toEqual({
      user_name: 'reader2',
      full_name: 'สมหญิง ใจดี',
      type: 3,
      password: 'Reader2569',
      general_read: true,
      general_edit: false,
      meter_read: true,
      meter_edit: false,
    });
  });

  it("fills the chosen role's default flags (as the roles screen set them) and keeps them editable", async () => {
    const roles = fakeRoleOptions().map((role) =>
      role.type === ROLE.NORM
        ? { ...role, default_flags: { ...role.default_flags, meter_edit: false } }
        : role,
    );
    fakeApi({ 'GET /api/config/roles': () => json(200, { data: roles }) });
    const { user } = renderWithProviders(
      <CreateAccountForm onCreated={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(flag('อ่านข้อมูลทั่วไป').checked).toBe(false);

    await chooseRole(user, /พนักงานจดมาตร/);
    expect(flag('อ่านข้อมูลทั่วไป').checked).toBe(true);
    expect(flag('แก้ไขข้อมูลทั่วไป').checked).toBe(false);
    expect(flag('อ่านข้อมูลมาตรวัด').checked).toBe(true);
    expect(flag('แก้ไขข้อมูลมาตรวัด').checked).toBe(true);

    await chooseRole(user, /ผู้ดูแลระบบทั่วไป/);
    expect(flag('แก้ไขข้อมูลทั่วไป').checked).toBe(true);
    expect(flag('แก้ไขข้อมูลมาตรวัด').checked).toBe(false);

    await user.click(flag('แก้ไขข้อมูลมาตรวัด'));
    expect(flag('แก้ไขข้อมูลมาตรวัด').checked).toBe(true);
  });
});
