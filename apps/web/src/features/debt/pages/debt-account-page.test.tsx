import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { refreshSession } from '../../../lib/session.ts';
import { DEBTOR_ROW } from '../../../test/fake-debtors.ts';

const row = {
  ...DEBTOR_ROW,
  letters_sent: 1,
  last_letter: {
    kind: 'first' as const,
    letter_no: 'NT2570/000001',
    issued_on: '2026-11-01',
    pay_by: '2026-11-16',
  },
  disconnection: { id: 1, state: 'pending' as const },
  plan: { id: 3, state: 'broken' as const, instalment_count: 6, paid_count: 2 },
};

/** One page of one debtor, as the API answers it. */
const fakeDebtors = () =>
  fakeApi({
    'GET /api/auth/me': () => json(200, { data: fakeUser(ROLE.NORM) }),
    'GET /api/config/areas': () => json(200, { data: [] }),
    'GET /api/debt/debtors': () =>
      json(200, {
        data: {
          today: '2026-11-20',
          rows: [row],
          total: 1,
          page: 1,
          page_size: 20,
          totals: { count: 1, overdue_satang: 45_000 },
          by_bucket: [{ bucket: 'd90_plus', count: 1, overdue_satang: 45_000 }],
          by_area: [{ area_id: 1, area_name: 'หมู่ 1', count: 1, overdue_satang: 45_000 }],
        },
      }),
  });

describe('/debtaccount', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.NORM);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows each debtor with months, amount, aging, letters, plan and disconnection, and the bucket totals', async () => {
    fakeDebtors();
    renderApp('/debtaccount');
    const cell = await screen.findByRole('link', { name: '00012' }, { timeout: 10_000 });
    const tr = cell.closest('tr')!;
    expect(within(tr).getByText('สมชาย ใจดี')).toBeTruthy();
    expect(within(tr).getByText('450.00')).toBeTruthy();
    expect(within(tr).getByText('เกิน 90 วัน')).toBeTruthy();
    expect(within(tr).getByText('แจ้งครั้งที่ 1')).toBeTruthy();
    expect(within(tr).getByText('รองดจ่ายน้ำ')).toBeTruthy();
    expect(within(tr).getByText('ผิดนัด 2/6')).toBeTruthy();
    expect(screen.getAllByText('1 ราย').length).toBeGreaterThan(0);
  });

  it('on a phone shows what is owed under the name, with no amount column to scroll to', async () => {
    const matchMedia = window.matchMedia;
    // A 390 px phone: the page's (max-width: 48em) query matches.
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...matchMedia(''),
      media: query,
      matches: query.trim() === '' || query.includes('max-width: 48em'),
    }));
    fakeDebtors();
    renderApp('/debtaccount');
    const cell = await screen.findByRole('link', { name: '00012' }, { timeout: 10_000 });
    const tr = cell.closest('tr')!;
    expect(within(tr).getByTestId('debtor-owed')).toHaveTextContent('ค้าง 450.00 บาท · 3 เดือน');
    expect(within(tr).getByText('สมชาย ใจดี')).toBeTruthy();
    expect(within(tr).getByText(/แจ้งครั้งที่ 1 · NT2570\/000001/)).toBeTruthy();
    expect(within(tr).getByText('รองดจ่ายน้ำ')).toBeTruthy();
    expect(within(tr).getByText('เกิน 90 วัน')).toBeTruthy();
    // Two columns: the debtor and since when.
    const headers = tr.closest('table')?.querySelectorAll('thead th') ?? [];
    expect([...headers].map((h) => h.textContent?.trim())).toEqual(['ผู้ค้างชำระ', 'ค้างตั้งแต่']);
    vi.restoreAllMocks();
  });
});
