import type { Db } from './database.ts';

/**
 * A query built once per database handle instead of on every call, for the few queries every
 * request runs (the session lookup, the status counts). Drizzle builds the SQL text once, and
 * on PostgreSQL the statement is named, so each pooled connection parses and plans it once and
 * then only executes it. Only for queries on the root handle: a transaction is another handle
 * (and another connection), and gets a statement of its own the same way.
 *
 * Names must be unique in the app: PostgreSQL keeps a connection's named statements by name.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
