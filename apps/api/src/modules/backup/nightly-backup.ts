import type { DatabaseHandle } from '../../db/database.ts';
import { createBackup } from './backup.service.ts';

export type NightlyBackupSettings = {
  /** Local time (Asia/Bangkok) as HH:MM; PRAPA_BACKUP_TIME, default 02:30. '' or 'off' disables. */
  time: string;
  /** PRAPA_BACKUP_KEEP, default 14. */
  keep: number;
  dir: string;
  databaseUrl?: string | undefined;
};

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Milliseconds from `now` to the next HH:MM in Bangkok (UTC+7, no daylight saving). */
export function msUntilNext(time: string, now: Date): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`PRAPA_BACKUP_TIME must be HH:MM, got "${time}"`);
  const at = (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  const local = now.getTime() + BANGKOK_OFFSET_MS;
  const sinceMidnight = ((local % DAY_MS) + DAY_MS) % DAY_MS;
  const wait = at - sinceMidnight;
  return wait > 0 ? wait : wait + DAY_MS;
}

/**
 * The running app's own nightly backup: a small timer (decision 016; to be folded into
 * lib/scheduler.ts). Returns a function that stops it. A failed backup is logged and retried
 * the next night.
 */
export function scheduleNightlyBackup(
  database: DatabaseHandle,
  settings: NightlyBackupSettings,
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void },
): () => void {
  if (settings.time === '' || settings.time === 'off') return () => {};
  let timer: NodeJS.Timeout | undefined;
  const plan = () => {
    timer = setTimeout(
      async () => {
        try {
          const result = await createBackup(database, settings);
          log.info(result, 'nightly backup written');
        } catch (err) {
          log.error({ err }, 'nightly backup failed');
        }
        plan();
      },
      msUntilNext(settings.time, new Date()),
    );
    timer.unref();
  };
  plan();
  return () => clearTimeout(timer);
}
