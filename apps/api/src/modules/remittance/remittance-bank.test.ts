import { BANK_IMPORT_PATHS, type TBankDryRun } from '@prapa/contracts/bank-import';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TPending, TRemittance } from '@prapa/contracts/remittance';
import { REMITTANCE_PATHS } from '@prapa/contracts/remittance-paths';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import {
  bankUpload,
  invoiceNoOf,
  memberIdOf,
  setUpBank,
} from '../bank-import/bank-import-test-kit.ts';
import { createPaymentsKit, PAY_DAY, type PaymentsKit } from '../payments/payments-test-kit.ts';
import { jump, setUpRemittance } from './remittance-test-kit.ts';

let k: PaymentsKit;
beforeAll(async () => {
  k = await createPaymentsKit();
  await setUpBank(k);
  await setUpRemittance(k, '2026-11-19');
}, 60_000);
afterAll(() => k.t.close());

const OCT = { year: 2026, month: 10 };

/** One client, one bill of `total`, paid by the bank on `paidDate`: its file line. */
async function bankLine(total: number, paidDate: string) {
  const who = await k.addClient();
  const [id] = await k.addInvoices(who, [{ ...OCT, total }]);
  return {
    ref1: String(await memberIdOf(k, who.clientId)).padStart(5, '0'),
    ref2: (await invoiceNoOf(k, id as number)).replace('/', ''),
    amountSatang: total,
    paidDate,
  };
}

async function bankReceipts(upload: ReturnType<typeof bankUpload>): Promise<number[]> {
  const run = await k.post(BANK_IMPORT_PATHS.dryRun, upload, k.norm);
  expect(run.statusCode, run.body).toBe(200);
  const dry = run.json().data as TBankDryRun;
  expect(dry.can_confirm).toBe(true);
  const confirm = await k.post(
    BANK_IMPORT_PATHS.confirm,
    { ...upload, fingerprint: dry.fingerprint },
    k.norm,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return dry.lines.filter((l) => l.outcome === 'applied').map((l) => l.record);
}

const pending = async () =>
  (await k.get(REMITTANCE_PATHS.pending, k.admin)).json().data as TPending;
const remit = (upTo: string) => k.post(REMITTANCE_PATHS.remittances, { up_to: upTo }, k.admin);

describe('bank receipts in the remittance', () => {
  let first: TRemittance;

  it('waits by receipt date, goes late from it, and is remitted once, apart from the cash', async () => {
    // Bank: 100 + 70 baht paid 19 Nov; 50 baht paid 19 Nov and voided before remitting;
    // 30 baht paid 18 Nov, before the remittance "starts on" date.
    const lines = [
      await bankLine(10_000, '2026-11-19'),
      await bankLine(7_000, '2026-11-19'),
      await bankLine(5_000, '2026-11-19'),
      await bankLine(3_000, '2026-11-18'),
    ];
    expect(await bankReceipts(bankUpload(lines))).toHaveLength(4);

    // Cash: one receipt of 150 baht on 20 Nov, closed by its cashier.
    const who = await k.addClient();
    const [inv] = await k.addInvoices(who, [{ ...OCT, total: 15_000 }]);
    expect((await k.pay({ invoices: [inv], received: 15_000 })).statusCode).toBe(200);
    const closed = await k.post(REMITTANCE_PATHS.close, { date: '2026-11-20', counted: 15_000 });
    expect(closed.statusCode, closed.body).toBe(200);

    let p = await pending();
    expect(p.days.map((d) => [d.date, d.closed, d.bank, d.cash, d.transfer, d.receipts])).toEqual([
      ['2026-11-19', 0, 3, 0, 22_000, 3],
      ['2026-11-20', 1, 0, 15_000, 0, 1],
    ]);
    expect(p.days[0]?.deadline).toBe('2026-11-20');

    // The 50-baht bank receipt is voided before any remittance: it is simply left out.
    const fifty = await receiptOfAmount(5_000);
    const voided = await k.post(
      PAYMENT_PATHS.void,
      { params: { id: fifty, reason: 'ธนาคารแจ้งยกเลิก' } },
      k.admin,
    );
    expect(voided.statusCode, voided.body).toBe(200);

    // 23 Nov: the bank day of 19 Nov is past its deadline (20 Nov), the cash day not yet.
    await jump(k, '2026-11-23T03:00:00Z');
    p = await pending();
    expect(p.days.map((d) => [d.date, d.transfer, d.late])).toEqual([
      ['2026-11-19', 17_000, true],
      ['2026-11-20', 0, false],
    ]);
    expect((await k.get(REMITTANCE_PATHS.overdue, k.admin)).json().data).toMatchObject({
      late_days: 1,
      oldest: '2026-11-19',
      amount: 17_000,
    });

    const [one, two] = await Promise.all([remit('2026-11-20'), remit('2026-11-20')]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    first = (one.statusCode === 200 ? one : two).json().data as TRemittance;
    expect(first).toMatchObject({ cash: 15_000, transfer: 17_000, adjustment: 0, total: 32_000 });
    expect(first.line_count).toBe(3);
    expect(first.days).toEqual(['2026-11-19', '2026-11-20']);
    expect(first.lines.map((l) => [l.method, l.kind, l.amount]).sort()).toEqual([
      ['bank', 'receipt', 10_000],
      ['bank', 'receipt', 7_000],
      ['cash', 'receipt', 15_000],
    ]);
    expect(first.lines.reduce((s, l) => s + l.amount, 0)).toBe(first.total);

    // Nothing left: no second remittance, nothing pending, no late warning.
    expect((await remit('2026-11-23')).statusCode).toBe(409);
    expect((await pending()).days).toEqual([]);
    expect((await k.get(REMITTANCE_PATHS.overdue, k.admin)).json().data.late_days).toBe(0);
  });

  it('carries a bank receipt voided after its remittance back as a negative line, once', async () => {
    const hundred = first.lines.find((l) => l.amount === 10_000);
    const voided = await k.post(
      PAYMENT_PATHS.void,
      { params: { id: hundred?.receipt_id, reason: 'ชำระซ้ำ' } },
      k.admin,
    );
    expect(voided.statusCode, voided.body).toBe(200);
    const p = await pending();
    expect(p).toMatchObject({ adjustments: 1, adjustment_total: -10_000 });

    const next = await remit('2026-11-23');
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().data).toMatchObject({
      cash: 0,
      transfer: 0,
      adjustment: -10_000,
      total: -10_000,
    });
    expect(next.json().data.lines).toEqual([
      expect.objectContaining({ receipt_id: hundred?.receipt_id, kind: 'void', method: 'bank' }),
    ]);
    expect((await remit('2026-11-23')).statusCode).toBe(409);
    expect((await pending()).adjustments).toBe(0);
    await jump(k, PAY_DAY);
  });
});

async function receiptOfAmount(amount: number): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    k.t.db,
    sql`select id from receipts where method = 'bank' and amount_satang = ${amount}`,
  );
  return row?.id as number;
}
