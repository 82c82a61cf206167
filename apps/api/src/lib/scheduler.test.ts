import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';
import { createTestClock, HOUR, MINUTE } from '../test/test-clock.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { createScheduler, occurrenceStart, type ScheduledTask } from './scheduler.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A logger that keeps what it was told, so a test can see a failure was logged. */
function memoryLog() {
  const lines: { level: number; msg: string; task?: string }[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { log, lines };
}

let taskNo = 0;
/** A task that counts its runs; `gate` (when given) holds each run until it resolves. */
function countingTask(
  schedule: ScheduledTask['schedule'],
  options: { runAtStart?: boolean; gate?: () => Promise<void>; fail?: () => boolean } = {},
) {
  taskNo += 1;
  const runs: Date[] = [];
  const task: ScheduledTask = {
    name: `test-task-${taskNo}`,
    schedule,
    ...(options.runAtStart ? { runAtStart: true } : {}),
    run: async ({ now }) => {
      runs.push(now);
      await options.gate?.();
      if (options.fail?.()) throw new Error('the disk is full');
    },
  };
  return { task, runs };
}

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const taskRow = async (name: string) => {
  const [row] = await rawRows<{ lease_owner: string | null; last_error: string | null }>(
    database.db,
    sql`select lease_owner, last_error from scheduled_tasks where name = ${name}`,
  );
  return row;
};

describe('occurrenceStart', () => {
  it('a daily time is in Bangkok: 02:00 there is 19:00 UTC the day before', () => {
    const at = (iso: string) => occurrenceStart({ dailyAt: '02:00' }, new Date(iso)).toISOString();
    expect(at('2026-11-25T19:00:00.000Z')).toBe('2026-11-25T19:00:00.000Z');
    expect(at('2026-11-25T18:59:59.000Z')).toBe('2026-11-24T19:00:00.000Z');
    expect(at('2026-11-26T10:00:00.000Z')).toBe('2026-11-25T19:00:00.000Z');
  });

  it('an interval task is due again once the interval has passed; several schedules: any', () => {
    const now = new Date('2026-11-25T10:00:00.000Z');
    expect(occurrenceStart({ everyMs: HOUR }, now).toISOString()).toBe('2026-11-25T09:00:00.001Z');
    expect(occurrenceStart([{ everyMs: 12 * HOUR }, { dailyAt: '16:30' }], now).toISOString()).toBe(
      '2026-11-25T09:30:00.000Z',
    );
  });

  it('refuses a malformed time and an interval under a minute', () => {
    expect(() => occurrenceStart({ dailyAt: '24:00' }, new Date())).toThrow(RangeError);
    const { log } = memoryLog();
    const { task } = countingTask({ everyMs: 1000 });
    expect(() =>
      createScheduler({ db: database.db, clock: createTestClock(), log, tasks: [task] }),
    ).toThrow(/at least a minute/);
  });
});

describe('createScheduler', () => {
  it('runs a task at start-up, not again until its interval has passed by the clock', async () => {
    const clock = createTestClock();
    const { log } = memoryLog();
    const { task, runs } = countingTask({ everyMs: HOUR }, { runAtStart: true });
    const scheduler = createScheduler({ db: database.db, clock, log, tasks: [task] });
    await scheduler.start();
    expect(runs).toHaveLength(1);
    expect(await scheduler.tick()).toEqual({ [task.name]: 'not_due' });
    clock.advance(59 * MINUTE);
    await scheduler.tick();
    expect(runs).toHaveLength(1);
    clock.advance(MINUTE);
    expect(await scheduler.tick()).toEqual({ [task.name]: 'ran' });
    expect(runs).toHaveLength(2);
    await scheduler.stop();
  });

  it('runs a daily task once per day at its Bangkok time', async () => {
    const clock = createTestClock(new Date('2026-11-25T18:00:00.000Z')); // 01:00 Bangkok
    const { log } = memoryLog();
    const { task, runs } = countingTask({ dailyAt: '02:00' });
    const scheduler = createScheduler({ db: database.db, clock, log, tasks: [task] });
    await scheduler.tick(); // never ran: the last occurrence (yesterday 02:00) is due
    expect(runs).toHaveLength(1);
    clock.advance(30 * MINUTE);
    await scheduler.tick();
    expect(runs).toHaveLength(1);
    clock.advance(31 * MINUTE); // 02:01 Bangkok
    await scheduler.tick();
    await scheduler.tick();
    expect(runs.map((r) => r.toISOString())).toEqual([
      '2026-11-25T18:00:00.000Z',
      '2026-11-25T19:01:00.000Z',
    ]);
  });

  it('two processes on one database: only one runs an occurrence, and never both at once', async () => {
    const clock = createTestClock();
    const gate = deferred();
    const a = countingTask({ everyMs: HOUR }, { gate: () => gate.promise });
    // The second "process" schedules the same task name with its own counter.
    const b = { runs: [] as Date[] };
    const taskB: ScheduledTask = {
      ...a.task,
      run: async ({ now }) => {
        b.runs.push(now);
      },
    };
    const one = createScheduler({ db: database.db, clock, log: memoryLog().log, tasks: [a.task] });
    const two = createScheduler({ db: database.db, clock, log: memoryLog().log, tasks: [taskB] });

    const running = one.tick();
    await expect.poll(() => a.runs.length).toBe(1);
    // While the first holds the lease, the second may not run it, even when asked directly.
    expect(await two.runNow(a.task.name)).toBe('busy');
    expect(await two.tick()).toEqual({ [a.task.name]: 'not_due' });
    gate.resolve();
    await running;
    // The occurrence is done: the second process does not repeat it.
    expect(await two.tick()).toEqual({ [a.task.name]: 'not_due' });
    expect(b.runs).toHaveLength(0);
    expect((await taskRow(a.task.name))?.lease_owner).toBeNull();

    clock.advance(HOUR);
    expect(await two.tick()).toEqual({ [a.task.name]: 'ran' });
    expect(await one.tick()).toEqual({ [a.task.name]: 'not_due' });
    expect([a.runs.length, b.runs.length]).toEqual([1, 1]);
  });

  it('a lease left by a process that died runs out, and another process takes the task', async () => {
    const clock = createTestClock();
    const { task, runs } = countingTask({ everyMs: HOUR });
    await database.db.execute(
      sql`insert into scheduled_tasks (name, lease_owner, lease_until, last_started_at)
          values (${task.name}, 'dead-process', ${new Date(clock().getTime() + 10 * MINUTE).toISOString()}::timestamptz,
            ${new Date(clock().getTime() - 2 * HOUR).toISOString()}::timestamptz)`,
    );
    const scheduler = createScheduler({
      db: database.db,
      clock,
      log: memoryLog().log,
      tasks: [task],
    });
    expect(await scheduler.tick()).toEqual({ [task.name]: 'not_due' });
    clock.advance(10 * MINUTE);
    expect(await scheduler.tick()).toEqual({ [task.name]: 'ran' });
    expect(runs).toHaveLength(1);
  });

  it('logs and records a failing task without throwing, and runs it again next time', async () => {
    const clock = createTestClock();
    const { log, lines } = memoryLog();
    let fail = true;
    const { task, runs } = countingTask({ everyMs: HOUR }, { fail: () => fail });
    const scheduler = createScheduler({ db: database.db, clock, log, tasks: [task] });
    expect(await scheduler.tick()).toEqual({ [task.name]: 'failed' });
    expect(lines.some((l) => l.level === 50 && l.task === task.name)).toBe(true);
    expect(await taskRow(task.name)).toEqual({ lease_owner: null, last_error: 'the disk is full' });
    fail = false;
    clock.advance(HOUR);
    expect(await scheduler.tick()).toEqual({ [task.name]: 'ran' });
    expect((await taskRow(task.name))?.last_error).toBeNull();
    expect(runs).toHaveLength(2);
  });

  it('stop waits for a running task and then runs nothing more', async () => {
    const clock = createTestClock();
    const gate = deferred();
    const { task, runs } = countingTask({ everyMs: HOUR }, { gate: () => gate.promise });
    const scheduler = createScheduler({
      db: database.db,
      clock,
      log: memoryLog().log,
      tasks: [task],
      tickMs: MINUTE,
    });
    const started = scheduler.start();
    await expect.poll(() => runs.length).toBe(1);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(stopped).toBe(false);
    gate.resolve();
    await Promise.all([started, stopping]);
    expect(stopped).toBe(true);
    clock.advance(2 * HOUR);
    expect(runs).toHaveLength(1);
  });
});
