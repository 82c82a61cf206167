import { BILLING_CYCLE_PATHS } from '@prapa/contracts/billing-cycles';
import { DEBT_PATHS, type TDebtorRow } from '@prapa/contracts/debt';
import {
  INSTALMENT_PATHS,
  INSTALMENT_PLAN_STATES,
  type TInstalmentPlan,
} from '@prapa/contracts/instalments';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import { INSTALMENT_PLAN_STATES as DOMAIN_STATES } from '@prapa/domain/instalment-schedule';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createInvoicesKit, type InvoicesKit } from '../invoices/invoices-test-kit.ts';
import { OVERDUE_REFRESH_TASK } from '../overdue/overdue-refresh.service.ts';

/**
 * Instalment plans (issue 16 item 4, docs/decisions/029). October and November are billed on
 * 20 November 2026, due 5 December; by 11 December both are overdue and member A has had a
 * final letter whose pay-by date has passed. A agrees a plan (down payment and 3 instalments),
 * C one instalment and no down payment, D a plan cancelled at once. December is billed on
 * 11 December (due 26 December) with the first instalments; C pays, A does not.
 */
let kit: InvoicesKit;
let norm: string;
let admin: string;
let view: string;
type Person = { clientId: number; meterId: number };
let a: Person;
let c: Person;
let d: Person;
let b: Person;
let decCycle: number;
let planA: TInstalmentPlan;

const at = async (date: string) => {
  kit.t.clock.set(new Date(`${date}T03:00:00.000Z`));
  norm = (await kit.t.loginAs(ROLE.NORM)).token;
  admin = (await kit.t.loginAs(ROLE.ADMIN)).token;
  view = (await kit.t.loginAs(ROLE.VIEW)).token;
};
const post = (url: string, payload: unknown, token: string) =>
  kit.t.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });
const get = (url: string, token = norm) => kit.get(url, token);
const createPlan = (params: Record<string, unknown>, token = admin) =>
  post(INSTALMENT_PATHS.plans, { params }, token);
const rows = <T>(query: ReturnType<typeof sql>) => rawRows<T>(kit.t.db, query);

const debtOf = async (clientId: number) =>
  (
    await rows<{ debt: number; status: string }>(
      sql`select debt_satang::float8 as debt, status_code as status from clients where id = ${clientId}`,
    )
  )[0]!;
/** What the member owes, summed from the bills as the debt rule says (no plan: unpaid live). */
const unpaidOf = async (clientId: number) =>
  (
    await rows<{ n: number }>(
      sql`select coalesce(sum(total_satang), 0)::float8 as n from invoices where client_id = ${clientId}
          and receipt_id is null and cancelled_at is null and moved_to_plan_id is null`,
    )
  )[0]!.n;
const billsOf = (clientId: number) =>
  rows<{
    id: number;
    invoice_no: string;
    kind: string;
    cycle_id: number | null;
    total: number;
    instalment: number;
    due_date: string;
    moved: number | null;
    cancelled: boolean;
    paid: boolean;
  }>(
    sql`select id, invoice_no, kind, cycle_id, total_satang::float8 as total,
          instalment_satang::float8 as instalment, due_date::text as due_date,
          moved_to_plan_id as moved, cancelled_at is not null as cancelled,
          receipt_id is not null as paid
        from invoices where client_id = ${clientId} order by id`,
  );
const debtorIds = async () =>
  ((await get(`${DEBT_PATHS.debtors}?page_size=200`)).json().data.rows as TDebtorRow[]).map(
    (row) => row.client_id,
  );
const candidateIds = async () =>
  ((await get(DEBT_PATHS.disconnections)).json().data.candidates as TDebtorRow[]).map(
    (row) => row.client_id,
  );
const memberPlans = async (clientId: number) =>
  (await get(`${INSTALMENT_PATHS.plans}?client_id=${clientId}`)).json().data
    .plans as TInstalmentPlan[];
/** The ป.17's last balance carried forward: the ledger counts a plan once (decision 029). */
const ledgerBalance = async (clientId: number) =>
  (
    (await get(`${DEBT_PATHS.ledger}/${clientId}`)).json().data.rows as {
      carried_forward_satang: number;
    }[]
  ).at(-1)?.carried_forward_satang;
const pay = async (invoiceIds: number[], total: number) => {
  const res = await post(PAYMENT_PATHS.setPayment, { invoices: invoiceIds, received: total }, norm);
  expect(res.statusCode, res.body).toBe(200);
};
const closeCycle = async (id: number) => {
  const res = await post(BILLING_CYCLE_PATHS.close, { params: { id } }, norm);
  expect(res.statusCode, res.body).toBe(200);
};
const read = async (cycleId: number, person: Person, reading: number) => {
  const res = await kit.save(
    {
      cycle_id: cycleId,
      meter_id: person.meterId,
      current_reading: reading,
      confirm_anomaly: true,
    },
    norm,
  );
  expect(res.statusCode, res.body).toBe(200);
};
const refresh = () => kit.t.app.scheduler.runNow(OVERDUE_REFRESH_TASK);

beforeAll(async () => {
  kit = await createInvoicesKit();
  norm = kit.norm;
  admin = kit.admin;
  await rows(sql`update debt_settings set pay_within_days = 1`);
  const oct = await kit.openCycle(2026, 10);
  a = await kit.addReadClient(oct, 12);
  c = await kit.addReadClient(oct, 8);
  d = await kit.addReadClient(oct, 9);
  b = await kit.addReadClient(oct, 10);
  expect((await kit.billRun(oct)).statusCode).toBe(200);
  await kit.closeCycle(oct);
  const nov = await kit.openCycle(2026, 11);
  for (const [person, reading] of [
    [a, 24],
    [c, 16],
    [d, 18],
    [b, 20],
  ] as const) {
    await read(nov, person, reading);
  }
  expect((await kit.billRun(nov)).statusCode).toBe(200);
  await closeCycle(nov);
  await at('2026-12-08');
  expect(await refresh()).toBe('ran');
  const letter = await post(
    DEBT_PATHS.letters,
    { params: { kind: 'final', client_ids: [a.clientId] } },
    norm,
  );
  // Letters are issued by a background job (decision 022): run it.
  expect(letter.statusCode, letter.body).toBe(202);
  while (await kit.t.app.jobs.runOnce()) {
    // the letter job
  }
  await at('2026-12-11');
}, 120_000);
afterAll(() => kit.t.close());

describe('instalment plans', () => {
  it('lists the same plan states as the domain', () => {
    expect([...INSTALMENT_PLAN_STATES]).toEqual([...DOMAIN_STATES]);
  });

  it('before a plan: A owes two overdue bills and is due for disconnection', async () => {
    expect(await debtorIds()).toEqual(expect.arrayContaining([a.clientId, c.clientId, d.clientId]));
    expect(await candidateIds()).toEqual([a.clientId]);
    const data = (await get(`${INSTALMENT_PATHS.plans}?client_id=${a.clientId}`)).json().data;
    expect(data.arrears).toHaveLength(2);
    expect(data.next_period).toBe('2026-12');
    expect(data.plans).toEqual([]);
  });

  it('only an administrator agrees a plan (NORM 403, VIEW 403)', async () => {
    const asNorm = await createPlan(
      { client_id: a.clientId, down_payment_satang: 0, instalment_count: 3 },
      norm,
    );
    expect(asNorm.statusCode).toBe(403);
    expect(asNorm.body).toMatch(/เฉพาะผู้ดูแลระบบ/);
    const asView = await createPlan(
      { client_id: a.clientId, down_payment_satang: 0, instalment_count: 3 },
      view,
    );
    expect(asView.statusCode).toBe(403);
    const refused = await createPlan({
      client_id: b.clientId,
      down_payment_satang: 10_000_000,
      instalment_count: 3,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/เงินดาวน์/);
    expect(await rows(sql`select id from instalment_plans`)).toEqual([]);
  });

  it('agrees a plan: the overdue bills move into it, the down payment is billed, the debt stays', async () => {
    const before = await debtOf(a.clientId);
    const arrears = await unpaidOf(a.clientId);
    expect(before.debt).toBe(arrears);
    expect(before.status).toBe('1_1');
    const res = await createPlan({
      client_id: a.clientId,
      down_payment_satang: 10_000,
      instalment_count: 3,
      note: 'ตกลงที่สำนักงาน',
    });
    expect(res.statusCode, res.body).toBe(201);
    planA = res.json().data;
    expect(planA).toMatchObject({
      state: 'active',
      arrears_satang: arrears,
      down_payment_satang: 10_000,
      instalment_count: 3,
      remaining_satang: arrears,
    });
    expect(planA.bills).toHaveLength(2);
    expect(planA.items.map((i) => i.no)).toEqual([0, 1, 2, 3]);
    expect(planA.items.reduce((sum, i) => sum + i.amount_satang, 0)).toBe(arrears);
    expect(planA.items.map((i) => i.period)).toEqual([null, '2026-12', '2027-01', '2027-02']);

    // Debt unchanged, but nothing of it is overdue now: status _0.
    const after = await debtOf(a.clientId);
    expect(after.debt).toBe(before.debt);
    expect(after.status).toBe('1_0');
    expect(await ledgerBalance(a.clientId)).toBe(after.debt);
    const bills = await billsOf(a.clientId);
    expect(bills.filter((x) => x.moved === planA.id)).toHaveLength(2);
    const down = bills.find((x) => x.kind === 'instalment');
    expect(down).toMatchObject({ total: 10_000, instalment: 10_000, due_date: '2026-12-11' });

    // Off the debtor list and the disconnection list; the counter offers the down payment only.
    expect(await debtorIds()).not.toContain(a.clientId);
    expect(await candidateIds()).toEqual([]);
    const unpaid = (await get(`${PAYMENT_PATHS.unpaid}?client_id=${a.clientId}`)).json().data;
    expect(unpaid.map((x: { id: number }) => x.id)).toEqual([down?.id]);
    // A bill moved into the plan cannot be paid by itself.
    const moved = bills.find((x) => x.moved !== null)!;
    const refused = await post(
      PAYMENT_PATHS.setPayment,
      { invoices: [moved.id], received: moved.total },
      norm,
    );
    expect(refused.statusCode).toBe(409);

    const [audit] = await auditRows(kit.t.db, 'instalment_plan.create', planA.id);
    expect(audit?.after).toMatchObject({ client_id: a.clientId, arrears_satang: arrears });
    // A second plan while this one is kept is refused.
    const again = await createPlan({
      client_id: a.clientId,
      down_payment_satang: 0,
      instalment_count: 2,
    });
    expect(again.statusCode).toBe(409);

    // The agreement prints.
    const pdf = await get(`${INSTALMENT_PATHS.plans}/${planA.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('a plan agreed by mistake is cancelled: the bills are owed by themselves again', async () => {
    const before = await debtOf(d.clientId);
    const res = await createPlan({
      client_id: d.clientId,
      down_payment_satang: 5_000,
      instalment_count: 2,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect((await debtOf(d.clientId)).debt).toBe(before.debt);
    const asNorm = await post(
      `${INSTALMENT_PATHS.plans}/${id}/cancel`,
      { params: { reason: 'ผิดคน' } },
      norm,
    );
    expect(asNorm.statusCode).toBe(403);
    const cancel = await post(
      `${INSTALMENT_PATHS.plans}/${id}/cancel`,
      { params: { reason: 'ผิดคน' } },
      admin,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data.state).toBe('cancelled');
    expect(await debtOf(d.clientId)).toEqual(before);
    const bills = await billsOf(d.clientId);
    expect(bills.filter((x) => x.moved !== null)).toEqual([]);
    expect(bills.filter((x) => x.kind === 'instalment').map((x) => x.cancelled)).toEqual([true]);
    expect(await debtorIds()).toContain(d.clientId);
    expect(await auditRows(kit.t.db, 'instalment_plan.cancel', id)).toHaveLength(1);
    const twice = await post(
      `${INSTALMENT_PATHS.plans}/${id}/cancel`,
      { params: { reason: 'อีกครั้ง' } },
      admin,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('the down payment is paid at the counter; C agrees one instalment without one', async () => {
    const down = (await billsOf(a.clientId)).find((x) => x.kind === 'instalment')!;
    const before = await debtOf(a.clientId);
    await pay([down.id], down.total);
    expect((await debtOf(a.clientId)).debt).toBe(before.debt - down.total);
    const res = await createPlan({
      client_id: c.clientId,
      down_payment_satang: 0,
      instalment_count: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.items.map((i: { no: number }) => i.no)).toEqual([1]);
  });

  it("bills the month's instalment with that month's bill, exactly once", async () => {
    const debtBefore = await debtOf(a.clientId);
    decCycle = await kit.openCycle(2026, 12, norm);
    await read(decCycle, a, 30);
    await read(decCycle, c, 20);
    await read(decCycle, b, 25);
    const run = await kit.billRun(decCycle, norm);
    expect(run.statusCode, run.body).toBe(200);
    const decA = (await billsOf(a.clientId)).find((x) => x.cycle_id === decCycle)!;
    const first = planA.items.find((i) => i.no === 1)!;
    expect(decA.instalment).toBe(first.amount_satang);
    const decB = (await billsOf(b.clientId)).find((x) => x.cycle_id === decCycle)!;
    expect(decB.instalment).toBe(0);
    // The debt grew by the water charge only: the instalment moved from the plan onto the bill.
    expect((await debtOf(a.clientId)).debt).toBe(debtBefore.debt + decA.total - decA.instalment);

    // A reading added later and billed by a second run brings no second instalment.
    const late = await kit.addMeter();
    await rows(
      sql`update clients set tariff_group_id = ${kit.groupId} where id = ${late.clientId}`,
    );
    await read(decCycle, late, 5);
    const again = await kit.billRun(decCycle, norm);
    expect(again.json().data.issued).toBe(1);
    const billed = await rows<{ no: number; invoice_no: string | null }>(
      sql`select it.no, v.invoice_no from instalment_items it left join invoices v on v.id = it.invoice_id
          where it.plan_id = ${planA.id} order by it.no`,
    );
    expect(billed.map((x) => x.invoice_no !== null)).toEqual([true, true, false, false]);
    expect((await debtOf(a.clientId)).debt).toBe(debtBefore.debt + decA.total - decA.instalment);
    expect(await ledgerBalance(a.clientId)).toBe((await debtOf(a.clientId)).debt);
    expect(await auditRows(kit.t.db, 'instalment_plan.bill', decCycle)).toHaveLength(1);
  });

  it('while kept the member is not listed for disconnection; paid in full completes a plan', async () => {
    await at('2026-12-20');
    expect(await refresh()).toBe('ran');
    expect((await memberPlans(a.clientId))[0]?.state).toBe('active');
    expect(await candidateIds()).not.toContain(a.clientId);
    expect(await debtorIds()).not.toContain(a.clientId);

    const decC = (await billsOf(c.clientId)).find((x) => x.cycle_id === decCycle)!;
    expect(decC.instalment).toBeGreaterThan(0);
    await pay([decC.id], decC.total);
    expect(await refresh()).toBe('ran');
    const [planC] = await memberPlans(c.clientId);
    expect(planC).toMatchObject({ state: 'completed', paid_count: 1, remaining_satang: 0 });
    expect(await auditRows(kit.t.db, 'instalment_plan.complete', planC?.id)).toHaveLength(1);
    expect((await debtOf(c.clientId)).debt).toBe(await unpaidOf(c.clientId));
    expect(await ledgerBalance(c.clientId)).toBe((await debtOf(c.clientId)).debt);
  });

  it('a missed instalment breaks the plan: the rest falls due and the member is listed again', async () => {
    const before = await debtOf(a.clientId);
    await at('2026-12-27');
    expect(await refresh()).toBe('ran');
    const [plan] = await memberPlans(a.clientId);
    expect(plan?.state).toBe('broken');
    const rest = (await billsOf(a.clientId)).filter((x) => x.kind === 'instalment' && !x.paid);
    const expected = planA.items.filter((i) => i.no >= 2).reduce((s, i) => s + i.amount_satang, 0);
    expect(rest.map((x) => [x.total, x.due_date])).toEqual([[expected, '2026-12-27']]);
    // No satang counted twice or lost: the debt is the same, now all on bills.
    const after = await debtOf(a.clientId);
    expect(after.debt).toBe(before.debt);
    expect(after.debt).toBe(await unpaidOf(a.clientId));
    expect(after.status).toBe('1_1');
    expect(await ledgerBalance(a.clientId)).toBe(after.debt);
    const [audit] = await auditRows(kit.t.db, 'instalment_plan.break', plan?.id);
    expect(audit?.after).toMatchObject({ state: 'broken', missed: [1], rest_satang: expected });

    const debtors = (await get(`${DEBT_PATHS.debtors}?page_size=200`)).json().data
      .rows as TDebtorRow[];
    expect(debtors.find((row) => row.client_id === a.clientId)?.plan).toMatchObject({
      state: 'broken',
      instalment_count: 3,
      paid_count: 0,
    });
    expect(await candidateIds()).toContain(a.clientId);
    // A refresh again breaks nothing twice.
    expect(await refresh()).toBe('ran');
    expect(await auditRows(kit.t.db, 'instalment_plan.break')).toHaveLength(1);
  });
});
