import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { lockDataDir } from './embedded-lock.ts';
import { migrateDatabase } from './migrate.ts';

/**
 * Opens the database the configuration names and brings its schema up to date: PostgreSQL
 * when DATABASE_URL is set, else the embedded PGlite in `${dataDir}/pglite`.
 */
export async function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const handle = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    try {
      await migrateDatabase(handle);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // Take the lock before PGlite touches the directory.
  const unlock = lockDataDir(dir);
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(handle);
  } catch (error) {
    await handle?.close();
    unlock();
    throw error;
  }
  const opened = handle;
  return {
    ...opened,
    close: async () => {
      await opened.close();
      unlock();
    },
  };
}
