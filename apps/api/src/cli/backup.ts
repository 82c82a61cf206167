// `npm run backup`: a consistent snapshot under PRAPA_DATA_DIR/backups with a .sha256 beside it.
// Embedded database: asks the running server (only its process may read the files), or opens
// the database itself when no server runs. PostgreSQL: pg_dump -Fc directly.
import { readConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open-configured.ts';
import { type BackupResult, createBackup } from '../modules/backup/backup.service.ts';
import { backupsDir, readBackupToken } from '../modules/backup/backup-token.ts';

const config = readConfig();
const target = {
  dir: backupsDir(config.dataDir),
  databaseUrl: config.databaseUrl,
  keep: config.backupKeep,
};

async function askRunningServer(): Promise<BackupResult | undefined> {
  const token = await readBackupToken(config.dataDir);
  if (!token) return undefined;
  try {
    const response = await fetch(`http://127.0.0.1:${config.port}/api/system/backup`, {
      method: 'POST',
      headers: { 'x-prapa-backup-token': token },
    });
    if (!response.ok)
      throw new Error(`the server answered ${response.status}: ${await response.text()}`);
    return ((await response.json()) as { data: BackupResult }).data;
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

async function backUpDirectly(): Promise<BackupResult> {
  const database = await openConfiguredDatabase(config);
  try {
    return await createBackup(database, target);
  } finally {
    await database.close();
  }
}

const result = config.databaseUrl
  ? await createBackup({ kind: 'postgres' }, target)
  : ((await askRunningServer()) ?? (await backUpDirectly()));
console.log(`Backup written: ${result.file} (${result.bytes} bytes)\nsha256 ${result.sha256}`);
