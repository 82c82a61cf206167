import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { getSession, refreshSession } from '../../../lib/session.ts';

// The dialog lives in the layout's user menu; a light signed-in page keeps the dashboard's
// panels (and their calls) out of a test about the password form.
const SIGNED_IN_PAGE = '/access-denied';

async function openDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByTestId('user-menu'));
  await user.click(await screen.findByRole('menuitem', { name: 'เปลี่ยนรหัสผ่าน' }));
  return within(await screen.findByRole('dialog', { name: 'เปลี่ยนรหัสผ่าน' }));
}

describe('change password', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.NORM);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks length and confirmation in Thai and shows the strength meter', async () => {
    const api = fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM) }) });
    const { user } = renderApp(SIGNED_IN_PAGE);
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('รหัสผ่านใหม่'), 'abc');
    expect(dialog.getByRole('progressbar')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'abd');
    await user.click(dialog.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect(dialog.getByText('กรุณากรอกรหัสผ่านปัจจุบัน')).toBeInTheDocument();
    expect(dialog.getByText('รหัสผ่านใหม่ต้องมีอย่างน้อย 8 ตัวอักษร')).toBeInTheDocument();
    expect(dialog.getByText('รหัสผ่านยืนยันไม่ตรงกับรหัสผ่านใหม่')).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).includes('change-password'))).toBe(false);
  });

  it("shows the server's message and keeps the session when the current password is wrong", async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM) }),
      'POST /api/auth/change-password': () =>
        json(400, { error: { code: 'WRONG_PASSWORD', message: 'รหัสผ่านปัจจุบันไม่ถูกต้อง' } }),
    });
    const { user } = renderApp(SIGNED_IN_PAGE);
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('รหัสผ่านปัจจุบัน'), 'Wrong2569');
    await user.type(dialog.getByLabelText('รหัสผ่านใหม่'), 'NewPrapa2570');
    await user.type(dialog.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'NewPrapa2570');
    await user.click(dialog.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('รหัสผ่านปัจจุบันไม่ถูกต้อง');
    expect(getSession().isLoggedIn).toBe(true);
  });

  it('sends the contract body and closes with a success message', async () => {
    const api = fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM) }),
      'POST /api/auth/change-password': () => json(200, { data: { ok: true } }),
    });
    const { user } = renderApp(SIGNED_IN_PAGE);
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText('รหัสผ่านปัจจุบัน'), 'Prapa2569');
    await user.type(dialog.getByLabelText('รหัสผ่านใหม่'), 'NewPrapa2570');
    await user.type(dialog.getByLabelText('ยืนยันรหัสผ่านใหม่'), 'NewPrapa2570');
    await user.click(dialog.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }));
    expect(await screen.findByText('เปลี่ยนรหัสผ่านเรียบร้อยแล้ว')).toBeInTheDocument();
    const call = api.mock.calls.find(([url]) => String(url).endsWith('/change-password'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      current_password: 'Prapa2569',
      new_password: 'NewPrapa2570',
    });
  });
});
