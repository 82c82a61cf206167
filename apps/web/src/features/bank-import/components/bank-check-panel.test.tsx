import type { TBankImportSummary } from '@prapa/contracts/bank-import';
import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../app/testing/fake-api.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BankCheckPanel } from './bank-check-panel.tsx';

/** 23 files on the server, newest (id 23) first; each page of 10 is answered from them. */
const TOTAL = 23;
const file = (id: number): TBankImportSummary => ({
  id,
  file_name: `SCB_202611${String(id).padStart(2, '0')}.txt`,
  sha256: 'a'.repeat(64),
  bank_code: '014',
  account_no: '1234567890',
  effective_date: `2026-11-${String(id).padStart(2, '0')}`,
  line_count: 3,
  file_total_satang: 30_000,
  applied_count: 2,
  applied_satang: 20_000,
  held_count: 1,
  held_satang: 10_000,
  rejected_count: 0,
  rejected_satang: 0,
  refunded_count: 0,
  refunded_satang: 0,
  imported_by: 'สมหญิง แคชเชียร์',
  imported_at: '2026-11-25T03:00:00.000Z',
  confirmed_by: 'สมหญิง แคชเชียร์',
  confirmed_at: '2026-11-25T03:00:00.000Z',
});

function bankApi() {
  return fakeApi({
    'GET /api/bank-import/imports': ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      const size = Number(url.searchParams.get('page_size'));
      const ids = Array.from({ length: TOTAL }, (_, i) => TOTAL - i).slice(
        (page - 1) * size,
        page * size,
      );
      return json(200, { data: { rows: ids.map(file), total: TOTAL, page, page_size: size } });
    },
  });
}

const listCalls = (api: ReturnType<typeof fakeApi>) =>
  api.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/bank-import/imports');

describe('bank check page: the list of files', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
    signInAs(ROLE.ADMIN);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server for one page of ten, shows the total, and pages on', async () => {
    const api = bankApi();
    const { user } = renderWithProviders(<BankCheckPanel />);
    const files = screen.getByTestId('bank-imports');
    expect(
      await within(files).findByText('SCB_20261123.txt', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(files).getByText('SCB_20261114.txt')).toBeInTheDocument();
    expect(within(files).queryByText('SCB_20261113.txt')).toBeNull();
    expect(listCalls(api).at(-1)?.searchParams.get('page')).toBe('1');
    expect(listCalls(api).at(-1)?.searchParams.get('page_size')).toBe('10');
    expect(within(files).getByText('แสดง 1–10 จาก 23')).toBeInTheDocument();
    const row = within(files).getByText('SCB_20261123.txt').closest('tr') as HTMLElement;
    expect(within(row).getByText('2 รายการ · 200.00 บาท')).toBeInTheDocument();

    await user.click(within(files).getByRole('button', { name: 'หน้า 3' }));
    await waitFor(() => expect(listCalls(api).at(-1)?.searchParams.get('page')).toBe('3'), {
      timeout: 10_000,
    });
    expect(
      await within(files).findByText('SCB_20261103.txt', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(files).getByText('SCB_20261101.txt')).toBeInTheDocument();
    expect(within(files).queryByText('SCB_20261123.txt')).toBeNull();
  });
});
