import { execFile } from 'node:child_process';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { DatabaseHandle } from '../../db/database.ts';
import { backupName, pruneBackups, writeChecksum } from './backup-files.ts';

const run = promisify(execFile);

export type BackupTarget = {
  /** PRAPA_DATA_DIR/backups */
  dir: string;
  /** DATABASE_URL when the database is PostgreSQL (pg_dump connects on its own). */
  databaseUrl?: string | undefined;
  /** How many backups to keep; older ones are deleted after a new one is written. */
  keep?: number;
};

export type BackupResult = { file: string; sha256: string; bytes: number };

/**
 * A consistent snapshot of the running database (decision 016).
 * - Embedded PGlite: a CHECKPOINT, then PGlite's own dumpDataDir (a gzipped tar of the data
 *   directory) taken inside this process between two queries, so it is what PostgreSQL would
 *   find after a crash at that instant; it starts cleanly and recovers from its WAL.
 * - PostgreSQL: `pg_dump -Fc` (one repeatable-read snapshot), restorable with pg_restore.
 * Written to a temporary name first, so a half-written file never looks like a backup.
 */
export async function createBackup(
  database: Pick<DatabaseHandle, 'kind' | 'pglite'>,
  target: BackupTarget,
  now = new Date(),
): Promise<BackupResult> {
  await mkdir(target.dir, { recursive: true });
  const file = join(target.dir, backupName(now, database.kind));
  const partial = `${file}.partial`;
  if (database.kind === 'pglite') {
    if (!database.pglite) throw new Error('PGlite handle without its client');
    await database.pglite.exec('CHECKPOINT');
    const tar = await database.pglite.dumpDataDir('gzip');
    await writeFile(partial, Buffer.from(await tar.arrayBuffer()));
  } else {
    if (!target.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL');
    await run('pg_dump', ['-Fc', '--no-owner', '-f', partial, '--dbname', target.databaseUrl]);
  }
  await rename(partial, file);
  const sha256 = await writeChecksum(file);
  if (target.keep !== undefined && target.keep > 0) await pruneBackups(target.dir, target.keep);
  const { size } = await stat(file);
  return { file, sha256, bytes: size };
}
