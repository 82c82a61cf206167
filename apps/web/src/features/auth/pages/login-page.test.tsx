import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { getSession, refreshSession } from '../../../lib/session.ts';

/** index.html's copy of this page (decision 034) as the browser holds it before React starts. */
function prerendered(userName: string, password: string) {
  const copy = document.createElement('div');
  copy.setAttribute('data-prapa-static', '');
  copy.innerHTML = '<input name="user_name"><input name="password">';
  document.body.append(copy);
  const [nameInput, passwordInput] = copy.querySelectorAll('input');
  if (nameInput) nameInput.value = userName;
  if (passwordInput) passwordInput.value = password;
  return { copy, passwordInput };
}

describe('login page', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields in Thai before calling the server', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(screen.getByText('กรุณากรอกชื่อผู้ใช้')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกรหัสผ่าน')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('takes over what was typed into the prerendered page before the JavaScript arrived', async () => {
    fakeApi({});
    const { copy, passwordInput } = prerendered('admin', 'Prapa25');
    passwordInput?.focus();
    try {
      renderApp('/login');
      expect(await screen.findByLabelText('ชื่อผู้ใช้')).toHaveValue('admin');
      expect(screen.getByLabelText('รหัสผ่าน')).toHaveValue('Prapa25');
      expect(screen.getByLabelText('รหัสผ่าน')).toHaveFocus();
    } finally {
      copy.remove();
    }
  });

  it('sends the form at start when its prerendered button was pressed before', async () => {
    const api = fakeApi({
      'POST /api/auth/login': () =>
        json(401, {
          error: { code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
        }),
    });
    const { copy } = prerendered('admin', 'wrong');
    (window as Window & { __prapaStaticSubmit?: boolean }).__prapaStaticSubmit = true;
    try {
      renderApp('/login');
      expect(await screen.findByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
      expect(api).toHaveBeenCalledTimes(1);
      expect('__prapaStaticSubmit' in window).toBe(false);
    } finally {
      copy.remove();
    }
  });

  it("shows the server's message in the form when sign-in fails", async () => {
    fakeApi({
      'POST /api/auth/login': () =>
        json(401, {
          error: { code: 'INVALID_CREDENTIALS', message: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง' },
        }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'admin');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('เข้าสู่ระบบไม่สำเร็จ');
    expect(alert).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('tells a disabled account that it is disabled', async () => {
    const message = 'บัญชีผู้ใช้นี้ถูกระงับการใช้งาน กรุณาติดต่อผู้ดูแลระบบ';
    fakeApi({
      'POST /api/auth/login': () => json(403, { error: { code: 'FORBIDDEN', message } }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'old_clerk');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Prapa2569');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(router.state.location.pathname).toBe('/login');
  });

  it('stores the session and opens the landing page on success', async () => {
    const admin = fakeUser(ROLE.ADMIN);
    const api = fakeApi({
      'POST /api/auth/login': () => json(200, { data: { token: 'new-token', user: admin } }),
      'GET /api/auth/me': () => json(200, { data: admin }),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), ' admin ');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Prapa2569');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    expect(await screen.findByRole('navigation', { name: 'เมนูนำทาง' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(getSession()).toMatchObject({ isLoggedIn: true, role: ROLE.ADMIN });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual({
      token: 'new-token',
      ...admin,
    });
    const [, init] = api.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ user_name: 'admin', password: 'Prapa2569' });
  });

  it('returns to the page the guard sent the user away from', async () => {
    const norm = fakeUser(ROLE.NORM);
    fakeApi({
      'POST /api/auth/login': () => json(200, { data: { token: 't', user: norm } }),
      'GET /api/auth/me': () => json(200, { data: norm }),
    });
    const { user, router } = renderApp('/process/payment');
    await user.type(await screen.findByLabelText('ชื่อผู้ใช้'), 'norm');
    await user.type(screen.getByLabelText('รหัสผ่าน'), 'Prapa2569');
    await user.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await screen.findByRole('heading', { name: 'รับชำระเงิน' });
    expect(router.state.location.pathname).toBe('/process/payment');
  });
});
