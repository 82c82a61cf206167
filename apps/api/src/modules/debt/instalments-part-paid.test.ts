import { BANK_IMPORT_PATHS } from '@prapa/contracts/bank-import';
import { pathWith } from '@prapa/contracts/config-paths';
import { INSTALMENT_PATHS, type TInstalmentPlan } from '@prapa/contracts/instalments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankUpload,
  createBankKit,
  invoiceNoOf,
  memberIdOf,
} from '../bank-import/bank-import-test-kit.ts';
import type { PaymentsKit } from '../payments/payments-test-kit.ts';

/**
 * A plan takes over what is still due on each overdue bill, not its total (decision 029): the
 * September bill (100 baht) was part paid by a held bank line (40 baht, decision 031), so the
 * plan takes over 60 baht of it and the whole 150-baht October bill.
 */
let k: PaymentsKit;
let member: { clientId: number; meterId: number };
let september: number;
let october: number;

beforeAll(async () => {
  k = await createBankKit();
  member = await k.addClient();
  [september, october] = (await k.addInvoices(member, [
    { year: 2026, month: 9, total: 10_000 },
    { year: 2026, month: 10, total: 15_000 },
  ])) as [number, number];
  const upload = bankUpload([
    {
      ref1: String(await memberIdOf(k, member.clientId)).padStart(5, '0'),
      ref2: (await invoiceNoOf(k, september)).replace('/', ''),
      amountSatang: 4_000,
    },
  ]);
  const dry = (await k.post(BANK_IMPORT_PATHS.dryRun, upload)).json().data;
  const confirm = await k.post(BANK_IMPORT_PATHS.confirm, {
    ...upload,
    fingerprint: dry.fingerprint,
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  const importId = confirm.json().data.import_id as number;
  const partial = await k.post(
    pathWith(BANK_IMPORT_PATHS.resolveLine, { id: importId, record: dry.lines[0].record }),
    { action: 'partial' },
  );
  expect(partial.statusCode, partial.body).toBe(200);
}, 60_000);
afterAll(() => k.t.close());

const billsOf = (plan: { bills: TInstalmentPlan['bills'] }) =>
  plan.bills.map((bill) => [bill.id, bill.total_satang, bill.due_satang]);
const dueSum = (bills: TInstalmentPlan['bills']) =>
  bills.reduce((sum, bill) => sum + bill.due_satang, 0);

describe('a part-paid bill moved into a plan', () => {
  it('is offered at what is still due, beside its total', async () => {
    const data = (await k.get(`${INSTALMENT_PATHS.plans}?client_id=${member.clientId}`)).json()
      .data;
    expect(billsOf({ bills: data.arrears })).toEqual([
      [september, 10_000, 6_000],
      [october, 15_000, 15_000],
    ]);
    expect(data.arrears_satang).toBe(21_000);
    expect((await k.clientRow(member.clientId)).debt).toBe(21_000);
  });

  it('is listed in the plan at what the plan took over, and the bills sum to its arrears', async () => {
    // With a down payment: its bill takes the invoice series' next number after the kit's bills.
    const created = await k.post(
      INSTALMENT_PATHS.plans,
      { params: { client_id: member.clientId, down_payment_satang: 1_000, instalment_count: 2 } },
      k.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const plan = created.json().data as TInstalmentPlan;
    expect(plan.arrears_satang).toBe(21_000);
    expect(billsOf(plan)).toEqual([
      [september, 10_000, 6_000],
      [october, 15_000, 15_000],
    ]);
    expect(dueSum(plan.bills)).toBe(plan.arrears_satang);
    const [listed] = (await k.get(`${INSTALMENT_PATHS.plans}?client_id=${member.clientId}`)).json()
      .data.plans as TInstalmentPlan[];
    expect(billsOf(listed!)).toEqual(billsOf(plan));
    expect(dueSum(listed!.bills)).toBe(listed!.arrears_satang);
    // Taking the bills over leaves the member's debt as it was.
    expect((await k.clientRow(member.clientId)).debt).toBe(21_000);
  });
});
