import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { lockDataDir } from '../../db/embedded-lock.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { verifyChecksum } from './backup-files.ts';
import { LogicalDumpRefused, restoreLogicalDump } from './logical-dump.ts';

const run = promisify(execFile);

export type RestoreOptions = {
  file: string;
  /** Where the embedded database lives (PRAPA_DATA_DIR); ignored with databaseUrl. */
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Overwrite a database that holds data. */
  force: boolean;
  now?: Date;
};

export type RestoreResult = { sessionsEnded: number; previousDataMovedTo?: string };

export class RestoreRefused extends Error {}

async function endSessions(handle: DatabaseHandle): Promise<number> {
  const rows = await rawRows<{ n: number }>(
    handle.db,
    sql`with gone as (delete from sessions returning 1) select count(*)::int as n from gone`,
  );
  return rows[0]?.n ?? 0;
}

async function holdsData(handle: DatabaseHandle): Promise<boolean> {
  const rows = await rawRows<{ found: boolean }>(
    handle.db,
    sql`select to_regclass('public.accounts') is not null as found`,
  );
  if (!rows[0]?.found) return false;
  const [row] = await rawRows<{ found: boolean }>(
    handle.db,
    sql`select exists (select 1 from accounts) or exists (select 1 from clients) as found`,
  );
  return row?.found ?? false;
}

/**
 * Puts a backup back (decision 016): verifies its checksum, refuses to overwrite a database
 * holding data unless forced, restores, and ends every session (everybody signs in again).
 * The embedded database must not be in use (its lock says so); the data directory it
 * replaces is kept beside it, renamed, not deleted.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  if (!(await verifyChecksum(options.file))) {
    throw new RestoreRefused(`${options.file}: the checksum does not match; the file is damaged.`);
  }
  const isEmbedded = options.file.endsWith('.tar.gz');
  if (isEmbedded && options.databaseUrl) {
    throw new RestoreRefused('This is a backup of the embedded database; unset DATABASE_URL.');
  }
  if (!isEmbedded && !options.databaseUrl) {
    throw new RestoreRefused('This is a PostgreSQL backup; set DATABASE_URL.');
  }
  return isEmbedded ? restoreEmbedded(options) : restorePostgres(options);
}

async function restoreEmbedded(options: RestoreOptions): Promise<RestoreResult> {
  const dir = join(options.dataDir, 'pglite');
  const unlock = lockDataDir(dir);
  try {
    let moved: string | undefined;
    if (existsSync(join(dir, 'PG_VERSION'))) {
      if (!options.force) {
        throw new RestoreRefused(
          `${dir} holds a database. Run again with --force to replace it (it is kept, renamed).`,
        );
      }
      const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, '');
      moved = `${dir}.before-restore-${stamp}`;
      await rename(dir, moved);
    }
    const tar = await readFile(options.file);
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: dir,
      loadDataDir: new Blob([tar]),
    });
    try {
      const sessionsEnded = await endSessions(handle);
      return { sessionsEnded, ...(moved ? { previousDataMovedTo: moved } : {}) };
    } finally {
      await handle.close();
    }
  } finally {
    unlock();
  }
}

async function restorePostgres(options: RestoreOptions): Promise<RestoreResult> {
  const url = options.databaseUrl as string;
  const before = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    if (!options.force && (await holdsData(before))) {
      throw new RestoreRefused('The database holds data. Run again with --force to replace it.');
    }
  } finally {
    await before.close();
  }
  if (options.file.endsWith('.ndjson.gz')) {
    // The logical dump (decision 026): the app's migrations build the schema, then the rows.
    const target = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
    try {
      await migrateDatabase(target);
      await restoreLogicalDump(target.db, options.file);
    } catch (error) {
      if (error instanceof LogicalDumpRefused) throw new RestoreRefused(error.message);
      throw error;
    } finally {
      await target.close();
    }
  } else {
    await run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      url,
      options.file,
    ]);
  }
  const after = await openDatabase({ kind: 'postgres', url, maxConnections: 1 });
  try {
    return { sessionsEnded: await endSessions(after) };
  } finally {
    await after.close();
  }
}
