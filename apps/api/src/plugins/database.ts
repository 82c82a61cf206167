import fp from 'fastify-plugin';
import type { DatabaseHandle, DatabaseKind, Db } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: DatabaseKind;
    /** The app's only source of "now"; tests pass a movable clock to buildApp. */
    clock: Clock;
  }
}

export type DatabasePluginOptions = { handle: DatabaseHandle; clock: Clock };

/**
 * Exposes an already opened and migrated database. The app does not close it: whoever opened
 * it (server.ts, the test helper, a CLI) owns its lifetime.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app, { handle, clock }) => {
    app.decorate('db', handle.db);
    app.decorate('dbKind', handle.kind);
    app.decorate('clock', clock);
  },
  { name: 'prapa-database' },
);
