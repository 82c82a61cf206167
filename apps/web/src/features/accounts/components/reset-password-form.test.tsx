import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeAccount } from '../testing/fake-accounts.ts';
import { ResetPasswordForm } from './reset-password-form.tsx';

const reader = fakeAccount(ROLE.VIEW, { id: 7, user_name: 'reader1' });

describe('reset password form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a weak or mismatched password in Thai, then sends {new_password}', async () => {
    const api = fakeApi({
      'POST /api/accounts/7/reset-password': () => json(200, { data: { ok: true } }),
    });
    const onDone = vi.fn();
    const { user } = renderWithProviders(
      <ResetPasswordForm account={reader} onDone={onDone} onCancel={vi.fn()} />,
    );
    const password = screen.getByLabelText(/^รหัสผ่านใหม่/);
    const confirm = screen.getByLabelText(/^ยืนยันรหัสผ่านใหม่/);
    await user.type(password, 'abc');
    expect(screen.getByRole('progressbar', { name: /อ่อน/ })).toBeInTheDocument();
    await user.type(confirm, 'abd');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    expect(screen.getByText(/^รหัสผ่านต้องมีอย่างน้อย 8 ตัวอักษร/)).toBeInTheDocument();
    expect(screen.getByText('รหัสผ่านยืนยันไม่ตรงกับรหัสผ่านใหม่')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'NewRead2570');
    await user.clear(confirm);
    await user.type(confirm, 'NewRead2570');
    await user.click(screen.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(JSON.parse(String(api.mock.calls[0]?.[1]?.body))).toEqual({
      new_password: 'NewRead2570',
    });
  });
});
