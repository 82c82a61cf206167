import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { audit } from '../modules/audit/audit.repository.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Db } from './database.ts';
import { auditLog } from './schema/audit-log.ts';
import { withTransaction } from './transaction.ts';
import { RootQueryInTransactionError } from './transaction-scope.ts';

class Rollback extends Error {}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function countMarker(db: Db, marker: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, marker));
  return row?.n ?? 0;
}

/** Inserts a marker row, tells the test, holds the transaction open, then rolls back. */
async function insertHoldRollBack(db: Db, marker: string, inserted: () => void, holdMs = 300) {
  try {
    await withTransaction(db, async (tx) => {
      await audit(tx, { accountId: null, action: marker, entity: 'test' });
      inserted();
      await sleep(holdMs);
      throw new Rollback();
    });
  } catch (error) {
    if (error instanceof Rollback) return 'rolled back';
    throw error;
  }
  return 'committed';
}

// HTTP routes for the request-level test: one slow transaction that rolls back, one reader.
const held = { inserted: deferred() };
const concurrencyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/slow-rollback',
    { config: { access: 'public' }, schema: { body: z.object({ marker: z.string() }) } },
    async (request) => {
      await withTransaction(app.db, async (tx) => {
        await audit(tx, { accountId: null, action: request.body.marker, entity: 'test' });
        held.inserted.resolve();
        await sleep(300);
        throw new AppError('CONFLICT');
      });
      return { ok: true };
    },
  );
  app.get(
    '/api/test/count',
    { config: { access: 'public' }, schema: { querystring: z.object({ marker: z.string() }) } },
    async (request) => ({ n: await countMarker(app.db, request.query.marker) }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extraRoutes: [concurrencyRoutes] });
});
afterAll(() => t.close());

describe('withTransaction under concurrency', () => {
  it('a concurrent plain read never sees an uncommitted row, and both complete', async () => {
    const marker = `tx-read-${randomUUID()}`;
    const inserted = deferred();
    const writer = insertHoldRollBack(t.db, marker, inserted.resolve);
    await inserted.promise;
    const [outcome, seen] = await Promise.all([writer, countMarker(t.db, marker)]);
    expect(outcome).toBe('rolled back');
    expect(seen).toBe(0);
    expect(await countMarker(t.db, marker)).toBe(0);
  });

  it('a concurrent transaction never runs inside another one', async () => {
    const marker = `tx-tx-${randomUUID()}`;
    const inserted = deferred();
    const writer = insertHoldRollBack(t.db, marker, inserted.resolve);
    await inserted.promise;
    const other = withTransaction(t.db, async (tx) => {
      const seen = await countMarker(tx, marker);
      await audit(tx, { accountId: null, action: `${marker}-other`, entity: 'test' });
      return seen;
    });
    const [outcome, seenByOther] = await Promise.all([writer, other]);
    expect(outcome).toBe('rolled back');
    expect(seenByOther).toBe(0);
    // The other transaction committed on its own; the rollback did not take it along.
    expect(await countMarker(t.db, `${marker}-other`)).toBe(1);
    expect(await countMarker(t.db, marker)).toBe(0);
  });

  it('two concurrent requests do not share a transaction', async () => {
    const marker = `tx-http-${randomUUID()}`;
    held.inserted = deferred();
    const slow = t.app.inject({
      method: 'POST',
      url: '/api/test/slow-rollback',
      payload: { marker },
    });
    await held.inserted.promise;
    const [slowResponse, countResponse] = await Promise.all([
      slow,
      t.app.inject({ method: 'GET', url: `/api/test/count?marker=${marker}` }),
    ]);
    expect(slowResponse.statusCode).toBe(409);
    expect(countResponse.statusCode).toBe(200);
    expect(countResponse.json()).toEqual({ n: 0 });
  });

  it('refuses the root handle inside a transaction instead of deadlocking', async () => {
    // drizzle wraps driver errors; ours is the cause.
    await expect(
      withTransaction(t.db, async () => {
        await countMarker(t.db, 'never');
      }),
    ).rejects.toMatchObject({ cause: expect.any(RootQueryInTransactionError) });
    await expect(
      withTransaction(t.db, () => withTransaction(t.db, async () => 1)),
    ).rejects.toBeInstanceOf(RootQueryInTransactionError);
    // The handle is usable afterwards: nothing was left holding PGlite's lock.
    expect(await countMarker(t.db, 'never')).toBe(0);
  });

  it('on PGlite, transactions queue one after the other', async (context) => {
    if (t.database.kind !== 'pglite') context.skip();
    const events: string[] = [];
    const run = (name: string) =>
      withTransaction(t.db, async (tx) => {
        events.push(`${name}:begin`);
        await countMarker(tx, 'x');
        await sleep(100);
        events.push(`${name}:end`);
      });
    await Promise.all([run('a'), run('b'), run('c')]);
    expect(events).toEqual(['a:begin', 'a:end', 'b:begin', 'b:end', 'c:begin', 'c:end']);
  });
});
