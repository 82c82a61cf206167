import type { TBankImportLine } from '@prapa/contracts/bank-import';
import { ROLE } from '@prapa/domain/roles';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, json } from '../../../app/testing/fake-api.ts';
import { fakeLookupItem, UNPAID } from '../../../app/testing/fake-billing.ts';
import { signInAs } from '../../../app/testing/fake-users.ts';
import { refreshSession } from '../../../lib/session.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ResolveLineModal } from './resolve-line-modal.tsx';

const LINE: TBankImportLine = {
  record: 4,
  paid_at: '2026-11-19T02:00:00.000Z',
  customer_name: 'สมศรี มีสุข',
  ref1: '00042',
  ref2: 'INV2570000101',
  kind: 'C',
  channel: 'NET',
  amount_satang: 4_000,
  verdict: 'amount_differs',
  outcome: 'held',
  member_id: 42,
  invoice_nos: [],
  receipt_no: null,
  credit_satang: 0,
  resolution: null,
  resolution_note: null,
  resolved_by: null,
  resolved_at: null,
};

const PATH = '/api/bank-import/imports/7/lines/4/resolve';

function renderModal() {
  const api = fakeApi({
    [`POST ${PATH}`]: () =>
      json(200, { data: { outcome: 'applied', receipt_no: 'RC2570/000009', credit_satang: 0 } }),
    'GET /api/user/client/lookup/client_id': () => json(200, { data: [fakeLookupItem()] }),
    'GET /api/user/payment/unpaid': ({ url }) =>
      json(200, { data: url.searchParams.get('client_id') === '42' ? UNPAID : [] }),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(<ResolveLineModal importId={7} line={LINE} onClose={onClose} />);
  return { api, onClose, ...view };
}

describe('resolving a held bank line by hand', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers pay, partial and credit to NORM, no refund, and sends a partial payment', async () => {
    signInAs(ROLE.NORM);
    refreshSession();
    const view = renderModal();
    expect(await screen.findByText(/รายการที่ 4 · สมศรี มีสุข · 40\.00 บาท/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'คืนเงิน' })).toBeNull();
    await view.user.click(screen.getByRole('radio', { name: 'ชำระบางส่วน' }));
    // The member's oldest unpaid bill is taken unless staff pick another.
    const bill = screen.getByRole('combobox', { name: 'ใบแจ้งหนี้ที่ชำระ' });
    await waitFor(() => expect(bill).toHaveValue('101'));
    expect(
      screen.getByRole('option', { name: 'INV2570/000101 · ตุลาคม 2569 · ค้าง 139.10 บาท' }),
    ).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(view.api, 'POST', PATH)).toHaveLength(1));
    const [, init] = callsTo(view.api, 'POST', PATH)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'partial', invoice_id: 101 });
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
  });

  it("lets staff choose which of the member's unpaid bills a line pays", async () => {
    signInAs(ROLE.NORM);
    refreshSession();
    const view = renderModal();
    const bill = await screen.findByRole('combobox', { name: 'ใบแจ้งหนี้ที่ชำระ' });
    // Paying: by default the oldest bills the amount covers; the three bills are offered.
    await screen.findByRole('option', { name: /INV2570\/000303 · ธันวาคม 2569/ });
    expect(bill).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'ใบแจ้งหนี้ที่เก่าที่สุดเท่าที่ยอดเงินพอ',
      'INV2570/000101 · ตุลาคม 2569 · ค้าง 139.10 บาท',
      'INV2570/000202 · พฤศจิกายน 2569 · ค้าง 150.50 บาท',
      'INV2570/000303 · ธันวาคม 2569 · ค้าง 200.00 บาท',
    ]);
    await view.user.selectOptions(bill, '102');
    await view.user.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(callsTo(view.api, 'POST', PATH)).toHaveLength(1));
    const [, init] = callsTo(view.api, 'POST', PATH)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'pay', invoice_id: 102 });
  });

  it('lists the bills of the member typed in, not of Ref1', async () => {
    signInAs(ROLE.NORM);
    refreshSession();
    const view = renderModal();
    await view.user.click(await screen.findByRole('radio', { name: 'ชำระบางส่วน' }));
    await view.user.type(screen.getByRole('textbox', { name: /เลขทะเบียนผู้ใช้น้ำ/ }), '77');
    const lookups = () =>
      callsTo(view.api, 'GET', '/api/user/client/lookup/client_id').map(([url]) =>
        new URL(String(url), 'http://x').searchParams.get('q'),
      );
    await waitFor(() => expect(lookups()).toContain('00077'));
    // No member 77 among the lookup's answers: nothing to pick, said so.
    expect(await screen.findByText('ไม่พบผู้ใช้น้ำเลขทะเบียนนี้')).toBeInTheDocument();
  });

  it('lets an ADMIN mark a refund only with a reason', async () => {
    signInAs(ROLE.ADMIN);
    refreshSession();
    const view = renderModal();
    await view.user.click(await screen.findByRole('radio', { name: 'คืนเงิน' }));
    const save = screen.getByRole('button', { name: 'บันทึก' });
    expect(save).toBeDisabled();
    await view.user.type(screen.getByRole('textbox', { name: /เหตุผลการคืนเงิน/ }), 'โอนผิดบัญชี');
    expect(save).toBeEnabled();
    await view.user.click(save);
    await waitFor(() => expect(callsTo(view.api, 'POST', PATH)).toHaveLength(1));
    const [, init] = callsTo(view.api, 'POST', PATH)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ action: 'refund', note: 'โอนผิดบัญชี' });
  });
});
