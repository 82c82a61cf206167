import {
  DEV_MOCK_PATHS,
  MOCK_SIZES,
  type TMockJob,
  type TMockState,
} from '@prapa/contracts/dev-mock';
import { ROLE } from '@prapa/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createTestMasterData } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { audit } from '../audit/audit.repository.ts';
import { waitForMock } from './dev-mock.service.ts';

let t: TestApp;
let dev: string;
beforeAll(async () => {
  t = await createTestApp();
  dev = (await t.loginAs(ROLE.DEV)).token;
});
afterAll(() => t.close());

const state = async (token = dev, lang = 'th') => {
  const response = await t.app.inject({
    method: 'GET',
    url: DEV_MOCK_PATHS.mock,
    headers: { ...bearer(token), 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: TMockState }).data;
};
const start = (token = dev, size = 'small', lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url: DEV_MOCK_PATHS.mock,
    headers: { ...bearer(token), 'accept-language': lang },
    payload: { params: { size } },
  });

describe('/dev/mock API', () => {
  it('is for DEV only: ADMIN, NORM and VIEW get 403 on both calls', async () => {
    for (const role of [ROLE.ADMIN, ROLE.NORM, ROLE.VIEW]) {
      const { token } = await t.loginAs(role);
      const get = await t.app.inject({
        method: 'GET',
        url: DEV_MOCK_PATHS.mock,
        headers: bearer(token),
      });
      expect(get.statusCode, `GET as ${role}`).toBe(403);
      expect((await start(token)).statusCode, `POST as ${role}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: DEV_MOCK_PATHS.mock })).statusCode).toBe(401);
  });

  it('generates a small data set with progress, one at a time', async () => {
    expect(await state()).toMatchObject({ origin: 'empty', refusal: null, job: null });
    const started = await start();
    expect(started.statusCode, started.body).toBe(202);
    const job = (started.json() as { data: TMockJob }).data;
    expect(job).toMatchObject({ status: 'running', size: 'small', ...MOCK_SIZES.small, done: 0 });
    // Prepare, clients, finish; readings, bills and remittances of every month but one bill run.
    expect(job.total).toBe(3 + 3 * MOCK_SIZES.small.months - 1);

    const second = await start();
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe('กำลังสร้างข้อมูลจำลองอยู่ กรุณารอให้เสร็จก่อน');

    // Polls are answered while it runs, and the progress only moves forward.
    const seen: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      const now = await state();
      seen.push(now.job?.done ?? 0);
      if (now.job?.status !== 'running') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await waitForMock()).toBe('done');
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const done = await state();
    expect(done.origin).toBe('generated');
    expect(done.job).toMatchObject({
      status: 'done',
      done: job.total,
      step: 'finish',
      error: null,
    });
    expect(done.job?.summary?.clients).toBe(MOCK_SIZES.small.clients);
    expect(done.job?.summary?.invoices).toBeGreaterThan(MOCK_SIZES.small.clients * 4);
  }, 60_000);

  it('may generate again over its own data', async () => {
    expect((await start()).statusCode).toBe(202);
    expect(await waitForMock()).toBe('done');
  }, 60_000);

  it('refuses, with a message, once somebody changed the data through the app', async () => {
    // Sign-ins do not count; an audited change of business data does.
    await t.login((await t.createAccount({ role: ROLE.NORM })).userName);
    expect((await state()).origin).toBe('generated');
    await audit(t.db, { accountId: null, action: 'client.update', entity: 'client', entityId: 1 });
    const now = await state(dev, 'en');
    expect(now).toMatchObject({ origin: 'changed' });
    expect(now.refusal).toMatch(/has been changed through the app \(1 changes\)/);
    const response = await start();
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/ถูกแก้ไขผ่านระบบแล้ว 1 ครั้ง/);
    expect(now.job?.status).toBe('done');
  });

  it('refuses a database with data the generator did not make', async () => {
    const fresh = await createTestApp();
    try {
      await createTestClient(fresh.db, await createTestMasterData(fresh.db));
      const { token } = await fresh.loginAs(ROLE.DEV);
      const response = await fresh.app.inject({
        method: 'POST',
        url: DEV_MOCK_PATHS.mock,
        headers: { ...bearer(token), 'accept-language': 'en' },
        payload: { params: { size: 'small' } },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toMatch(/holds data the generator did not make/);
      const get = await fresh.app.inject({
        method: 'GET',
        url: DEV_MOCK_PATHS.mock,
        headers: bearer(token),
      });
      expect(get.json().data).toMatchObject({ origin: 'not_generated' });
      expect(get.json().data.refusal).toMatch(/ไม่ได้สร้างโดยตัวสร้างข้อมูลจำลอง/);
    } finally {
      await fresh.close();
    }
  });
});
