import { readFile } from 'node:fs/promises';
import { getPriority } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import { BACKGROUND_NICE, withBackgroundSession } from './background-session.ts';
import type { DatabaseHandle } from './database.ts';
import { rawRows } from './raw-rows.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const backendPid = async (db: DatabaseHandle['db']) =>
  (await rawRows<{ pid: number }>(db, sql`select pg_backend_pid() as pid`))[0]?.pid;

describe('a background job reads on a session of its own', () => {
  it('reads the same data as the app, and on PostgreSQL from its own lowered server process', async () => {
    const appPid = await backendPid(handle.db);
    const seen = await withBackgroundSession(handle.db, async ({ db, niced }) => {
      const [row] = await rawRows<{ n: number }>(db, sql`select count(*)::int as n from areas`);
      const pid = await backendPid(db);
      return { n: row?.n, pid, niced, nice: pid ? safePriority(pid) : null };
    });
    const [direct] = await rawRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from areas`,
    );
    expect(seen.n).toBe(direct?.n);
    if (handle.kind === 'pglite') {
      expect(seen.niced).toEqual({ pid: null, reason: 'embedded database' });
      return;
    }
    // Never one of the pool's connections: the lowered process must not serve a payment.
    expect(seen.pid).not.toBe(appPid);
    // This machine runs the server locally and the tests as root; elsewhere the reason says why.
    if (seen.niced.pid !== null) {
      expect(seen.niced.pid).toBe(seen.pid);
      expect(seen.nice).toBe(BACKGROUND_NICE);
      // The connection is closed afterwards, and its process ends with it.
      await expect.poll(() => processAlive(seen.niced.pid as number)).toBe(false);
    } else {
      expect(seen.niced.reason).not.toBe('');
    }
  });
});

function safePriority(pid: number): number | null {
  try {
    return getPriority(pid);
  } catch {
    return null;
  }
}

async function processAlive(pid: number): Promise<boolean> {
  const title = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  return title.startsWith('postgres');
}
