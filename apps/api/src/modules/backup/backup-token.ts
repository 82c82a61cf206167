import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const backupsDir = (dataDir: string) => join(dataDir, 'backups');
const tokenFile = (dataDir: string) => join(backupsDir(dataDir), '.token');

/**
 * The server's backup settings and a fresh token in PRAPA_DATA_DIR/backups/.token (mode 600),
 * which `npm run backup` reads to ask the running server for a snapshot.
 */
export async function prepareBackups(config: {
  dataDir: string;
  databaseUrl: string | undefined;
  backupKeep: number;
}) {
  const dir = backupsDir(config.dataDir);
  await mkdir(dir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  await writeFile(tokenFile(config.dataDir), token, { mode: 0o600 });
  return { dir, token, keep: config.backupKeep, databaseUrl: config.databaseUrl };
}

export async function readBackupToken(dataDir: string): Promise<string | undefined> {
  return readFile(tokenFile(dataDir), 'utf8').catch(() => undefined);
}
