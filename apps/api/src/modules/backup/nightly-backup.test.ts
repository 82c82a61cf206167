import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createScheduler } from '../../lib/scheduler.ts';
import { SCHEDULED_TASKS } from '../../scheduled-tasks.ts';
import { createTestClock, MINUTE } from '../../test/test-clock.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { NIGHTLY_BACKUP_TASK, nightlyBackupTasks } from './nightly-backup.ts';

let database: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = await mkdtemp(join(tmpdir(), 'prapa-nightly-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

/** The embedded database as the backup sees it: a checkpoint and a data-directory archive. */
function fakeEmbedded(failing = { now: false }) {
  const dumps: number[] = [];
  const handle = {
    kind: 'pglite' as const,
    pglite: {
      exec: async () => [],
      dumpDataDir: async () => {
        if (failing.now) throw new Error('the disk is full');
        dumps.push(dumps.length);
        return new Blob([`archive ${dumps.length}`]);
      },
    },
  } as unknown as Pick<DatabaseHandle, 'kind' | 'pglite'>;
  return { handle, dumps };
}

const log = pino({ level: 'silent' });

describe('the nightly backup is a scheduler task', () => {
  it('off (or empty) schedules nothing; a malformed time is refused at start-up', () => {
    const { handle } = fakeEmbedded();
    expect(nightlyBackupTasks(handle, { time: 'off', keep: 14, dir })).toEqual([]);
    expect(nightlyBackupTasks(handle, { time: '', keep: 14, dir })).toEqual([]);
    expect(() => nightlyBackupTasks(handle, { time: '2am', keep: 14, dir })).toThrow(
      /PRAPA_BACKUP_TIME/,
    );
    expect(() => nightlyBackupTasks(handle, { time: '25:00', keep: 14, dir })).toThrow(
      /PRAPA_BACKUP_TIME/,
    );
    const [task] = nightlyBackupTasks(handle, { time: '2:30', keep: 14, dir });
    expect(task?.name).toBe(NIGHTLY_BACKUP_TASK);
    expect(task?.schedule).toEqual({ dailyAt: '02:30' });
    // Its name does not clash with the app's own tasks (the scheduler refuses a name twice).
    expect(SCHEDULED_TASKS.map((t) => t.name)).not.toContain(NIGHTLY_BACKUP_TASK);
  });

  it('writes one backup a night at its Bangkok time, even with two processes; a failure is recorded', async () => {
    const failing = { now: false };
    const { handle, dumps } = fakeEmbedded(failing);
    const tasks = nightlyBackupTasks(handle, { time: '02:30', keep: 14, dir });
    // 2026-11-26 01:00 Bangkok; the task has run before (yesterday night).
    const clock = createTestClock(new Date('2026-11-25T18:00:00.000Z'));
    await database.db.execute(
      sql`insert into scheduled_tasks (name, last_started_at)
          values (${NIGHTLY_BACKUP_TASK}, '2026-11-24T19:30:00Z')`,
    );
    const one = createScheduler({ db: database.db, clock, log, tasks });
    const two = createScheduler({ db: database.db, clock, log, tasks });

    expect(await one.tick()).toEqual({ [NIGHTLY_BACKUP_TASK]: 'not_due' });
    clock.advance(91 * MINUTE); // 02:31 Bangkok
    expect(await one.tick()).toEqual({ [NIGHTLY_BACKUP_TASK]: 'ran' });
    expect(await two.tick()).toEqual({ [NIGHTLY_BACKUP_TASK]: 'not_due' });
    expect(dumps).toHaveLength(1);
    const files = (await readdir(dir)).sort();
    expect(files).toEqual([
      'prapa-20261125-193100Z.tar.gz',
      'prapa-20261125-193100Z.tar.gz.sha256',
    ]);

    // The next night the disk is full: logged on the task's row, and tried again the night after.
    failing.now = true;
    clock.advance(24 * 60 * MINUTE);
    expect(await two.tick()).toEqual({ [NIGHTLY_BACKUP_TASK]: 'failed' });
    const [row] = await rawRows<{ last_error: string | null }>(
      database.db,
      sql`select last_error from scheduled_tasks where name = ${NIGHTLY_BACKUP_TASK}`,
    );
    expect(row?.last_error).toBe('the disk is full');
    failing.now = false;
    clock.advance(24 * 60 * MINUTE);
    expect(await one.tick()).toEqual({ [NIGHTLY_BACKUP_TASK]: 'ran' });
    expect(dumps).toHaveLength(2);
    await one.stop();
    await two.stop();
  });
});
