import { DEBT_PATHS, type TDisconnection } from '@prapa/contracts/debt';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { TODAY } from '../readings/readings-test-kit.ts';
import { createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

let w: ReportsWorld;
const post = (url: string, params: unknown, token = w.norm) =>
  w.t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { params } });
const get = (url: string, token = w.norm) =>
  w.t.app.inject({ method: 'GET', url, headers: bearer(token) });
const move = (id: number, params: Record<string, unknown>, token = w.norm) =>
  post(`${DEBT_PATHS.disconnections}/${id}/transition`, params, token);

beforeAll(async () => {
  w = await createReportsWorld(120, 8);
  await w.rows(sql`update debt_settings set reconnection_fee_satang = 10000, pay_within_days = 7`);
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

describe('disconnection and reconnection', () => {
  let order: TDisconnection;

  it('lists a member only after a final letter’s pay-by date has passed unpaid', async () => {
    // Letters are issued by a background job: queue both, then let the runner take them.
    expect((await post(DEBT_PATHS.letters, { kind: 'first', min_months: 2 })).statusCode).toBe(202);
    expect((await post(DEBT_PATHS.letters, { kind: 'final', min_months: 2 })).statusCode).toBe(202);
    while (await w.t.app.jobs.runOnce()) {
      // both jobs
    }
    const beforeRes = await get(DEBT_PATHS.disconnections);
    expect(beforeRes.statusCode, beforeRes.body).toBe(200);
    const before = beforeRes.json().data;
    expect(before.candidates).toEqual([]);
    // Eight days later the final letter's seven days have passed.
    w.t.clock.set(new Date(TODAY.getTime() + 8 * 86_400_000));
    // Sessions have idle expiry: sign in again on the new day.
    w.norm = (await w.t.loginAs(ROLE.NORM)).token;
    w.admin = (await w.t.loginAs(ROLE.ADMIN)).token;
    w.view = (await w.t.loginAs(ROLE.VIEW)).token;
    const after = (await get(DEBT_PATHS.disconnections)).json().data;
    const [finalCount] = await w.rows<{ n: number }>(
      sql`select count(distinct client_id)::int as n from debt_letters where kind = 'final'`,
    );
    expect(after.candidates.length).toBe(finalCount!.n);
    expect(after.candidates.length).toBeGreaterThan(0);
  });

  it('creates pending orders only for members due; prints the work order', async () => {
    const list = (await get(DEBT_PATHS.disconnections)).json().data;
    const ids = list.candidates.map((c: { client_id: number }) => c.client_id);
    const [notDue] = await w.rows<{ id: number }>(
      sql`select id from clients where id <> all(${`{${ids.join(',')}}`}::int[]) limit 1`,
    );
    const refused = await post(DEBT_PATHS.disconnections, { client_ids: [ids[0], notDue!.id] });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toMatch(/งดจ่ายน้ำไม่ได้/);
    const res = await post(DEBT_PATHS.disconnections, { client_ids: ids });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.created).toBe(ids.length);
    const again = (await get(DEBT_PATHS.disconnections)).json().data;
    expect(again.candidates).toEqual([]);
    expect(again.orders.length).toBe(ids.length);
    order = again.orders[0];
    expect(order.state).toBe('pending');
    // The debtor list shows the state.
    const debtors = (await get(`${DEBT_PATHS.debtors}?page_size=200`)).json().data;
    const row = debtors.rows.find((r: { client_id: number }) => r.client_id === order.client_id);
    expect(row.disconnection.state).toBe('pending');

    const pdf = await get(`${DEBT_PATHS.disconnections}/work-order`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses illegal moves, and reconnection while arrears are unpaid', async () => {
    const illegal = await move(order.id, { action: 'reconnect' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.body).toMatch(/เปลี่ยนสถานะ/);

    const cut = await move(order.id, { action: 'disconnect', reading: 1234 });
    expect(cut.statusCode, cut.body).toBe(200);
    expect(cut.json().data).toMatchObject({
      state: 'disconnected',
      disconnected_on: '2026-11-28',
      disconnect_reading: 1234,
    });
    expect((await move(order.id, { action: 'cancel' })).statusCode).toBe(409);

    const unpaid = await move(order.id, { action: 'request_reconnect' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.body).toMatch(/ยังมีหนี้ค้างชำระ/);
    // Office staff may not waive; an administrator may.
    expect((await move(order.id, { action: 'request_reconnect', allow: true })).statusCode).toBe(
      403,
    );
    const allowed = await move(
      order.id,
      { action: 'request_reconnect', allow: true, note: 'ทำสัญญาผ่อนชำระ' },
      w.admin,
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.state).toBe('reconnect_requested');
    const back = await move(order.id, { action: 'reconnect', reading: 1240 }, w.admin);
    expect(back.json().data).toMatchObject({ state: 'reconnected', reconnect_reading: 1240 });

    const actions =
      (await auditRows(w.t.db, 'disconnection.disconnect', order.id)).length +
      (await auditRows(w.t.db, 'disconnection.request_reconnect', order.id)).length +
      (await auditRows(w.t.db, 'disconnection.reconnect', order.id)).length;
    expect(actions).toBe(3);

    // The member's page shows the order's history.
    const ledger = (await get(`${DEBT_PATHS.ledger}/${order.client_id}`)).json().data;
    expect(ledger.disconnections[0]).toMatchObject({
      state: 'reconnected',
      disconnected_on: '2026-11-28',
    });
  });

  it('reconnects once the bills are paid, freezing the fee for the next bill; a reader may not act', async () => {
    const list = (await get(DEBT_PATHS.disconnections)).json().data;
    const next: TDisconnection = list.orders.find((o: TDisconnection) => o.state === 'pending');
    await move(next.id, { action: 'disconnect' });
    // Nothing left unpaid (as after paying at the counter, whose own tests cover paying).
    await w.rows(sql`update invoices set cancelled_at = now(), cancel_reason = 'test settle'
      where client_id = ${next.client_id} and receipt_id is null and cancelled_at is null`);
    // The fee is not taken in cash: it is billed once on the next bill (decision 028).
    const ok = await move(next.id, { action: 'request_reconnect' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ state: 'reconnect_requested' });
    const [frozen] = await w.rows<{ fee: number }>(
      sql`select reconnection_fee_satang::int as fee from disconnections where id = ${next.id}`,
    );
    expect(frozen?.fee).toBe(10_000);
    expect((await move(next.id, { action: 'reconnect' }, w.view)).statusCode).toBe(403);
  });
});
