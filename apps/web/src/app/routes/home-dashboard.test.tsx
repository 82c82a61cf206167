import { ROLE } from '@prapa/domain/roles';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshSession } from '../../lib/session.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeApi, json } from '../testing/fake-api.ts';
import { signInAs } from '../testing/fake-users.ts';
import { HomeDashboard } from './home-dashboard.tsx';

const PROGRESS = {
  cycle: {
    id: 4,
    bill_cycle_no: 2,
    bill_cycle_name: 'พฤศจิกายน 2569',
    bill_year: 2570,
    period_year: 2026,
    period_month: 11,
    bill_cut_off: '2026-11-25',
    order: 4,
    status: 'open',
    opened_at: '2026-11-01T02:00:00.000Z',
    closed_at: null,
  },
  count_noted: 30,
  active_meter: 60,
  areas: [
    { area_id: 1, area_name: 'หมู่ 1 บ้านใหม่', count_noted: 20, active_meter: 20 },
    { area_id: 2, area_name: 'หมู่ 2 บ้านเก่า', count_noted: 10, active_meter: 40 },
  ],
};

const calledPaths = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').pathname);

describe('home dashboard by role', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the meter reader the open cycle's reading progress and asks for no money", async () => {
    signInAs(ROLE.VIEW);
    const api = fakeApi({
      'GET /api/dashboard/reading-progress': () => json(200, { data: PROGRESS }),
    });
    renderWithProviders(<HomeDashboard />);
    expect(await screen.findByTestId('reading-progress-total')).toHaveTextContent(
      'จดแล้ว 30 จาก 60 มาตร',
    );
    expect(screen.getByText('รอบบิล พฤศจิกายน 2569')).toBeInTheDocument();
    expect(screen.getByText('เหลืออีก 30 มาตร (50%)')).toBeInTheDocument();
    const areas = within(screen.getByRole('list'));
    expect(
      areas.getByRole('progressbar', { name: 'หมู่ 2 บ้านเก่า: จดแล้ว 10 จาก 40 มาตร' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ไปหน้าจดมาตร' })).toHaveAttribute(
      'href',
      '/managemeter',
    );
    expect(calledPaths(api)).toEqual(['/api/dashboard/reading-progress']);
    expect(screen.queryByText(/บาท/)).toBeNull();
  });

  it('shows office staff the money panels, not the reader progress', async () => {
    signInAs(ROLE.NORM);
    const api = fakeApi({});
    renderWithProviders(<HomeDashboard />);
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(calledPaths(api)).not.toContain('/api/dashboard/reading-progress');
    expect(calledPaths(api).some((path) => path.startsWith('/api/user/payment/'))).toBe(true);
  });
});
