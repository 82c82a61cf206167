import { BANK_IMPORT_PATHS } from '@prapa/contracts/bank-import';
import { CREDIT_PATHS } from '@prapa/contracts/member-credit';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceiptSummary } from '@prapa/contracts/payments';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankUpload,
  invoiceNoOf,
  memberIdOf,
  setUpBank,
} from '../bank-import/bank-import-test-kit.ts';
import { createPaymentsKit, type PaymentsKit } from './payments-test-kit.ts';

let k: PaymentsKit;
let cashNo: string;
let bankNo: string;
let creditNo: string;

const RANGE = 'from=2026-11-19&to=2026-11-20';

beforeAll(async () => {
  k = await createPaymentsKit();
  await setUpBank(k);
  // A pays 100 baht in cash at the counter; B's 250 baht arrives in the bank's file (ATM).
  const a = await k.addClient();
  const [a1] = await k.addInvoices(a, [{ year: 2026, month: 10, total: 10_000 }]);
  const b = await k.addClient();
  const [b1] = await k.addInvoices(b, [{ year: 2026, month: 10, total: 25_000 }]);
  const cash = await k.pay({ invoices: [a1], received: 10_000 });
  expect(cash.statusCode, cash.body).toBe(200);
  cashNo = cash.json().data.receipt_no;
  // C owed nothing when 40 baht came through the bank: credit, which then settles C's next bill.
  const c = await k.addClient();
  const upload = bankUpload([
    {
      ref1: String(await memberIdOf(k, b.clientId)).padStart(5, '0'),
      ref2: (await invoiceNoOf(k, b1 as number)).replace('/', ''),
      amountSatang: 25_000,
      channel: 'ATM',
    },
    {
      ref1: String(await memberIdOf(k, c.clientId)).padStart(5, '0'),
      ref2: 'XYZ',
      amountSatang: 4_000,
      channel: 'NET',
    },
  ]);
  const run = (await k.post(BANK_IMPORT_PATHS.dryRun, upload)).json().data;
  const confirm = await k.post(BANK_IMPORT_PATHS.confirm, {
    ...upload,
    fingerprint: run.fingerprint,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const detail = (await k.get(BANK_IMPORT_PATHS.imports)).json().data.rows[0];
  bankNo = (await k.get(`${BANK_IMPORT_PATHS.imports}/${detail.id}`)).json().data.lines[0]
    .receipt_no;
  await k.addInvoices(c, [{ year: 2026, month: 10, total: 4_000 }]);
  const apply = await k.post(CREDIT_PATHS.apply.replace(':id', String(c.clientId)), {});
  expect(apply.statusCode, apply.body).toBe(200);
  creditNo = apply.json().data.receipt_nos[0];
}, 60_000);
afterAll(() => k.t.close());

describe('the receipts summary (/sumreceipt) and the payment method', () => {
  it('gives each receipt its method, bank and channel, and totals per method', async () => {
    const response = await k.get(`${PAYMENT_PATHS.receiptSummary}?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const data: TReceiptSummary = response.json().data;
    const byNo = new Map(data.receipts.map((r) => [r.receipt_no, r]));
    expect(byNo.get(cashNo)).toMatchObject({
      method: 'cash',
      bank_code: null,
      bank_channel: null,
    });
    expect(byNo.get(bankNo)).toMatchObject({
      method: 'bank',
      bank_code: '014',
      bank_channel: 'ATM',
    });
    expect(byNo.get(creditNo)).toMatchObject({ method: 'credit', bank_code: null });
    // The bank's 40 baht are collected once (bank); the bill they later settle is 'credit'.
    expect(data.methods).toEqual([
      { method: 'cash', receipts: 1, amount: 10_000 },
      { method: 'bank', receipts: 2, amount: 29_000 },
      { method: 'credit', receipts: 1, amount: 4_000 },
    ]);
    expect(data.methods.reduce((sum, m) => sum + m.amount, 0)).toBe(data.total_amount);
  });

  it('exports the method column and the totals per method to Excel', async () => {
    const response = await k.get(`${PAYMENT_PATHS.receiptSummaryXlsx}?${RANGE}`);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no worksheet');
    const values: unknown[][] = [];
    sheet.eachRow((row) => {
      values.push((row.values as unknown[]).slice(1));
    });
    const header = values.find((v) => v[0] === 'เลขที่ใบเสร็จ') ?? [];
    const column = header.indexOf('วิธีชำระ');
    expect(column).toBeGreaterThan(0);
    expect(values.find((v) => v[0] === cashNo)?.[column]).toBe('เงินสด');
    expect(values.find((v) => v[0] === bankNo)?.[column]).toBe('ธนาคาร 014 · ATM');
    expect(values.find((v) => v[0] === 'เงินสด (ชำระที่สำนักงาน)')?.slice(2, 4)).toEqual([1, 100]);
    expect(values.find((v) => v[0] === creditNo)?.[column]).toBe('ยอดเงินคงเหลือ');
    expect(values.find((v) => v[0] === 'ธนาคาร (ชำระผ่านธนาคาร)')?.slice(2, 4)).toEqual([2, 290]);
    expect(values.find((v) => v[0] === 'ยอดเงินคงเหลือ (หักจากเงินที่ชำระเกิน)')?.slice(2, 4)).toEqual([
      1, 40,
    ]);
  });
});
