import { mkdirSync } from 'node:fs';
import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { assertNoOpenTransaction, runInTransactionScope } from './transaction-scope.ts';

/**
 * The one database type the app codes against. Both drivers (PGlite and node-postgres) are
 * PgDatabase underneath; a transaction handle is a PgDatabase too, so repositories take `Db`
 * and work the same inside or outside a transaction.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  /** Present on the embedded database; tests dump it to build the per-file template. */
  pglite?: PGlite;
  close: () => Promise<void>;
};

/**
 * PGlite is one connection. Its own mutex already queues `query`/`exec` behind an open
 * `transaction`, so another request waits instead of running inside it. The catch is the
 * same request: a query on the root handle from inside its own transaction would wait for
 * itself forever. This subclass turns that deadlock into an immediate, explained error.
 */
class GuardedPGlite extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    assertNoOpenTransaction();
    return super.query<T>(query, params as never[], options) as Promise<Results<T>>;
  }

  override async exec(query: string, options?: QueryOptions) {
    assertNoOpenTransaction();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    assertNoOpenTransaction();
    return super.transaction((tx) => runInTransactionScope(() => callback(tx)));
  }
}

/**
 * On PostgreSQL the same mistake does not deadlock but silently reads outside the
 * transaction (another pooled connection), so the pool refuses it the same way.
 * Transactions use `pool.connect()` clients, which are not guarded.
 */
class GuardedPool extends pg.Pool {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; pass them through.
  override query(...args: any[]): any {
    assertNoOpenTransaction();
    // biome-ignore lint/suspicious/noExplicitAny: see above.
    return (super.query as (...a: any[]) => any)(...args);
  }
}

export type OpenDatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` undefined = in memory; `loadDataDir` starts from a dumped template. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new GuardedPool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // pg closes a connection idle for 10 s by default; at a counter's pace (a payment every
      // few seconds) that means opening a new one (20–40 ms: TCP, start-up, a cold backend)
      // in the middle of a payment now and then, the slowest payments of the day. Idle
      // connections are kept for 10 minutes instead; they do not hold the process open.
      idleTimeoutMillis: 600_000,
      allowExitOnIdle: true,
    });
    // An idle pooled connection that the server ends (restart, admin command) is reported as
    // an 'error' event; without a listener Node would take the whole process down. The pool
    // drops that connection and opens a new one on the next query, so logging is enough.
    pool.on('error', (error) => {
      console.error(`PostgreSQL: an idle connection failed and was dropped: ${error.message}`);
    });
    // Fail at start-up, not on the first request, when the server is unreachable.
    const probe = await pool.connect();
    probe.release();
    const db = drizzlePostgres({ client: pool }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // One options object: PGlite ignores the second argument when the first is not a string.
  // Extensions are code loaded into the instance, not data: every open (a copied test
  // template too) must pass the ones the migrations create (pg_trgm for client search).
  const client = new GuardedPGlite({
    extensions: { pg_trgm },
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite({ client }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}
