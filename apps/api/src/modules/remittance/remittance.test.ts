import type { TFileRecord } from '@prapa/contracts/files';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt } from '@prapa/contracts/payments';
import type { TCloseDay, TRemittance, TRemittanceSummary } from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { createPaymentsKit, PAY_DAY, type PaymentsKit } from '../payments/payments-test-kit.ts';
import { jump, setUpRemittance } from './remittance-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
  await setUpRemittance(k, '2026-01-01');
});
afterAll(() => k.t.close());

const OCT = { year: 2026, month: 10 };
const DAY = '2026-11-20';

async function payOne(total = 15_000): Promise<TReceipt> {
  const who = await k.addClient();
  const [id] = await k.addInvoices(who, [{ ...OCT, total }]);
  const paid = await k.pay({ invoices: [id], received: total });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json().data as TReceipt;
}

const closeUrl = (date: string) => `${REMITTANCE_PATHS.close}?date=${date}`;

describe('the daily close and the remittance', () => {
  it('expects the cash of receipts not voided, wants a reason for a shortage, locks the day', async () => {
    const a = await payOne(15_000);
    const b = await payOne(20_000);
    const c = await payOne(12_500);
    expect(
      (await k.post(PAYMENT_PATHS.void, { params: { id: c.id, reason: 'ผิดราย' } }, k.admin))
        .statusCode,
    ).toBe(200);

    const day = (await k.get(closeUrl(DAY))).json().data as TCloseDay;
    expect(day.receipts.map((r) => r.receipt_no)).toEqual([
      a.receipt_no,
      b.receipt_no,
      c.receipt_no,
    ]);
    expect(day.expected_cash).toBe(35_000);
    expect(day.voided).toBe(12_500);
    expect(day.close).toBeNull();

    const noReason = await k.post(REMITTANCE_PATHS.close, { date: DAY, counted: 33_000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toContain('เหตุผล');

    const closed = await k.post(REMITTANCE_PATHS.close, {
      date: DAY,
      counted: 33_000,
      reason: 'ทอนเงินเกิน 20 บาท',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.close).toMatchObject({
      expected_cash: 35_000,
      counted: 33_000,
      difference: -2_000,
      reason: 'ทอนเงินเกิน 20 บาท',
      receipt_count: 2,
    });
    expect(await auditRows(k.t.db, 'remittance.close_day')).toHaveLength(1);

    // The day is shut: no second close, no new payment by this cashier today.
    const again = await k.post(REMITTANCE_PATHS.close, { date: DAY, counted: 35_000 });
    expect(again.statusCode).toBe(409);
    const who = await k.addClient();
    const [late] = await k.addInvoices(who, [OCT]);
    const refused = await k.pay({ invoices: [late], received: 15_000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('ปิดยอด');
    // ADMIN sees the difference.
    const closes = await k.get(`${REMITTANCE_PATHS.closes}?from=${DAY}&to=${DAY}`, k.admin);
    expect(closes.json().data).toHaveLength(1);
    expect((await k.get(`${REMITTANCE_PATHS.closes}?from=${DAY}&to=${DAY}`)).statusCode).toBe(403);
  });

  it('is late after the next business day, across a weekend and a holiday', async () => {
    // Friday 20 Nov: Monday 23 Nov made a holiday, so the deadline is Tuesday 24 Nov.
    await k.post(REMITTANCE_PATHS.holidays, { day: '2026-11-23', name: 'วันหยุดทดสอบ' }, k.admin);
    await jump(k, '2026-11-24T03:00:00Z');
    let pending = (await k.get(REMITTANCE_PATHS.pending, k.admin)).json().data;
    expect(pending.days[0]).toMatchObject({
      date: DAY,
      deadline: '2026-11-24',
      late: false,
      closed: 1,
    });
    expect((await k.get(REMITTANCE_PATHS.overdue, k.admin)).json().data.late_days).toBe(0);
    await jump(k, '2026-11-25T03:00:00Z');
    pending = (await k.get(REMITTANCE_PATHS.pending, k.admin)).json().data;
    expect(pending.days[0].late).toBe(true);
    expect((await k.get(REMITTANCE_PATHS.overdue, k.admin)).json().data).toMatchObject({
      late_days: 1,
      oldest: DAY,
      amount: 35_000,
    });
    await jump(k, PAY_DAY);
  });

  it('remits each receipt once, numbered in its own series; a void after the close follows as an adjustment', async () => {
    await jump(k, '2026-11-24T03:00:00Z');
    const norm = await k.post(REMITTANCE_PATHS.remittances, { up_to: DAY }, k.norm);
    expect(norm.statusCode, norm.body).toBe(403);
    // Two remitters at once: one remittance, the other finds nothing left.
    const [one, two] = await Promise.all([
      k.post(REMITTANCE_PATHS.remittances, { up_to: DAY }, k.admin),
      k.post(REMITTANCE_PATHS.remittances, { up_to: DAY }, k.admin),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const first = (one.statusCode === 200 ? one : two).json().data as TRemittance;
    expect(first.remittance_no).toBe('RM2570/000001');
    expect(first).toMatchObject({ cash: 35_000, transfer: 0, adjustment: 0, total: 35_000 });
    expect(first.lines.reduce((s, l) => s + l.amount, 0)).toBe(first.total);
    expect(first.days).toEqual([DAY]);

    // ADMIN voids a receipt of the closed, remitted day: it comes back negative, once.
    const receipt = first.lines[0];
    const voided = await k.post(
      PAYMENT_PATHS.void,
      { params: { id: receipt?.receipt_id, reason: 'ชำระซ้ำ' } },
      k.admin,
    );
    expect(voided.statusCode).toBe(200);
    const [close] = (
      await k.get(`${REMITTANCE_PATHS.closes}?from=${DAY}&to=${DAY}`, k.admin)
    ).json().data;
    expect(close.remittance_no).toBe('RM2570/000001');
    const day = (await k.get(`${closeUrl(DAY)}&cashier_id=${close.cashier_id}`, k.admin)).json()
      .data as TCloseDay;
    expect(day.close?.expected_cash).toBe(35_000);
    expect(day.receipts.find((r) => r.id === receipt?.receipt_id)?.adjusted).toBe(true);
    const next = await k.post(REMITTANCE_PATHS.remittances, { up_to: '2026-11-24' }, k.admin);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data).toMatchObject({
      remittance_no: 'RM2570/000002',
      cash: 0,
      adjustment: -(receipt?.amount ?? 0),
      total: -(receipt?.amount ?? 0),
    });
    expect(next.json().data.lines).toEqual([
      expect.objectContaining({ receipt_id: receipt?.receipt_id, kind: 'void' }),
    ]);
    expect(
      (await k.post(REMITTANCE_PATHS.remittances, { up_to: '2026-11-24' }, k.admin)).statusCode,
    ).toBe(409);

    const received = await k.post(
      REMITTANCE_PATHS.received.replace(':id', String(first.id)),
      { received_on: '2026-11-24', deposit_slip_no: 'DS-001' },
      k.admin,
    );
    expect(received.json().data).toMatchObject({
      received_on: '2026-11-24',
      deposit_slip_no: 'DS-001',
    });
    const twice = await k.post(
      REMITTANCE_PATHS.received.replace(':id', String(first.id)),
      { received_on: '2026-11-24', deposit_slip_no: 'DS-001' },
      k.admin,
    );
    expect(twice.statusCode).toBe(409);
    await jump(k, PAY_DAY);
  });

  it('keeps each slip in the file room when remitted and again when received; the slip downloads as a PDF', async () => {
    const remittances = (await k.get(REMITTANCE_PATHS.remittances, k.admin)).json()
      .data as TRemittanceSummary[];
    const idOf = (no: string) => remittances.find((r) => r.remittance_no === no)!.id;
    const [first, second] = [idOf('RM2570/000001'), idOf('RM2570/000002')];
    const room = (await k.get('/api/files?kind=remittance', k.admin)).json().data;
    // RM…1 when made and when received; RM…2 when made. NORM sees documents too.
    expect(
      room.rows.map((r: TFileRecord) => [r.kind, r.related_type, r.related_id, r.regenerable]),
    ).toEqual([
      ['remittance', 'remittance', String(first), true],
      ['remittance', 'remittance', String(second), true],
      ['remittance', 'remittance', String(first), true],
    ]);
    expect(room.rows[0].name).toBe('ใบนำส่งเงิน RM2570-000001.pdf');
    expect((await k.get('/api/files?kind=remittance', k.norm)).json().data.total).toBe(3);

    const slip = await k.get(REMITTANCE_PATHS.slipPdf.replace(':id', String(first)), k.admin);
    expect(slip.statusCode, slip.body).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(slip.rawPayload.length).toBe(room.rows[0].size_bytes);
    expect(
      (await k.get(REMITTANCE_PATHS.slipPdf.replace(':id', String(first)), k.norm)).statusCode,
    ).toBe(403);
    expect(
      (await k.get(REMITTANCE_PATHS.slipPdf.replace(':id', '999999'), k.admin)).statusCode,
    ).toBe(404);
  });
});
