import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccount, fakeRoleOptions } from '../testing/fake-accounts.ts';
import { EditAccountForm } from './edit-account-form.tsx';

const clerk = fakeAccount(ROLE.NORM, { id: 8, user_name: 'clerk', meter_edit: false });

describe('edit account form', () => {
  beforeEach(() => {
    // The role list offers only roles not above the signed-in account's own: DEV sees all.
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.DEV);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("starts from the account's own flags and sends full name, role and flags", async () => {
    const api = fakeApi({
      'GET /api/config/roles': () => json(200, { data: fakeRoleOptions() }),
      'PATCH /api/accounts/8': () => json(200, { data: clerk }),
    });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(
      <EditAccountForm account={clerk} onSaved={onSaved} onCancel={vi.fn()} />,
    );
    expect(screen.getByRole('textbox', { name: 'ชื่อผู้ใช้' })).toHaveValue('clerk');
    expect(screen.getByRole('checkbox', { name: 'แก้ไขข้อมูลมาตรวัด' })).not.toBeChecked();
    const fullName = screen.getByRole('textbox', { name: 'ชื่อ-นามสกุล' });
    await user.clear(fullName);
    await user.type(fullName, 'สมศักดิ์ ธุรการ');
    await user.click(screen.getByRole('combobox', { name: 'บทบาท' }));
    await user.click(await screen.findByRole('option', { name: /พนักงานจดมาตร/ }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(clerk));
    const patch = api.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      full_name: 'สมศักดิ์ ธุรการ',
      type: 3,
      general_read: true,
      general_edit: false,
      meter_read: true,
      meter_edit: true,
    });
  });
});
