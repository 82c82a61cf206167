import type { DatabaseHandle } from '../../db/database.ts';
import type { ScheduledTask } from '../../lib/scheduler.ts';
import { createBackup } from './backup.service.ts';

export type NightlyBackupSettings = {
  /** Local time (Asia/Bangkok) as HH:MM; PRAPA_BACKUP_TIME, default 02:30. '' or 'off' disables. */
  time: string;
  /** PRAPA_BACKUP_KEEP, default 14. */
  keep: number;
  dir: string;
  databaseUrl?: string | undefined;
};

export const NIGHTLY_BACKUP_TASK = 'nightly-backup';

const HH_MM = /^(\d{1,2}):(\d{2})$/;

/**
 * The running app's nightly backup as a scheduler task (lib/scheduler.ts, decision 016):
 * daily at PRAPA_BACKUP_TIME in Bangkok, under the scheduler's lease, so several API
 * processes on one PostgreSQL write one backup a night, and a night missed while the office PC
 * was off is written when the app next starts. A failed backup is logged and recorded on the
 * task's row (`scheduled_tasks.last_error`) and tried again the next night.
 * `[]` when backups are off ('' or 'off'); a malformed time stops the start-up.
 */
export function nightlyBackupTasks(
  database: Pick<DatabaseHandle, 'kind' | 'pglite'>,
  settings: NightlyBackupSettings,
): ScheduledTask[] {
  if (settings.time === '' || settings.time === 'off') return [];
  const match = HH_MM.exec(settings.time);
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) {
    throw new Error(`PRAPA_BACKUP_TIME must be HH:MM, got "${settings.time}"`);
  }
  const dailyAt = `${match[1]?.padStart(2, '0')}:${match[2]}`;
  return [
    {
      name: NIGHTLY_BACKUP_TASK,
      schedule: { dailyAt },
      // A large PostgreSQL dump may take a while; the scheduler renews the lease meanwhile.
      leaseMs: 30 * 60_000,
      run: ({ now }) => createBackup(database, settings, now),
    },
  ];
}
