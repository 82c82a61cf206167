import { ROLE, type RoleNumber } from '@prapa/domain/roles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeUser, signInAs } from '../../../app/testing/fake-users.ts';
import { renderApp } from '../../../app/testing/render-app.tsx';
import { refreshSession } from '../../../lib/session.ts';

const ledger = {
  client_id: 7,
  memberId: 12,
  fullname: 'สมชาย ใจดี',
  house_no: '12/1',
  address: 'หมู่ 1',
  area_name: 'หมู่ 1',
  debt_satang: 100_050,
  rows: [],
  letters: [],
  disconnections: [],
};
const bill = (id: number, month: string, total: number, due = total) => ({
  id,
  invoice_no: `INV2570/00000${id}`,
  cycle_name: month,
  kind: 'water',
  due_date: '2026-10-05',
  total_satang: total,
  due_satang: due,
});
/** Agreed over a part-paid September bill: it took over 60.00 of its 100.00. */
const plan = {
  id: 3,
  client_id: 7,
  state: 'active',
  arrears_satang: 21_000,
  down_payment_satang: 0,
  instalment_count: 1,
  paid_satang: 0,
  paid_count: 0,
  remaining_satang: 21_000,
  agreed_on: '2026-11-20',
  note: '',
  created_by: 'สมชาย ผู้ดูแล',
  closed_at: null,
  close_reason: null,
  bills: [bill(1, 'กันยายน 2569', 10_000, 6_000), bill(2, 'ตุลาคม 2569', 15_000)],
  items: [
    {
      no: 1,
      amount_satang: 21_000,
      period: '2026-12',
      invoice_no: null,
      due_date: null,
      paid: false,
      overdue: false,
    },
  ],
};
const instalments = {
  client_id: 7,
  arrears: [bill(1, 'กันยายน 2569', 50_000), bill(2, 'ตุลาคม 2569', 50_050)],
  arrears_satang: 100_050,
  next_period: '2026-12',
  plans: [],
};

function routes(role: RoleNumber) {
  return {
    'GET /api/auth/me': () => json(200, { data: fakeUser(role) }),
    'GET /api/debt/ledger/7': () => json(200, { data: ledger }),
    'GET /api/debt/instalments': () => json(200, { data: instalments }),
  };
}

describe('/debtaccount/:id instalment plans', () => {
  beforeEach(() => {
    localStorage.clear();
    refreshSession();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('NORM sees the plans but cannot agree one', async () => {
    signInAs(ROLE.NORM);
    fakeApi(routes(ROLE.NORM));
    renderApp('/debtaccount/7');
    expect(await screen.findByText('ยังไม่มีสัญญาผ่อนชำระ', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'ทำสัญญาผ่อนชำระ' })).toBeNull();
  });

  it("lists a plan's bills at what it took over, beside each bill's total", async () => {
    signInAs(ROLE.NORM);
    fakeApi({
      ...routes(ROLE.NORM),
      'GET /api/debt/instalments': () =>
        json(200, { data: { ...instalments, arrears: [], arrears_satang: 0, plans: [plan] } }),
    });
    renderApp('/debtaccount/7');
    const table = await screen.findByRole(
      'table',
      { name: 'หนี้ค้างชำระที่ย้ายเข้าสัญญา' },
      { timeout: 10_000 },
    );
    expect(within(table).getByText('ยอดตามใบแจ้งหนี้ (บาท)')).toBeTruthy();
    expect(within(table).getByText('ยอดค้างที่ย้ายเข้าสัญญา (บาท)')).toBeTruthy();
    const september = within(table).getByText('กันยายน 2569').closest('tr') as HTMLElement;
    expect(within(september).getByText('100.00')).toBeTruthy();
    expect(within(september).getByText('60.00')).toBeTruthy();
    // The taken-over column adds up to the plan's arrears.
    const total = within(table).getByText('ยอดหนี้ตามสัญญา').closest('tr') as HTMLElement;
    expect(within(total).getByText('210.00')).toBeTruthy();
    // On a phone the invoice number and due date give way (issue 19); the total still sits
    // under the taken-over column with all columns and with only those a phone shows.
    const headers = within(table).getAllByRole('columnheader');
    const phone = (cells: HTMLElement[]) =>
      cells.filter((cell) => !cell.classList.contains('prapa-hide-on-phone'));
    expect(phone(headers).map((cell) => cell.textContent)).toEqual([
      'เดือน',
      'ยอดตามใบแจ้งหนี้ (บาท)',
      'ยอดค้างที่ย้ายเข้าสัญญา (บาท)',
    ]);
    const columnOf = (cells: HTMLElement[], text: string) => {
      let column = 0;
      for (const cell of cells) {
        if (cell.textContent === text) return column;
        column += (cell as HTMLTableCellElement).colSpan;
      }
      return -1;
    };
    const totalCells = within(total).getAllByRole('cell');
    expect(columnOf(totalCells, '210.00')).toBe(headers.length - 1);
    expect(columnOf(phone(totalCells), '210.00')).toBe(phone(headers).length - 1);
  });

  it('ADMIN works out the schedule as typed and agrees the plan', async () => {
    signInAs(ROLE.ADMIN);
    const api = fakeApi({
      ...routes(ROLE.ADMIN),
      'POST /api/debt/instalments': () => json(201, { data: { id: 5 } }),
    });
    renderApp('/debtaccount/7');
    fireEvent.click(
      await screen.findByRole('button', { name: 'ทำสัญญาผ่อนชำระ' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^จำนวนงวด/), { target: { value: '3' } });
    const schedule = await within(dialog).findByRole('table', { name: 'ตารางผ่อนชำระ' });
    // 1,000.50 baht in 3: whole baht, the remainder (baht and satang) on the last.
    expect(within(schedule).getAllByText('333.00')).toHaveLength(2);
    expect(within(schedule).getByText('334.50')).toBeTruthy();
    expect(within(schedule).getByText('มกราคม 2570')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'ทำสัญญาและพิมพ์' }));
    await waitFor(() => expect(callsTo(api, 'POST', '/api/debt/instalments')).toHaveLength(1));
    const [, init] = callsTo(api, 'POST', '/api/debt/instalments')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      params: { client_id: 7, down_payment_satang: 0, instalment_count: 3, note: '' },
    });
  });
});
