import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AuditPage } from './audit-page.tsx';

const ENTRIES = [
  {
    id: 12,
    at: '2026-11-25T03:00:00.000Z',
    account_id: 1,
    user_name: 'admin',
    full_name: 'สมชาย ใจดี',
    action: 'account.update',
    kind: 'accounts',
    entity: 'account',
    entity_id: '7',
    before: { role: 2, full_name: 'สมหญิง' },
    after: { role: 3, full_name: 'สมหญิง' },
    ip: '192.168.1.20',
  },
  {
    id: 11,
    at: '2026-11-24T02:00:00.000Z',
    account_id: null,
    user_name: null,
    full_name: null,
    action: 'auth.login_failed',
    kind: 'sign_in',
    entity: 'account',
    entity_id: null,
    before: null,
    after: { user_name: 'ghost', reason: 'unknown_user' },
    ip: '203.0.113.9',
  },
];

const PEOPLE = [
  { id: 1, user_name: 'admin', full_name: 'สมชาย ใจดี' },
  { id: 7, user_name: 'clerk', full_name: 'สมหญิง เสมียน' },
];

function auditApi() {
  return fakeApi({
    'GET /api/audit': ({ url }) =>
      json(200, {
        data: {
          rows: url.searchParams.get('kind') === 'sign_in' ? [ENTRIES[1]] : ENTRIES,
          total: 60,
          page: Number(url.searchParams.get('page') ?? 1),
          page_size: 25,
        },
      }),
    'GET /api/audit/people': () => json(200, { data: PEOPLE }),
  });
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/audit');

describe('audit page', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.ADMIN, { id: 1 });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows who did what and when, in Thai, with before → after and unknown names', async () => {
    auditApi();
    renderWithProviders(<AuditPage />);
    expect(await screen.findByText('แก้ไขบัญชีผู้ใช้')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'บันทึกการใช้งานระบบ' })).toBeInTheDocument();
    const change = screen.getByText('แก้ไขบัญชีผู้ใช้').closest('tr') as HTMLElement;
    expect(within(change).getByText('25 พ.ย. 2569 10:00 น.')).toBeInTheDocument();
    expect(within(change).getByText('2 → 3')).toBeInTheDocument();
    expect(within(change).getByText('สมชาย ใจดี')).toBeInTheDocument();
    const failed = screen.getByText('เข้าสู่ระบบไม่สำเร็จ').closest('tr') as HTMLElement;
    expect(within(failed).getByText('ไม่ทราบผู้ใช้')).toBeInTheDocument();
    expect(within(failed).getByText('ghost')).toBeInTheDocument();
  });

  it('sends the kind and person filters and the page to the server', async () => {
    const api = auditApi();
    const { user } = renderWithProviders(<AuditPage />);
    await screen.findByText('แก้ไขบัญชีผู้ใช้');
    await user.click(screen.getByRole('combobox', { name: 'ประเภท' }));
    await user.click(await screen.findByRole('option', { name: 'การเข้าสู่ระบบ', hidden: true }));
    await waitFor(() => expect(screen.queryByText('แก้ไขบัญชีผู้ใช้')).toBeNull());
    expect(listCalls(api).at(-1)?.searchParams.get('kind')).toBe('sign_in');

    await user.click(screen.getByRole('combobox', { name: 'ผู้ใช้งาน' }));
    await user.click(await screen.findByRole('option', { name: /clerk/, hidden: true }));
    await waitFor(() => expect(listCalls(api).at(-1)?.searchParams.get('account_id')).toBe('7'));
    expect(listCalls(api).at(-1)?.searchParams.get('page')).toBe('1');

    await user.click(screen.getByRole('button', { name: 'หน้า 2' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.searchParams.get('page')).toBe('2'));
  });

  it('is the /audit route, with a menu entry, for an ADMIN', async () => {
    fakeApi({
      'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.ADMIN, { id: 1 }) }),
      'GET /api/audit': () => json(200, { data: { rows: [], total: 0, page: 1, page_size: 25 } }),
      'GET /api/audit/people': () => json(200, { data: PEOPLE }),
    });
    renderApp('/audit');
    expect(await screen.findByRole('heading', { name: 'บันทึกการใช้งานระบบ' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'บันทึกการใช้งานระบบ' }).length).toBeGreaterThan(0);
  });
});
