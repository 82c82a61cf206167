import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt } from '@prapa/contracts/payments';
import type { TForm32, TRegister } from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsKit, type PaymentsKit } from '../payments/payments-test-kit.ts';

let k: PaymentsKit;
let paid: TReceipt[] = [];
beforeAll(async () => {
  k = await createPaymentsKit();
  for (const total of [15_000, 20_050, 31_075]) {
    const who = await k.addClient();
    const [id] = await k.addInvoices(who, [{ year: 2026, month: 10, total }]);
    paid.push((await k.pay({ invoices: [id], received: total })).json().data as TReceipt);
  }
  await k.post(PAYMENT_PATHS.void, { params: { id: paid[1]?.id, reason: 'ผิดราย' } }, k.admin);
  paid = paid.filter((_, i) => i !== 1);
});
afterAll(() => k.t.close());

describe('form 32 and the receipt register', () => {
  it('adds up per day and area exactly as the receipts summary of the month', async () => {
    const form = (await k.get(`${REMITTANCE_PATHS.form32}?view=area&month=2026-11`)).json()
      .data as TForm32;
    const summary = (
      await k.get(`${PAYMENT_PATHS.receiptSummary}?from=2026-11-01&to=2026-11-30`)
    ).json().data;
    expect(form.rows).toHaveLength(30);
    expect(form.total).toBe(summary.total_amount);
    expect(form.total).toBe(46_075);
    expect(form.receipts).toBe(summary.total_receipts);
    const cellSum = form.rows.reduce(
      (s, r) => s + Object.values(r.cells).reduce((a, b) => a + b, 0),
      0,
    );
    expect(cellSum).toBe(form.total);
    expect(Object.values(form.totals).reduce((a, b) => a + b, 0)).toBe(form.total);
    expect(form.rows.find((r) => r.key === '2026-11-20')?.total).toBe(46_075);

    const byCollector = (
      await k.get(`${REMITTANCE_PATHS.form32}?view=collector&month=2026-11`)
    ).json().data as TForm32;
    expect(byCollector.columns.map((c) => c.label)).toEqual(['สมหญิง แคชเชียร์']);
    expect(byCollector.total).toBe(46_075);
    const year = (await k.get(`${REMITTANCE_PATHS.form32}?view=year&fiscal_year=2570`)).json()
      .data as TForm32;
    expect(year.rows.map((r) => r.key)[0]).toBe('2026-10');
    expect(year.rows.find((r) => r.key === '2026-11')?.total).toBe(46_075);
    expect((await k.get(`${REMITTANCE_PATHS.form32}?view=area`)).statusCode).toBe(400);
    expect(
      (await k.get(`${REMITTANCE_PATHS.form32}?view=area&month=2026-11`, k.view)).statusCode,
    ).toBe(403);
  });

  it('prints as a PDF and an Excel workbook', async () => {
    const pdf = await k.get(`${REMITTANCE_PATHS.form32Pdf}?view=area&month=2026-11`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const xlsx = await k.get(`${REMITTANCE_PATHS.form32Xlsx}?view=year&fiscal_year=2570`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('accounts for every receipt number of the year', async () => {
    const reg = (await k.get(`${REMITTANCE_PATHS.register}?fiscal_year=2570`)).json()
      .data as TRegister;
    expect(reg).toMatchObject({ issued: 3, used: 2, voided: 1, gaps: [], prefix: 'RC' });
    expect(reg.first_no).toBe('RC2570/000001');
    expect(reg.last_no).toBe('RC2570/000003');
    expect(reg.rows[0]).toMatchObject({
      count: 3,
      voided: 1,
      voided_nos: ['RC2570/000002'],
      amount: 46_075,
    });
  });
});
