import { BANK_IMPORT_PATHS } from '@prapa/contracts/bank-import';
import { pathWith } from '@prapa/contracts/config-paths';
import { INVOICE_PATHS } from '@prapa/contracts/invoices';
import { CREDIT_PATHS } from '@prapa/contracts/member-credit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { bearer } from '../../test/test-app.ts';
import { bankUpload, memberIdOf, setUpBank } from '../bank-import/bank-import-test-kit.ts';
import { createInvoicesKit, type InvoicesKit } from '../invoices/invoices-test-kit.ts';

/**
 * Issue #14 item 6 (decision 031): a payment for a member who owes nothing becomes a credit
 * balance, and the next bill run deducts it from the new bill (ยอดเงินคงเหลือ).
 */
let kit: InvoicesKit;
let cycleId: number;
let whole: { clientId: number };
let part: { clientId: number };

const post = (url: string, payload: unknown, token = kit.norm) =>
  kit.t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

beforeAll(async () => {
  kit = await createInvoicesKit();
  await setUpBank(kit);
  cycleId = await kit.openCycle(2026, 11);
  whole = await kit.addReadClient(cycleId, 7); // a bill of 105.40 baht
  part = await kit.addReadClient(cycleId, 25); // a bill of 363.80 baht
}, 60_000);
afterAll(() => kit.t.close());

const credit = async (clientId: number) =>
  (
    await kit.t.app.inject({
      method: 'GET',
      url: pathWith(CREDIT_PATHS.client, { id: clientId }),
      headers: bearer(kit.norm),
    })
  ).json().data;

describe('a credit balance and the next bill run', () => {
  it('keeps a payment for a member who owes nothing as credit, with its receipt', async () => {
    const ref1 = async (who: { clientId: number }) =>
      String(await memberIdOf(kit, who.clientId)).padStart(5, '0');
    const upload = bankUpload([
      { ref1: await ref1(whole), ref2: '', amountSatang: 15_000 },
      { ref1: await ref1(part), ref2: '', amountSatang: 5_000 },
    ]);
    const run = await post(BANK_IMPORT_PATHS.dryRun, upload);
    expect(run.statusCode, run.body).toBe(200);
    const dry = run.json().data;
    expect(
      dry.lines.map((l: { verdict: string; credit_satang: number }) => [
        l.verdict,
        l.credit_satang,
      ]),
    ).toEqual([
      ['no_debt', 15_000],
      ['no_debt', 5_000],
    ]);
    const confirm = await post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: dry.fingerprint,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect((await credit(whole.clientId)).balance_satang).toBe(15_000);
    const got = await credit(part.clientId);
    expect(got.balance_satang).toBe(5_000);
    expect(got.moves[0]).toMatchObject({ amount_satang: 5_000, reason: 'bank_no_debt' });
    expect(got.moves[0].receipt_no).toMatch(/^RC2570\//);
  });

  it('deducts it from the new bills: whole when it covers them, in part otherwise', async () => {
    const response = await kit.billRun(cycleId);
    expect(response.statusCode, response.body).toBe(200);
    const rows = await rawRows<{
      client_id: number;
      id: number;
      total: number;
      credit: number;
      paid: boolean;
      method: string | null;
      debt: number;
    }>(
      kit.t.db,
      sql`select i.client_id, i.id, i.total_satang::float8 as total,
            i.credit_satang::float8 as credit, i.receipt_id is not null as paid, r.method,
            c.debt_satang::float8 as debt
          from invoices i join clients c on c.id = i.client_id
          left join receipts r on r.id = i.receipt_id
          where i.cycle_id = ${cycleId} order by i.client_id`,
    );
    const of = (id: number) => rows.find((r) => r.client_id === id);
    // 105.40 baht covered by 150 baht of credit: paid by a 'credit' receipt, 44.60 left.
    expect(of(whole.clientId)).toMatchObject({
      total: 10_540,
      credit: 10_540,
      paid: true,
      method: 'credit',
      debt: 0,
    });
    expect((await credit(whole.clientId)).balance_satang).toBe(4_460);
    // 363.80 baht less 50 baht of credit: 313.80 still due, the member's debt.
    expect(of(part.clientId)).toMatchObject({
      total: 36_380,
      credit: 5_000,
      paid: false,
      debt: 31_380,
    });
    expect((await credit(part.clientId)).balance_satang).toBe(0);

    // The bill shows the total, the credit deducted and what is still due.
    const bill = await kit.t.app.inject({
      method: 'GET',
      url: pathWith(INVOICE_PATHS.one, { id: of(part.clientId)?.id as number }),
      headers: bearer(kit.norm),
    });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(bill.json().data).toMatchObject({
      total_charge: 36_380,
      credit_satang: 5_000,
      partial_satang: 0,
      due_satang: 31_380,
    });
    const moves = (await credit(part.clientId)).moves;
    expect(moves[0]).toMatchObject({ amount_satang: -5_000, reason: 'bill' });
  });
});
