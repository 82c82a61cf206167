import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoute, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { CYCLES, fakeCycle } from '../../../test/fake-cycles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BillingPage } from './billing-page.tsx';

type FetchMock = ReturnType<typeof fakeApi>;

function bodiesOf(api: FetchMock, method: string, path: string) {
  return api.mock.calls
    .filter(([input, init]) => {
      const url = new URL(String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderPage(routes: Record<string, FakeRoute>) {
  const api = fakeApi(routes);
  const view = renderWithProviders(
    <Routes>
      <Route path="/process/billing" element={<BillingPage />} />
      <Route path="/managemeter" element={<Where />} />
    </Routes>,
    { route: '/process/billing' },
  );
  return { api, ...view };
}

async function rowOf(name: string) {
  return (await screen.findByText(name)).closest('tr') as HTMLElement;
}

describe('billing page', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the cycles with their B.E. cut-off, status and reading progress', async () => {
    renderPage({ 'GET /api/user/billing-cycle': () => json(200, { data: CYCLES }) });

    const open = await rowOf('พฤศจิกายน 2569');
    expect(within(open).getByText('30 พ.ย. 2569')).toBeInTheDocument();
    expect(within(open).getByText('2570')).toBeInTheDocument();
    expect(within(open).getByText('เปิดอยู่')).toBeInTheDocument();
    expect(within(open).getByText('30 / 50')).toBeInTheDocument();
    expect(within(open).getByRole('progressbar', { name: 'จดแล้ว 30 จาก 50 มาตร' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );

    const closed = await rowOf('ตุลาคม 2569');
    expect(within(closed).getByText('ปิดแล้ว')).toBeInTheDocument();
    expect(within(closed).getByText('48 / 48')).toBeInTheDocument();
    // Closed cycles are read-only: no close button, only a way to look at the readings.
    expect(within(closed).queryByRole('button', { name: /ปิดรอบ/ })).not.toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: 'ดูเลขมาตร' })).toHaveAttribute(
      'href',
      '/managemeter?cycle=2',
    );

    // One cycle is open, so a new one cannot be opened yet.
    expect(screen.getByRole('button', { name: 'เปิดรอบใหม่' })).toBeDisabled();
    expect(screen.getByText('ปิดรอบ พฤศจิกายน 2569 ก่อน จึงจะเปิดรอบใหม่ได้')).toBeInTheDocument();
  });

  it('opens the month after the newest cycle with the contract body', async () => {
    const closedOnly = CYCLES.map((cycle) => ({ ...cycle, status: 'closed' as const }));
    const created = fakeCycle({ id: 4, bill_cycle_name: 'ธันวาคม 2569', period_month: 12 });
    const { api, user } = renderPage({
      'GET /api/user/billing-cycle': () => json(200, { data: closedOnly }),
      'POST /api/user/billing-cycle': () => json(201, { data: created }),
    });
    await rowOf('พฤศจิกายน 2569');
    await user.click(screen.getByRole('button', { name: 'เปิดรอบใหม่' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'เปิดรอบบิลใหม่' }));
    expect(dialog.getByRole('combobox', { name: 'เดือน' })).toHaveValue('ธันวาคม');
    expect(dialog.getByRole('combobox', { name: 'ปี (พ.ศ.)' })).toHaveValue('2569');
    expect(dialog.getByText('ชื่อรอบบิล: ธันวาคม 2569')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'เปิดรอบ' }));

    expect(await screen.findByText('เปิดรอบบิล ธันวาคม 2569 แล้ว')).toBeInTheDocument();
    expect(bodiesOf(api, 'POST', '/api/user/billing-cycle')).toEqual([
      { params: { year: 2026, month: 12, bill_cut_off: '2026-12-31' } },
    ]);
  });

  it('shows why a cycle cannot close and goes to its waiting meters', async () => {
    const refusal = 'ยังปิดรอบไม่ได้ มีมาตรรอจดอีก 20 มาตร';
    const { api, user } = renderPage({
      'GET /api/user/billing-cycle': () => json(200, { data: CYCLES }),
      'POST /api/user/billing-cycle/close': () =>
        json(409, { error: { code: 'CONFLICT', message: refusal } }),
    });
    await user.click(
      within(await rowOf('พฤศจิกายน 2569')).getByRole('button', { name: 'ปิดรอบ พฤศจิกายน 2569' }),
    );
    const ask = within(await screen.findByRole('dialog', { name: 'ปิดรอบบิล พฤศจิกายน 2569' }));
    await user.click(ask.getByRole('button', { name: 'ปิดรอบ' }));

    const refused = within(
      await screen.findByRole('dialog', { name: 'ยังปิดรอบ พฤศจิกายน 2569 ไม่ได้' }),
    );
    expect(refused.getByText(refusal)).toBeInTheDocument();
    expect(bodiesOf(api, 'POST', '/api/user/billing-cycle/close')).toEqual([{ params: { id: 3 } }]);
    await user.click(refused.getByRole('button', { name: 'ไปจดมาตรที่รอจด' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/managemeter?cycle=3&tag=waiting'),
    );
  });
});
