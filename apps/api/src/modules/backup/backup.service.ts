import { execFile } from 'node:child_process';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { type DatabaseHandle, openDatabase } from '../../db/database.ts';
import { backupName, pruneBackups, writeChecksum } from './backup-files.ts';
import { writeLogicalDump } from './logical-dump.ts';

const run = promisify(execFile);

export type BackupTarget = {
  /** PRAPA_DATA_DIR/backups */
  dir: string;
  /** DATABASE_URL when the database is PostgreSQL (pg_dump connects on its own). */
  databaseUrl?: string | undefined;
  /** How many backups to keep; older ones are deleted after a new one is written. */
  keep?: number;
  /** PostgreSQL only; PRAPA_PG_BACKUP_FORMAT when not given (decision 026). */
  pgFormat?: PgBackupFormat;
  /** The pg_dump to run (tests name a missing one). */
  pgDumpCommand?: string;
};

/** `auto` (default): pg_dump when it runs on this machine, else the logical dump. */
export type PgBackupFormat = 'auto' | 'pg_dump' | 'logical';

export function readPgBackupFormat(env: NodeJS.ProcessEnv = process.env): PgBackupFormat {
  const value = env.PRAPA_PG_BACKUP_FORMAT ?? 'auto';
  if (value === '' || value === 'auto') return 'auto';
  if (value === 'pg_dump' || value === 'custom') return 'pg_dump';
  if (value === 'logical') return 'logical';
  throw new Error('PRAPA_PG_BACKUP_FORMAT must be auto, pg_dump or logical');
}

async function runs(command: string): Promise<boolean> {
  try {
    await run(command, ['--version']);
    return true;
  } catch {
    return false;
  }
}

export type BackupResult = { file: string; sha256: string; bytes: number };

/**
 * A consistent snapshot of the running database (decision 016).
 * - Embedded PGlite: a CHECKPOINT, then PGlite's own dumpDataDir (a gzipped tar of the data
 *   directory) taken inside this process between two queries, so it is what PostgreSQL would
 *   find after a crash at that instant; it starts cleanly and recovers from its WAL.
 * - PostgreSQL: `pg_dump -Fc` (one repeatable-read snapshot), restorable with pg_restore; where
 *   pg_dump is not installed (or PRAPA_PG_BACKUP_FORMAT=logical) the logical dump of
 *   logical-dump.ts, restorable by `npm run restore` alone.
 * Written to a temporary name first, so a half-written file never looks like a backup.
 */
export async function createBackup(
  database: Pick<DatabaseHandle, 'kind' | 'pglite'>,
  target: BackupTarget,
  now = new Date(),
): Promise<BackupResult> {
  await mkdir(target.dir, { recursive: true });
  const pgDump = target.pgDumpCommand ?? 'pg_dump';
  const pgFormat = target.pgFormat ?? readPgBackupFormat();
  const logical =
    database.kind === 'postgres' &&
    (pgFormat === 'logical' || (pgFormat === 'auto' && !(await runs(pgDump))));
  const file = join(target.dir, backupName(now, logical ? 'logical' : database.kind));
  const partial = `${file}.partial`;
  if (logical) {
    if (!target.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL');
    const own = await openDatabase({
      kind: 'postgres',
      url: target.databaseUrl,
      maxConnections: 1,
    });
    try {
      await writeLogicalDump(own.db, partial, now);
    } finally {
      await own.close();
    }
  } else if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite handle without its client');
    await database.pglite.exec('CHECKPOINT');
    const tar = await database.pglite.dumpDataDir('gzip');
    await writeFile(partial, Buffer.from(await tar.arrayBuffer()));
  } else {
    if (!target.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL');
    await run(pgDump, ['-Fc', '--no-owner', '-f', partial, '--dbname', target.databaseUrl]);
  }
  await rename(partial, file);
  const sha256 = await writeChecksum(file);
  if (target.keep !== undefined && target.keep > 0) await pruneBackups(target.dir, target.keep);
  const { size } = await stat(file);
  return { file, sha256, bytes: size };
}
