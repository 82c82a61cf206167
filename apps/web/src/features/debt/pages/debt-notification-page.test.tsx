import type { TJob } from '@prapa/contracts/jobs';
import { ROLE } from '@prapa/domain/roles';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { DEBTOR_ROW } from '../../../test/fake-debtors.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DebtNotificationPage } from './debt-notification-page.tsx';

const job = (overrides: Partial<TJob>): TJob => ({
  id: 7,
  kind: 'debt_letters',
  params: { selection: { kind: 'first', min_months: 2 } },
  state: 'queued',
  progress: 0,
  file_id: null,
  file_name: null,
  error: null,
  attempts: 0,
  created_at: '2026-11-20T03:00:00.000Z',
  started_at: null,
  finished_at: null,
  ...overrides,
});

describe('/process/debtnotification', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.NORM);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('issues the letters as a background job: a progress bar while it runs, then the numbers to print', async () => {
    let polls = 0;
    const api = fakeApi({
      'GET /api/config/areas': () => json(200, { data: [] }),
      'GET /api/debt/debtors': () => json(200, { data: { rows: [] } }),
      'POST /api/debt/letters/preview': () =>
        json(200, {
          data: {
            kind: 'first',
            issued_on: '2026-11-20',
            pay_by: '2026-12-05',
            count: 1,
            amount_satang: 45_000,
            rows: [DEBTOR_ROW],
          },
        }),
      'POST /api/debt/letters': () => json(202, { data: job({}) }),
      'GET /api/jobs/7': () => {
        polls += 1;
        return json(200, {
          data:
            polls === 1
              ? job({ state: 'running', progress: 40, attempts: 1 })
              : job({
                  state: 'done',
                  progress: 100,
                  attempts: 1,
                  file_id: 3,
                  file_name: 'หนังสือแจ้งหนี้ ชุดที่ 4.pdf',
                  params: {
                    selection: { kind: 'first', min_months: 2 },
                    batch: {
                      batch_no: 4,
                      count: 1,
                      first_no: 'NT2570/000009',
                      last_no: 'NT2570/000009',
                    },
                  },
                }),
        });
      },
    });
    const { user } = renderWithProviders(<DebtNotificationPage />);
    await user.click(await screen.findByRole('button', { name: 'แสดงรายชื่อ' }));
    await user.click(await screen.findByRole('button', { name: 'ออกหนังสือ 1 ฉบับ' }));

    expect(
      await screen.findByRole('progressbar', { name: 'ความคืบหน้า 40%' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('ออกหนังสือแจ้งหนี้: แจ้งครั้งที่ 1')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'ยกเลิกการทำไฟล์ ออกหนังสือแจ้งหนี้: แจ้งครั้งที่ 1' }),
    ).toBeInTheDocument();

    expect(await screen.findByText('ออกหนังสือแจ้งหนี้แล้ว', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/เลขที่ NT2570\/000009 ถึง NT2570\/000009/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'พิมพ์หนังสือชุดนี้' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();

    // Everyone the preview found was chosen: the filters go, not a list of ids.
    const [[, init]] = callsTo(api, 'POST', '/api/debt/letters') as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ params: { kind: 'first', min_months: 2 } });
  });
});
