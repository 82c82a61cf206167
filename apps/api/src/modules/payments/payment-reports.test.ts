import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt, TUnpaidByCycleRow } from '@prapa/contracts/payments';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentsKit, PAY_DAY, type PaymentsKit } from './payments-test-kit.ts';

let k: PaymentsKit;
let paidToday: TReceipt;
let voidedToday: TReceipt;
let paidYesterday: TReceipt;
let fourth: { clientId: number };

const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  k = await createPaymentsKit();
  const a = await k.addClient();
  const b = await k.addClient();
  const c = await k.addClient();
  fourth = await k.addClient(); // owes nothing
  const [a1, a2] = await k.addInvoices(a, [
    { year: 2026, month: 10, total: 10_000 },
    { year: 2026, month: 11, total: 11_000 },
  ]);
  const [b1] = await k.addInvoices(b, [{ year: 2026, month: 10, total: 20_000 }]);
  await k.addInvoices(c, [{ year: 2026, month: 11, total: 30_000 }]);

  k.t.clock.set(new Date(PAY_DAY.getTime() - DAY));
  paidYesterday = (await k.pay({ invoices: [a1], received: 10_000 }, k.admin)).json().data;
  k.t.clock.set(PAY_DAY);
  paidToday = (
    await k.pay({ invoices: [b1], received: 50_000, payment_no: 'ลูกสาว (ชำระแทน)' })
  ).json().data;
  voidedToday = (await k.pay({ invoices: [a2], received: 11_000 })).json().data;
  await k.post(PAYMENT_PATHS.void, { params: { id: voidedToday.id, reason: 'ทดสอบ' } }, k.admin);
});
afterAll(() => k.t.close());

describe('dashboard money figures', () => {
  it('debt ratio counts clients overdue, due and without debt (office staff; VIEW is refused)', async () => {
    const response = await k.get(PAYMENT_PATHS.debtRatio, k.norm);
    expect(response.statusCode, response.body).toBe(200);
    // a owes November (voided back), c owes November, both due on 26 November: due, not
    // overdue (decision 014); b and the fourth owe nothing.
    expect(response.json().data).toEqual({
      with_debt: 0,
      with_due: 2,
      without_debt: 2,
      debt_total: 41_000,
      overdue_total: 0,
    });
  });

  it('debt per area, and one area only', async () => {
    const all = await k.get(PAYMENT_PATHS.debtSummarize, k.norm);
    expect(all.json().data).toEqual([
      expect.objectContaining({
        area_id: k.master.areaId,
        clients_with_debt: 2,
        clients_overdue: 0,
        unpaid_invoices: 2,
        unpaid: 41_000,
        overdue: 0,
      }),
    ]);
    const one = await k.get(`${PAYMENT_PATHS.debtSummarize}?area_id=${k.master.areaId}`, k.norm);
    expect(one.json().data).toHaveLength(1);
  });

  it('unpaid by cycle, newest first', async () => {
    const response = await k.get(PAYMENT_PATHS.unpaidByCycle, k.norm);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .data.map((r: TUnpaidByCycleRow) => [r.bill_cycle_name, r.unpaid, r.unpaid_invoices]),
    ).toEqual([
      ['พฤศจิกายน 2569', 41_000, 2],
      ['ตุลาคม 2569', 0, 0],
    ]);
  });

  it('after the cycles, one row sums the unpaid balances brought forward by the import', async () => {
    // What /dev/import writes for an opening debt: an invoice of kind 'opening', no cycle.
    await k.t.db.execute(
      sql`insert into invoices (kind, invoice_no, fiscal_year, seq, invoice_date, due_date,
          client_id, previous_reading, current_reading, units, tiers, bill_satang, fee_satang,
          vat_satang, total_satang)
        values ('opening', 'INV2570/000900', 2570, 900, '2026-10-01', '2026-10-16',
          ${fourth.clientId}, 0, 0, 0, '[]'::jsonb, 125050, 0, 0, 125050)`,
    );
    const response = await k.get(PAYMENT_PATHS.unpaidByCycle, k.norm);
    expect(
      response
        .json()
        .data.map((r: TUnpaidByCycleRow) => [r.kind, r.cycle_id, r.unpaid, r.unpaid_invoices]),
    ).toEqual([
      ['water', expect.any(Number), 41_000, 2],
      ['water', expect.any(Number), 0, 0],
      ['opening', null, 125_050, 1],
    ]);
  });

  it("today's cash leaves out yesterday and the voided receipt", async () => {
    const response = await k.get(PAYMENT_PATHS.today, k.norm);
    expect(response.json().data).toEqual({
      date: '2026-11-20',
      receipts: 1,
      amount: 20_000,
      voided: 1,
    });
  });
});

describe('receipts summary', () => {
  it('sums per collector for a date range and lists voided receipts apart', async () => {
    const response = await k.get(`${PAYMENT_PATHS.receiptSummary}?from=2026-11-19&to=2026-11-20`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data.total_amount).toBe(30_000);
    expect(data.total_receipts).toBe(2);
    expect(
      data.collectors.map((c: { payee: string; amount: number }) => [c.payee, c.amount]).sort(),
    ).toEqual([
      ['สมชาย ผู้ดูแล', 10_000],
      ['สมหญิง แคชเชียร์', 20_000],
    ]);
    expect(data.receipts.map((r: TReceipt) => r.receipt_no)).toEqual([
      paidYesterday.receipt_no,
      paidToday.receipt_no,
    ]);
    expect(data.voided.map((r: TReceipt) => r.receipt_no)).toEqual([voidedToday.receipt_no]);
    expect(data.truncated).toBe(false);

    const oneDay = await k.get(`${PAYMENT_PATHS.receiptSummary}?from=2026-11-20&to=2026-11-20`);
    expect(oneDay.json().data.total_amount).toBe(20_000);
  });

  it('summarises a cycle: receipts that paid its invoices', async () => {
    const cycleId = (await k.get(`${PAYMENT_PATHS.unpaidByCycle}`))
      .json()
      .data.find((r: { bill_cycle_name: string }) => r.bill_cycle_name === 'ตุลาคม 2569').cycle_id;
    const response = await k.get(`${PAYMENT_PATHS.receiptSummary}?cycle_id=${cycleId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      cycle_id: cycleId,
      cycle_name: 'ตุลาคม 2569',
      total_amount: 30_000,
      total_receipts: 2,
    });
  });

  it('refuses a reversed range, a range over 366 days and no range, in Thai', async () => {
    const reversed = await k.get(`${PAYMENT_PATHS.receiptSummary}?from=2026-11-20&to=2026-11-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual([
      { path: 'from', message: 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด' },
    ]);
    const long = await k.get(`${PAYMENT_PATHS.receiptSummary}?from=2025-11-01&to=2026-11-02`);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('366');
    const year = await k.get(`${PAYMENT_PATHS.receiptSummary}?from=2025-11-21&to=2026-11-20`);
    expect(year.statusCode).toBe(200);
    const none = await k.get(PAYMENT_PATHS.receiptSummary);
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.map((f: { path: string }) => f.path)).toEqual(['from', 'to']);
  });

  it('exports the summary as a workbook with Thai headers and baht amounts', async () => {
    const response = await k.get(
      `${PAYMENT_PATHS.receiptSummaryXlsx}?from=2026-11-19&to=2026-11-20`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    expect(String(sheet.getCell('A1').value)).toBe(
      'รายงานสรุปใบเสร็จรับเงิน ตั้งแต่วันที่ 19 พ.ย. 2569 ถึงวันที่ 20 พ.ย. 2569',
    );
    const values: unknown[][] = [];
    let receiptRowNumber = 0;
    sheet.eachRow((row, number) => {
      const cells = (row.values as unknown[]).slice(1);
      if (cells[0] === paidToday.receipt_no) receiptRowNumber = number;
      values.push(cells);
    });
    const receiptRow = values.find((v) => v[0] === paidToday.receipt_no);
    // ผู้ชำระ as on the screen: the payer typed at the counter, beside the member's name.
    expect(receiptRow?.[3]).toBe(paidToday.fullname);
    expect(receiptRow?.[4]).toBe('ลูกสาว (ชำระแทน)');
    expect(receiptRow?.[6]).toBe(200);
    const voidedRow = values.find((v) => v[0] === voidedToday.receipt_no);
    expect(voidedRow?.[4]).toBe(voidedToday.fullname); // no payer typed: the member
    expect(receiptRow?.[7]).toBe('เงินสด');
    expect(voidedRow?.[9]).toBe('ทดสอบ');
    expect(values.some((v) => v.includes('เลขที่ใบเสร็จ') && v.includes('ผู้ชำระ'))).toBe(true);
    const amountCell = sheet.getRow(receiptRowNumber).getCell(7);
    expect(amountCell.numFmt).toBe('#,##0.00');
  });
});
