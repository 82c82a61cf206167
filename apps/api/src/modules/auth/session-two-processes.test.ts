import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_PATHS } from '@prapa/contracts/client-paths';
import { ROLE } from '@prapa/domain/roles';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../../app.ts';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { accounts } from '../../db/schema/accounts.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { withDatabaseName } from '../../test/test-database-template.ts';

/**
 * Two API processes on one database (docs/decisions/017, "Amended 2026-11-27"): whatever one
 * of them has already answered for a token, a sign-out, a disabled account or a role change
 * made through the other, or written straight into the database, counts on the very next
 * request to either. On PostgreSQL the second app has a pool of its own (other connections,
 * as another process would); PGlite is one process, so there it shares the handle.
 */

let t: TestApp;
let second: App;
let secondDatabase: DatabaseHandle | undefined;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  let database = t.database;
  if (t.database.kind === 'postgres') {
    const [row] = await rawRows<{ name: string }>(t.db, sql`select current_database() as name`);
    const template = inject('testDatabase');
    if (!row || template.kind !== 'postgres') throw new Error('no PostgreSQL test database');
    secondDatabase = await openDatabase({
      kind: 'postgres',
      url: withDatabaseName(template.templateUrl, row.name),
      maxConnections: 2,
    });
    database = secondDatabase;
  }
  dataDir = await mkdtemp(join(tmpdir(), 'prapa-second-api-'));
  second = await buildApp({ database, clock: t.clock, dataDir });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await rm(dataDir, { recursive: true, force: true });
  await t.close();
});

const get = (app: App, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

/** Both processes have answered for the token (anything they might keep, they now keep). */
async function servedByBoth(token: string): Promise<void> {
  for (const app of [t.app, second]) {
    for (let n = 0; n < 3; n += 1) {
      expect((await get(app, CLIENT_PATHS.groupTotal, token)).statusCode).toBe(200);
    }
  }
}

describe('a session seen by two API processes', () => {
  it('signed out on one is refused by the other on the next request', async () => {
    const { token } = await t.loginAs(ROLE.NORM);
    await servedByBoth(token);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await get(second, CLIENT_PATHS.groupTotal, token)).statusCode).toBe(401);
    expect((await get(t.app, CLIENT_PATHS.groupTotal, token)).statusCode).toBe(401);
  });

  it('of an account disabled in the database is refused by both at once', async () => {
    const { token, account } = await t.loginAs(ROLE.NORM);
    await servedByBoth(token);
    await t.db.update(accounts).set({ disabled: true }).where(eq(accounts.id, account.id));
    expect((await get(second, CLIENT_PATHS.groupTotal, token)).statusCode).toBe(401);
    expect((await get(t.app, CLIENT_PATHS.groupTotal, token)).statusCode).toBe(401);
  });

  it('follows a role change made in the database on the next request to either', async () => {
    const { token, account } = await t.loginAs(ROLE.NORM);
    await servedByBoth(token);
    await t.db.update(accounts).set({ role: ROLE.VIEW }).where(eq(accounts.id, account.id));
    for (const app of [second, t.app]) {
      const me = await get(app, '/api/auth/me', token);
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ id: account.id, type: ROLE.VIEW });
    }
  });
});
