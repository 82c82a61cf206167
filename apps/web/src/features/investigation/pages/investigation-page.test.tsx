import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { CLOSED_CYCLE, OPEN_CYCLE } from '../../../test/fake-cycles.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { fakeList, fakeRow } from '../testing/fake-investigation.ts';
import { InvestigationPage } from './investigation-page.tsx';

const calls = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method);

/** An open and a closed cycle, with empty lists. */
const fakeTwoCycles = () =>
  fakeApi({
    'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE, CLOSED_CYCLE] }),
    'GET /api/investigation/list': () => json(200, { data: fakeList([]) }),
  });
const listedCycle = (api: ReturnType<typeof fakeApi>) =>
  calls(api, 'GET', '/api/investigation/list')[0]?.url.searchParams.get('cycle_id');

describe('investigation page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs(ROLE.NORM);
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three tabs with their counts, the rows, and records a misread with a link to the reading screen', async () => {
    const outcomePosts: unknown[] = [];
    const api = fakeApi({
      'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE] }),
      'GET /api/investigation/list': () => json(200, { data: fakeList([fakeRow()]) }),
      'GET /api/investigation/outcomes': () => json(200, { data: [] }),
      'GET /api/user/waterHistory/avg/month': () =>
        json(200, { data: [{ month: 10, year: 2026, usage: 30 }] }),
      'POST /api/investigation/outcomes': ({ init }) => {
        outcomePosts.push(JSON.parse(String(init.body)));
        return json(201, {
          data: {
            id: 1,
            cycle_id: 3,
            bill_cycle_name: 'พฤศจิกายน 2569',
            client_id: 5,
            meter_id: 5,
            check: 'abnormal',
            outcome: 'misread',
            note: '',
            units: 30,
            average: 10,
            recorded_at: Date.now(),
            recorded_by_name: 'นางสาวนอร์ม',
          },
        });
      },
    });
    renderWithProviders(<InvestigationPage />, { route: '/investigation' });

    expect(
      await screen.findByRole('tab', { name: /ค่าน้ำสูงผิดปกติ\s*2/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /มาตรไม่เดิน\s*1/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /สูง\/ต่ำกว่าเฉลี่ยเกิน 30%\s*7/ })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /สมชาย ใจดี/ });
    expect(row).toHaveTextContent('+200%');
    expect(row).toHaveTextContent('1,070 → 1,100');
    expect(calls(api, 'GET', '/api/investigation/list')[0]?.url.searchParams.get('cycle_id')).toBe(
      '3',
    );

    const user = userEvent.setup();
    await user.click(within(row).getByText('สมชาย ใจดี', { exact: false }));
    await user.click(await screen.findByRole('button', { name: 'บันทึกผลตรวจสอบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกผลการตรวจสอบ' });
    await user.click(within(dialog).getByRole('combobox', { name: /ผลที่พบ/ }));
    await user.click(await screen.findByRole('option', { name: 'จดเลขมาตรผิด' }));
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    const link = await within(dialog).findByRole('link', { name: 'แก้ไขเลขอ่านมาตรที่หน้าจดมาตร' });
    expect(link).toHaveAttribute('href', '/managemeter?cycle=3&area=1&q=NS-0000005');
    expect(outcomePosts).toEqual([
      {
        params: { cycle_id: 3, client_id: 5, check: 'abnormal', outcome: 'misread', note: '' },
      },
    ]);
  });

  it('opens on the cycle the bill-run review links to (?cycle=), not the open one', async () => {
    const api = fakeTwoCycles();
    renderWithProviders(<InvestigationPage />, { route: '/investigation?cycle=2' });
    await waitFor(() => expect(listedCycle(api)).toBe('2'));
    expect(
      calls(api, 'GET', '/api/investigation/list').map((c) => c.url.searchParams.get('cycle_id')),
    ).not.toContain('3');
    expect(screen.getByDisplayValue('ตุลาคม 2569')).toBeInTheDocument();
  });

  it('falls back to the open cycle when ?cycle= names no known cycle', async () => {
    const api = fakeTwoCycles();
    renderWithProviders(<InvestigationPage />, { route: '/investigation?cycle=99' });
    await waitFor(() => expect(listedCycle(api)).toBe('3'));
  });

  it('asks the higher or the lower half of the ±30 % tab', async () => {
    const api = fakeApi({
      'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE] }),
      'GET /api/investigation/list': () => json(200, { data: fakeList([]) }),
    });
    renderWithProviders(<InvestigationPage />, { route: '/investigation' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /สูง\/ต่ำกว่าเฉลี่ย/ }));
    await user.click(await screen.findByText('ต่ำกว่าเฉลี่ย (4)'));
    await waitFor(() =>
      expect(
        calls(api, 'GET', '/api/investigation/list').at(-1)?.url.searchParams.get('check'),
      ).toBe('lower'),
    );
  });

  it('hides the thresholds from office staff', async () => {
    fakeApi({
      'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE] }),
      'GET /api/investigation/list': () => json(200, { data: fakeList([fakeRow()]) }),
    });
    renderWithProviders(<InvestigationPage />, { route: '/investigation' });
    expect(await screen.findByRole('button', { name: 'ส่งออก Excel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ตั้งค่าเกณฑ์' })).not.toBeInTheDocument();
  });

  it('lets an administrator change the thresholds, refusing a value out of bounds', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const puts: unknown[] = [];
    const api = fakeApi({
      'GET /api/user/billing-cycle': () => json(200, { data: [OPEN_CYCLE] }),
      'GET /api/investigation/list': () => json(200, { data: fakeList([fakeRow()]) }),
      'PUT /api/investigation/settings': ({ init }) => {
        const body = JSON.parse(String(init.body));
        puts.push(body);
        return json(200, { data: body.params });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InvestigationPage />, { route: '/investigation' });
    await user.click(await screen.findByRole('button', { name: 'ตั้งค่าเกณฑ์' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'เกณฑ์การตรวจสอบ' }));
    const deviation = dialog.getByRole('textbox', { name: /สูง\/ต่ำกว่าค่าเฉลี่ยเกิน/ });
    expect(deviation).toHaveValue('30');
    await user.clear(deviation);
    await user.type(deviation, '0');
    await user.click(dialog.getByRole('button', { name: 'บันทึกเกณฑ์' }));
    expect(calls(api, 'PUT', '/api/investigation/settings')).toHaveLength(0);
    await user.clear(deviation);
    await user.type(deviation, '25');
    await user.click(dialog.getByRole('button', { name: 'บันทึกเกณฑ์' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      params: {
        average_cycles: 6,
        abnormal_multiple_pct: 200,
        abnormal_min_units: 10,
        constant_cycles: 3,
        deviation_pct: 25,
      },
    });
  });
});
