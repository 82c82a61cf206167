import { randomUUID } from 'node:crypto';
import { BANGKOK_UTC_OFFSET_MS } from '@prapa/domain/thai-date';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { rawRows } from '../db/raw-rows.ts';
import type { Clock } from './clock.ts';

/**
 * A small in-process scheduler for background work that is not a request: the overdue refresh,
 * later the nightly backup and report jobs (ARCHITECTURE "Background work").
 *
 * - Tasks have a name and run every `everyMs`, or once a day at `dailyAt` ('HH:MM', Bangkok
 *   time), and (with `runAtStart`) once when the scheduler starts.
 * - Before running, a process takes the task's lease in `scheduled_tasks` with one conditional
 *   UPDATE: only one process holds it at a time, and an occurrence that one process has started
 *   (today's 02:00 run, this hour's run) is not started again by another. Several API processes
 *   on one PostgreSQL therefore never run the same task at once; a process that dies mid-run
 *   leaves a lease that runs out after `leaseMs`. A running task renews its lease.
 * - A failing task is logged and recorded (`last_error`); it never takes the process down.
 * - `stop()` (called on app close) clears the timer and waits for a running task to finish.
 *
 * Time comes from the app's clock, so tests move it and call `tick()` instead of waiting.
 */

export type TaskContext = { db: Db; now: Date; log: FastifyBaseLogger };

export type TaskSchedule = { everyMs: number } | { dailyAt: string };

export type ScheduledTask = {
  /** Unique, stable: it names the task's row in scheduled_tasks. */
  name: string;
  /** One schedule or several (a daily time and an hourly safety net): due when any is. */
  schedule: TaskSchedule | readonly TaskSchedule[];
  /** Run once when the scheduler starts (the lease still applies). */
  runAtStart?: boolean;
  /** How long a run may hold the task before another process may take it; renewed while running. */
  leaseMs?: number;
  run: (ctx: TaskContext) => Promise<unknown>;
};

export type RunOutcome = 'ran' | 'failed' | 'busy' | 'not_due';

export type Scheduler = {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Runs every task that is due now (by the clock); the timer calls it every `tickMs`. */
  tick: () => Promise<Record<string, RunOutcome>>;
  /** Runs one task now, due or not (still under its lease). */
  runNow: (name: string) => Promise<RunOutcome>;
  readonly tasks: readonly ScheduledTask[];
};

export type SchedulerOptions = {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  tasks: readonly ScheduledTask[];
  /** How often the timer looks for due tasks; one minute by default. */
  tickMs?: number;
};

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const DEFAULT_LEASE_MS = 15 * MINUTE;
const DAILY_AT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The latest instant at or before `now` when an occurrence of the schedule began: for a daily
 * task today's (or yesterday's) time in Bangkok, for an interval task just after `now − everyMs`. A task
 * whose last start is before this instant is due.
 */
export function occurrenceStart(schedule: TaskSchedule | readonly TaskSchedule[], now: Date): Date {
  if (Array.isArray(schedule)) {
    if (schedule.length === 0) throw new RangeError('a task needs a schedule');
    const starts = schedule.map((one: TaskSchedule) => occurrenceStart(one, now).getTime());
    return new Date(Math.max(...starts));
  }
  const one = schedule as TaskSchedule;
  // An interval task is due once its last start is `everyMs` ago or more: the occurrence
  // began a millisecond after that, since "due" compares last start < occurrence start.
  if ('everyMs' in one) return new Date(now.getTime() - one.everyMs + 1);
  const match = DAILY_AT.exec(one.dailyAt);
  if (!match) throw new RangeError(`dailyAt must be HH:MM, got ${one.dailyAt}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  const local = now.getTime() + BANGKOK_UTC_OFFSET_MS;
  const todayAt = Math.floor(local / DAY) * DAY + minutes * MINUTE - BANGKOK_UTC_OFFSET_MS;
  return new Date(todayAt <= now.getTime() ? todayAt : todayAt - DAY);
}

function validate(tasks: readonly ScheduledTask[]) {
  const names = new Set<string>();
  for (const task of tasks) {
    if (names.has(task.name)) throw new Error(`scheduled task '${task.name}' twice`);
    names.add(task.name);
    const schedules: readonly TaskSchedule[] = Array.isArray(task.schedule)
      ? task.schedule
      : [task.schedule as TaskSchedule];
    for (const one of schedules) {
      if ('everyMs' in one && !(one.everyMs >= MINUTE)) {
        throw new RangeError(`task '${task.name}': everyMs must be at least a minute`);
      }
    }
    occurrenceStart(task.schedule, new Date());
  }
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  validate(options.tasks);
  const { db, clock, log } = options;
  const owner = randomUUID();
  const running = new Map<string, Promise<RunOutcome>>();
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  /** Takes the lease when no live lease exists and (unless forced) the task is due. */
  async function claim(task: ScheduledTask, now: Date, force: boolean): Promise<boolean> {
    const leaseUntil = new Date(now.getTime() + (task.leaseMs ?? DEFAULT_LEASE_MS));
    const dueBefore = occurrenceStart(task.schedule, now);
    await db.execute(
      sql`insert into scheduled_tasks (name) values (${task.name}) on conflict (name) do nothing`,
    );
    const rows = await rawRows<{ name: string }>(
      db,
      sql`update scheduled_tasks
          set lease_owner = ${owner}, lease_until = ${leaseUntil.toISOString()}::timestamptz,
              last_started_at = ${now.toISOString()}::timestamptz
          where name = ${task.name}
            and (lease_until is null or lease_until <= ${now.toISOString()}::timestamptz)
            and (${force}::boolean or last_started_at is null
                 or last_started_at < ${dueBefore.toISOString()}::timestamptz)
          returning name`,
    );
    return rows.length === 1;
  }

  async function release(task: ScheduledTask, error: string | null) {
    await db.execute(
      sql`update scheduled_tasks
          set lease_owner = null, lease_until = null,
              last_finished_at = ${clock().toISOString()}::timestamptz, last_error = ${error}
          where name = ${task.name} and lease_owner = ${owner}`,
    );
  }

  async function execute(task: ScheduledTask, force: boolean): Promise<RunOutcome> {
    const now = clock();
    let claimed: boolean;
    try {
      claimed = await claim(task, now, force);
    } catch (error) {
      log.error({ err: error, task: task.name }, 'scheduled task: could not take its lease');
      return 'failed';
    }
    if (!claimed) return force ? 'busy' : 'not_due';

    const leaseMs = task.leaseMs ?? DEFAULT_LEASE_MS;
    const renew = setInterval(() => {
      const until = new Date(clock().getTime() + leaseMs).toISOString();
      db.execute(
        sql`update scheduled_tasks set lease_until = ${until}::timestamptz
            where name = ${task.name} and lease_owner = ${owner}`,
      ).catch((error: unknown) =>
        log.warn({ err: error, task: task.name }, 'lease renewal failed'),
      );
    }, leaseMs / 3);
    renew.unref();
    let failure: string | null = null;
    try {
      const result = await task.run({ db, now, log });
      log.info({ task: task.name, result }, 'scheduled task ran');
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
      log.error({ err: error, task: task.name }, 'scheduled task failed');
    } finally {
      clearInterval(renew);
    }
    try {
      await release(task, failure);
    } catch (error) {
      log.error({ err: error, task: task.name }, 'scheduled task: could not release its lease');
    }
    return failure === null ? 'ran' : 'failed';
  }

  /** One run per task and process at a time: a second request joins the running one. */
  function runOnce(task: ScheduledTask, force: boolean): Promise<RunOutcome> {
    const current = running.get(task.name);
    if (current) return current.then(() => 'busy' as const);
    const promise = execute(task, force).finally(() => running.delete(task.name));
    running.set(task.name, promise);
    return promise;
  }

  async function tick(): Promise<Record<string, RunOutcome>> {
    const outcomes: Record<string, RunOutcome> = {};
    for (const task of options.tasks) {
      if (stopped) break;
      outcomes[task.name] = await runOnce(task, false);
    }
    return outcomes;
  }

  return {
    tasks: options.tasks,
    tick,
    runNow: async (name) => {
      const task = options.tasks.find((t) => t.name === name);
      if (!task) throw new Error(`no scheduled task '${name}'`);
      return runOnce(task, true);
    },
    start: async () => {
      stopped = false;
      for (const task of options.tasks) {
        if (stopped) break;
        await runOnce(task, task.runAtStart === true);
      }
      if (stopped || timer) return;
      timer = setInterval(() => {
        tick().catch((error: unknown) => log.error({ err: error }, 'scheduler tick failed'));
      }, options.tickMs ?? MINUTE);
      timer.unref();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.allSettled([...running.values()]);
    },
  };
}
