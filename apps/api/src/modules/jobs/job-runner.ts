import { hostname } from 'node:os';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type ClaimedJob,
  claimNextJob,
  failExhaustedJobs,
  finishJob,
  isJobCancelled,
  renewLease,
} from './jobs.repository.ts';

export type JobControl = {
  db: Db;
  dataDir: string;
  now: () => Date;
  /**
   * Records progress (0–100) and renews the lease; throws `JobCancelledError` when the job was
   * cancelled and `LeaseLostError` when another runner took it.
   */
  progress: (percent: number) => Promise<void>;
  /** Aborted as soon as this runner learns the job was cancelled or lost. */
  signal: AbortSignal;
};

export type JobHandler = (
  job: ClaimedJob,
  control: JobControl,
) => Promise<{ fileId: number | null }>;

export type JobRunnerOptions = {
  db: Db;
  clock: Clock;
  dataDir: string;
  handlers: Record<string, JobHandler>;
  /** How long a claim holds without renewal; a dead process's job is taken again after it. */
  leaseMs?: number;
  pollMs?: number;
  owner?: string;
  /** Called once per poll tick when no job was found (housekeeping such as retention). */
  onIdle?: () => Promise<void>;
  log?: (message: string, error?: unknown) => void;
};

export class LeaseLostError extends Error {
  constructor(id: number) {
    super(`job ${id}: lease lost to another runner`);
  }
}

export class JobCancelledError extends Error {
  constructor(id: number) {
    super(`job ${id}: cancelled`);
  }
}

export type JobRunner = {
  /** Claims and runs one job; false when there was none. */
  runOnce: () => Promise<boolean>;
  start: () => void;
  /** Stops polling and waits for the job in hand. */
  stop: () => Promise<void>;
  /** Poll now (a job was just queued). */
  wake: () => void;
  /** The job was cancelled (by a request to this process): stop it now if it runs here. */
  cancelled: (id: number) => void;
  owner: string;
};

/**
 * Runs background jobs inside the API process, one at a time per process (the CPU-heavy
 * part of a job runs on a worker thread; the runner itself only moves data). Every process
 * may run a runner: claims use `for update skip locked` and a lease, so no two take the same
 * job, and a job whose process died is taken again once its lease expires.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 2_000;
  const owner =
    options.owner ?? `${hostname()}:${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  const { db, clock } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<boolean> | undefined;
  let stopped = true;
  let current: { id: number; abort: AbortController; cancelled: boolean } | undefined;

  const runJob = async (job: ClaimedJob) => {
    const handler = options.handlers[job.kind];
    const abort = new AbortController();
    const mine = { id: job.id, abort, cancelled: false };
    current = mine;
    let lost = false;
    let lastRenew = clock().getTime();
    const renew = async (percent: number | null) => {
      const ok = await renewLease(db, job.id, owner, clock(), leaseMs, percent);
      lastRenew = clock().getTime();
      if (!ok && !lost) {
        lost = true;
        if (await isJobCancelled(db, job.id)) mine.cancelled = true;
        abort.abort();
      }
    };
    const stopIfEnded = () => {
      if (mine.cancelled) throw new JobCancelledError(job.id);
      if (lost) throw new LeaseLostError(job.id);
    };
    // The lease is renewed even when the handler reports no progress for a while.
    const heartbeat = setInterval(
      () => {
        if (clock().getTime() - lastRenew > leaseMs / 3) void renew(null).catch(() => undefined);
      },
      Math.max(250, Math.floor(leaseMs / 3)),
    );
    heartbeat.unref();
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      const result = await handler(job, {
        db,
        dataDir: options.dataDir,
        now: clock,
        signal: abort.signal,
        progress: async (percent) => {
          stopIfEnded();
          await renew(percent);
          stopIfEnded();
        },
      });
      // A cancelled job's row is already final; the runner no longer holds it.
      await finishJob(db, job.id, owner, clock(), { ok: true, fileId: result.fileId });
    } catch (error) {
      const ended = mine.cancelled || lost;
      if (!ended) options.log?.(`job ${job.id} failed`, error);
      if (!ended && !(error instanceof LeaseLostError) && !(error instanceof JobCancelledError)) {
        const message = error instanceof Error ? error.message : String(error);
        await finishJob(db, job.id, owner, clock(), { ok: false, error: message });
      }
    } finally {
      clearInterval(heartbeat);
      if (current === mine) current = undefined;
    }
  };

  const runOnce = async (): Promise<boolean> => {
    await failExhaustedJobs(db, clock());
    const job = await claimNextJob(db, owner, clock(), leaseMs);
    if (!job) return false;
    await runJob(job);
    return true;
  };

  const tick = async () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        let any = false;
        while (!stopped && (await runOnce())) any = true;
        if (!any && !stopped) await options.onIdle?.();
        return any;
      } catch (error) {
        options.log?.('job runner tick failed', error);
        return false;
      } finally {
        running = undefined;
      }
    })();
    await running;
  };

  return {
    owner,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
    wake() {
      if (!stopped) void tick();
    },
    cancelled(id) {
      if (current?.id === id) {
        current.cancelled = true;
        current.abort.abort();
      }
    },
  };
}
