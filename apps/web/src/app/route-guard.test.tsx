import { notifications } from '@mantine/notifications';
import { ROLE, type RoleNumber } from '@prapa/domain/roles';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../lib/session.ts';
import { fakeApi, json } from './testing/fake-api.ts';
import { fakeUser, signInAs } from './testing/fake-users.ts';
import { renderApp } from './testing/render-app.tsx';

function serveMe(role: RoleNumber) {
  return fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(role) }) });
}

async function landsOn(router: ReturnType<typeof renderApp>['router'], path: string) {
  await waitFor(() => expect(router.state.location.pathname).toBe(path));
}

describe('route guard', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    // Notifications live in a store shared by every render.
    notifications.clean();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/customconfig/account', '/process/payment', '/user-billing/12'])(
    'sends a logged-out visitor from %s to /login',
    async (path) => {
      fakeApi({});
      const { router } = renderApp(path);
      await landsOn(router, '/login');
      expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    },
  );

  it('opens /billcheck without signing in, in the blank layout', async () => {
    fakeApi({});
    const { router } = renderApp('/billcheck');
    expect(await screen.findByRole('heading', { name: 'ตรวจสอบค่าน้ำ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/billcheck');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('sends a signed-in user on /login to /', async () => {
    signInAs(ROLE.NORM);
    serveMe(ROLE.NORM);
    const { router } = renderApp('/login');
    await landsOn(router, '/');
  });

  it.each([
    [ROLE.VIEW, '/customconfig/account', '/'],
    [ROLE.VIEW, '/process/payment', '/'],
    [ROLE.VIEW, '/managemeter', '/managemeter'],
    [ROLE.NORM, '/process/payment', '/process/payment'],
    [ROLE.NORM, '/user-billing/42', '/user-billing/42'],
    [ROLE.NORM, '/customconfig/account', '/'],
    [ROLE.NORM, '/dev/mock', '/'],
    [ROLE.ADMIN, '/customconfig/account', '/customconfig/account'],
    [ROLE.ADMIN, '/process/accounting', '/process/accounting'],
    [ROLE.ADMIN, '/dev/mock', '/'],
    [ROLE.ADMIN, '/no-such-page', '/'],
    [ROLE.DEV, '/dev/mock', '/dev/mock'],
    [ROLE.DEV, '/customconfig/userrole', '/customconfig/userrole'],
  ] as const)('role %i opening %s lands on %s', async (role, path, expected) => {
    signInAs(role);
    serveMe(role);
    const { router } = renderApp(path);
    await landsOn(router, expected);
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('tells a user sent home from a forbidden page why', async () => {
    signInAs(ROLE.VIEW);
    serveMe(ROLE.VIEW);
    const { router } = renderApp('/process/payment');
    await landsOn(router, '/');
    expect(await screen.findByText('ไม่มีสิทธิ์เปิดหน้านี้')).toBeInTheDocument();
    expect(screen.getByText(/ไม่มีสิทธิ์เปิดหน้า \/process\/payment/)).toBeInTheDocument();
  });

  it('says nothing to a user who may open the page', async () => {
    signInAs(ROLE.NORM);
    serveMe(ROLE.NORM);
    const { router } = renderApp('/process/payment');
    await landsOn(router, '/process/payment');
    expect(await screen.findByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('ไม่มีสิทธิ์เปิดหน้านี้')).not.toBeInTheDocument();
  });

  it('shows the Thai not-found page to DEV (who may open any path)', async () => {
    signInAs(ROLE.DEV);
    serveMe(ROLE.DEV);
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'ไม่พบหน้าที่ต้องการ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าหลัก' })).toHaveAttribute('href', '/');
  });

  it('sends the user to /login when another tab signs out', async () => {
    signInAs(ROLE.ADMIN);
    serveMe(ROLE.ADMIN);
    const { router } = renderApp('/process/payment');
    await screen.findByRole('heading', { name: 'รับชำระเงิน' });
    act(() => {
      localStorage.setItem('user', '{}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    });
    await landsOn(router, '/login');
  });

  it('sends the user to /login when the server rejects the token', async () => {
    signInAs(ROLE.ADMIN);
    fakeApi({
      'GET /api/auth/me': () =>
        json(401, { error: { code: 'UNAUTHENTICATED', message: 'หมดเวลาการใช้งาน' } }),
    });
    const { router } = renderApp('/');
    await landsOn(router, '/login');
    expect(localStorage.getItem('user')).toBe('{}');
  });

  it('keeps a signed-out user on /billcheck', async () => {
    signInAs(ROLE.NORM);
    serveMe(ROLE.NORM);
    const { router } = renderApp('/billcheck');
    await screen.findByRole('heading', { name: 'ตรวจสอบค่าน้ำ' });
    act(() => {
      localStorage.setItem('user', '{}');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: '{}' }));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(router.state.location.pathname).toBe('/billcheck');
  });
});
