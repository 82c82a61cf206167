import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/session.ts';
import { fakeApi, json } from '../testing/fake-api.ts';
import { fakeUser, signInAs } from '../testing/fake-users.ts';
import { renderApp } from '../testing/render-app.tsx';

async function menu() {
  return within(await screen.findByRole('navigation', { name: 'เมนูนำทาง' }));
}

describe('default layout', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows VIEW only the home page, meter reading and the report centre (meter sheet)', async () => {
    signInAs(ROLE.VIEW);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.VIEW) }) });
    renderApp('/');
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'หน้าหลัก' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'จดมาตรวัดน้ำ' })).toHaveAttribute('href', '/managemeter');
    expect(nav.queryByRole('link', { name: 'จัดการผู้ใช้งาน' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'ชำระเงิน' })).not.toBeInTheDocument();
    expect(nav.queryByText('ข้อมูลองค์กร')).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'ศูนย์รายงาน' })).toHaveAttribute('href', '/reports');
    expect(nav.getAllByRole('link')).toHaveLength(3);
  });

  it('shows ADMIN the account configuration but not the developer pages', async () => {
    signInAs(ROLE.ADMIN);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.ADMIN) }) });
    renderApp('/');
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'จัดการผู้ใช้งาน' })).toHaveAttribute(
      'href',
      '/customconfig/account',
    );
    expect(nav.getByRole('link', { name: 'กำหนดรอบนำส่งเงิน' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'ข้อมูลจำลอง' })).not.toBeInTheDocument();
  });

  it('shows DEV every menu entry', async () => {
    signInAs(ROLE.DEV);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.DEV) }) });
    renderApp('/');
    const nav = await menu();
    expect(nav.getByRole('link', { name: 'ข้อมูลจำลอง' })).toHaveAttribute('href', '/dev/mock');
    expect(nav.getAllByRole('link')).toHaveLength(28);
    expect(nav.getByRole('link', { name: 'เอกสาร API' })).toHaveAttribute('href', '/apidocs');
  });

  it('shows the signed-in user, the Thai role name and a welcome with the B.E. date', async () => {
    signInAs(ROLE.NORM, { full_name: 'สมศรี มีสุข' });
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM, { full_name: 'สมศรี มีสุข' }) }),
    });
    renderApp('/');
    expect(await screen.findByTestId('user-full-name')).toHaveTextContent('สมศรี มีสุข');
    expect(screen.getByTestId('user-role')).toHaveTextContent('ผู้ดูแลระบบทั่วไป');
    // The layout paints first; the dashboard's own code may still be on its way (React.lazy).
    expect(await screen.findByRole('heading', { name: 'สวัสดี คุณสมศรี มีสุข' })).toBeInTheDocument();
    expect(screen.getByTestId('today').textContent).toMatch(/^วัน.+ที่ \d{1,2} .+ 25\d\d$/);
    expect(screen.getByRole('heading', { level: 2, name: 'ภาพรวม' })).toBeInTheDocument();
  });

  it('picks up a changed name or role from the server', async () => {
    signInAs(ROLE.NORM);
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM, { full_name: 'ชื่อใหม่' }) }),
    });
    renderApp('/');
    expect(await screen.findByText('ชื่อใหม่')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      token: 'token-2',
      full_name: 'ชื่อใหม่',
    });
  });

  it.each([
    // The daily close lies under the payment page's path: only the close is lit there.
    ['/process/payment/close', 'ปิดยอดประจำวัน', 'ชำระเงิน'],
    ['/process/payment/receipt/5', 'ชำระเงิน', 'ปิดยอดประจำวัน'],
  ])('on %s lights up only the deepest menu entry, %s', async (path, lit, dark) => {
    signInAs(ROLE.NORM);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM) }) });
    renderApp(path);
    const nav = await menu();
    expect(nav.getByRole('link', { name: lit })).toHaveAttribute('data-active');
    expect(nav.getByRole('link', { name: dark })).not.toHaveAttribute('data-active');
    const active = nav.getAllByRole('link').filter((link) => link.hasAttribute('data-active'));
    expect(active).toHaveLength(1);
  });

  it('switches the interface to English', async () => {
    signInAs(ROLE.VIEW);
    fakeApi({ 'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.VIEW) }) });
    const { user } = renderApp('/');
    await menu();
    await user.click(screen.getByText('EN'));
    expect(
      await screen.findByRole('link', { name: 'Meter reading' }, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('signs out from the user menu and returns to /login', async () => {
    signInAs(ROLE.ADMIN);
    const api = fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.ADMIN) }),
      'POST /api/auth/logout': () => json(200, { data: { ok: true } }),
    });
    const { user, router } = renderApp('/');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'ออกจากระบบ' }));
    expect(await screen.findByRole('button', { name: 'เข้าสู่ระบบ' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBe('{}');
    const logoutCall = api.mock.calls.find(([url]) => String(url).endsWith('/api/auth/logout'));
    expect(new Headers(logoutCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-1');
  });
});
