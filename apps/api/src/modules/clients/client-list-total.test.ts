import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import type { TClientPage } from '@prapa/contracts/clients';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../db/schema/clients.ts';
import { meters } from '../../db/schema/meters.ts';
import { withTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type ClientTestKit, clientTestKit } from './client-test-kit.ts';

/**
 * The list's total is counted once per filter and kept while nothing the list filters on has
 * changed (client-list-total.ts); any such change, committed by any path, counts it again.
 */

let t: TestApp;
let kit: ClientTestKit;
beforeAll(async () => {
  t = await createTestApp();
  kit = await clientTestKit(t);
});
afterAll(() => t.close());

async function totalOf(query: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${CLIENT_PATHS.client}?${query}`,
    headers: kit.norm,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TClientPage }).data.total;
}

const search = (q: string) => `q=${encodeURIComponent(q)}&page_size=1`;

describe('the clients list total', () => {
  it('is reused while nothing changes, and follows every change to what is filtered', async () => {
    const first = await kit.create({ first_name: 'นับยอด', last_name: 'หนึ่ง' });
    await kit.create({ first_name: 'นับยอด', last_name: 'สอง' });
    expect(await totalOf(search('นับยอด'))).toBe(2);
    // Page 2 of the same search: the same total.
    expect(await totalOf(`${search('นับยอด')}&page=2`)).toBe(2);

    // A row written with the triggers switched off does not move the list's version: the
    // cached total is answered, proof that the page did not count again.
    await withTransaction(t.db, async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(clients).values({
        firstName: 'นับยอด',
        lastName: 'ลับ',
        areaId: kit.master.areaId,
        tariffGroupId: kit.master.tariffGroupId,
      });
    });
    expect(await totalOf(search('นับยอด'))).toBe(2);

    // Any real change counts again (and now sees the hidden row too).
    await kit.create({ first_name: 'นับยอด', last_name: 'สาม' });
    expect(await totalOf(search('นับยอด'))).toBe(4);

    // A rename by hand-written SQL.
    await t.db.update(clients).set({ firstName: 'เปลี่ยนชื่อ' }).where(eq(clients.id, first.id));
    expect(await totalOf(search('นับยอด'))).toBe(3);

    // A meter's number (the search looks in installed meters' numbers).
    await t.db.update(meters).set({ meterNo: 'นับยอด-มาตร' }).where(eq(meters.clientId, first.id));
    expect(await totalOf(search('นับยอด'))).toBe(4);

    // A status filter follows a status change.
    const owing = await totalOf('status_code=1_1');
    await kit.setDebt(first.id, 5_000, '1_1');
    expect(await totalOf('status_code=1_1')).toBe(owing + 1);

    // Deleting.
    const response = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${first.id}`,
      headers: kit.norm,
    });
    expect(response.statusCode).toBe(409);
    await kit.setDebt(first.id, 0, '1_0');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${CLIENT_PATHS.client}?id=${first.id}`,
      headers: kit.norm,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await totalOf(search('นับยอด'))).toBe(3);
  });
});
