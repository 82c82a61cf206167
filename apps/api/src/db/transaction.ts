import type { Db } from './database.ts';
import { assertNoOpenTransaction, runInTransactionScope } from './transaction-scope.ts';

/** The handle a transaction callback receives; repositories accept it wherever they take Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `fn` in one database transaction: committed when it resolves, rolled back when it
 * throws. Services own their transactions and pass `tx` to every repository call inside.
 *
 * On PGlite (one connection) transactions are queued by PGlite's own transaction mutex, and
 * plain queries from other requests wait behind an open transaction instead of slipping into
 * it (proved by transaction.test.ts). Using the root `db` inside `fn` throws at once.
 */
export async function withTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  assertNoOpenTransaction();
  return db.transaction((tx) => runInTransactionScope(() => fn(tx)));
}
