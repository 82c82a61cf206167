// `npm run restore -- FILE [--force]`: verifies FILE against FILE.sha256, refuses to replace a
// database holding data without --force, restores it and ends every session. Stop the server
// first when it runs on the embedded database.
import { resolve } from 'node:path';
import { readConfig } from '../config.ts';
import { RestoreRefused, restoreBackup } from '../modules/backup/restore.service.ts';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('usage: npm run restore -- <backup file> [--force]');
  process.exit(2);
}
const config = readConfig();
try {
  const result = await restoreBackup({
    file: resolve(file),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force: args.includes('--force'),
  });
  console.log(
    `Restored ${file}; ${result.sessionsEnded} session(s) ended: everybody signs in again.`,
  );
  if (result.previousDataMovedTo)
    console.log(`The replaced database is kept in ${result.previousDataMovedTo}`);
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
