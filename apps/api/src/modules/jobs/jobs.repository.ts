import type { TJob } from '@prapa/contracts/jobs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rawRows } from '../../db/raw-rows.ts';

export type ClaimedJob = {
  id: number;
  kind: string;
  params: Record<string, unknown>;
  requested_by: number | null;
  attempts: number;
};

type JobListRow = Omit<TJob, 'params' | 'created_at' | 'started_at' | 'finished_at'> & {
  params: string;
  created_ms: number;
  started_ms: number | null;
  finished_ms: number | null;
};

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const toJob = (row: JobListRow): TJob => ({
  id: row.id,
  kind: row.kind,
  params: JSON.parse(row.params) as Record<string, unknown>,
  state: row.state,
  progress: row.progress,
  file_id: row.file_id,
  file_name: row.file_name,
  error: row.error,
  attempts: row.attempts,
  created_at: iso(row.created_ms) as string,
  started_at: iso(row.started_ms),
  finished_at: iso(row.finished_ms),
});

const SELECT_JOB = sql`select j.id, j.kind, j.params::text as params, j.state, j.progress::int as progress,
    j.file_id, f.name as file_name, j.error, j.attempts, j.requested_by,
    extract(epoch from j.created_at)::float8 * 1000 as created_ms,
    extract(epoch from j.started_at)::float8 * 1000 as started_ms,
    extract(epoch from j.finished_at)::float8 * 1000 as finished_ms
  from jobs j left join files f on f.id = j.file_id and f.deleted_at is null`;

export async function insertJob(
  db: Db,
  job: { kind: string; params: Record<string, unknown>; requestedBy: number | null; at: Date },
): Promise<number> {
  const [row] = await rawRows<{ id: number }>(
    db,
    sql`insert into jobs (kind, params, requested_by, created_at)
        values (${job.kind}, ${JSON.stringify(job.params)}::jsonb, ${job.requestedBy}, ${job.at.toISOString()}::timestamptz)
        returning id`,
  );
  return row!.id;
}

export async function findJob(
  db: Db,
  id: number,
): Promise<(TJob & { requested_by: number | null }) | undefined> {
  const [row] = await rawRows<JobListRow & { requested_by: number | null }>(
    db,
    sql`${SELECT_JOB} where j.id = ${id}`,
  );
  return row ? { ...toJob(row), requested_by: row.requested_by } : undefined;
}

export async function listJobsOf(db: Db, accountId: number, limit: number): Promise<TJob[]> {
  const rows = await rawRows<JobListRow>(
    db,
    sql`${SELECT_JOB} where j.requested_by = ${accountId} order by j.id desc limit ${limit}`,
  );
  return rows.map(toJob);
}

/**
 * Fails running jobs whose lease expired after their last allowed attempt: the process that
 * ran them died (or hung) max_attempts times, so trying again would likely do the same.
 */
export async function failExhaustedJobs(db: Db, now: Date): Promise<number> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`update jobs set state = 'failed', finished_at = ${now.toISOString()}::timestamptz,
          error = 'lease expired: the process running it stopped', lease_owner = null
        where state = 'running' and lease_until < ${now.toISOString()}::timestamptz
          and attempts >= max_attempts
        returning id`,
  );
  return rows.length;
}

/**
 * Takes the oldest queued job, or a running one whose lease expired (its process died), and
 * leases it to `owner`. `for update skip locked` lets several API processes claim at once
 * without waiting on each other or taking the same job.
 */
export async function claimNextJob(
  db: Db,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const [row] = await rawRows<ClaimedJob & { params: string }>(
    db,
    sql`update jobs set state = 'running', attempts = attempts + 1, lease_owner = ${owner},
          lease_until = ${until}::timestamptz, started_at = ${at}::timestamptz, progress = 0,
          error = null
        where id = (
          select id from jobs
          where state = 'queued'
             or (state = 'running' and lease_until < ${at}::timestamptz and attempts < max_attempts)
          order by id
          limit 1
          for update skip locked)
        returning id, kind, params::text as params, requested_by, attempts`,
  );
  return row ? { ...row, params: JSON.parse(row.params as unknown as string) } : undefined;
}

/** Renews the lease and records progress; false when the lease was lost to another runner. */
export async function renewLease(
  db: Db,
  id: number,
  owner: string,
  now: Date,
  leaseMs: number,
  progress: number | null,
): Promise<boolean> {
  const until = new Date(now.getTime() + leaseMs).toISOString();
  const rows = await rawRows<{ id: number }>(
    db,
    sql`update jobs set lease_until = ${until}::timestamptz
          ${progress === null ? sql`` : sql`, progress = ${Math.max(0, Math.min(99, Math.round(progress)))}`}
        where id = ${id} and lease_owner = ${owner} and state = 'running'
        returning id`,
  );
  return rows.length > 0;
}

export async function finishJob(
  db: Db,
  id: number,
  owner: string,
  now: Date,
  outcome: { ok: true; fileId: number | null } | { ok: false; error: string },
): Promise<boolean> {
  const at = now.toISOString();
  const rows = await rawRows<{ id: number }>(
    db,
    outcome.ok
      ? sql`update jobs set state = 'done', progress = 100, file_id = ${outcome.fileId},
              finished_at = ${at}::timestamptz, lease_owner = null, lease_until = null
            where id = ${id} and lease_owner = ${owner} returning id`
      : sql`update jobs set state = 'failed', error = ${outcome.error.slice(0, 2000)},
              finished_at = ${at}::timestamptz, lease_owner = null, lease_until = null
            where id = ${id} and lease_owner = ${owner} returning id`,
  );
  return rows.length > 0;
}

/**
 * Cancels a queued or running job: it is `cancelled` at once, its lease is dropped, so the
 * runner holding it finds its next renewal refused and stops. Returns false when the job had
 * already ended (done, failed or cancelled).
 */
export async function cancelJobRow(
  db: Db,
  id: number,
  by: number | null,
  now: Date,
): Promise<boolean> {
  const rows = await rawRows<{ id: number }>(
    db,
    sql`update jobs set state = 'cancelled', cancelled_by = ${by},
          finished_at = ${now.toISOString()}::timestamptz, lease_owner = null, lease_until = null
        where id = ${id} and state in ('queued', 'running')
        returning id`,
  );
  return rows.length > 0;
}

/** Whether a job was cancelled (the runner asks after a refused lease renewal). */
export async function isJobCancelled(db: Db, id: number): Promise<boolean> {
  const [row] = await rawRows<{ state: string }>(db, sql`select state from jobs where id = ${id}`);
  return row?.state === 'cancelled';
}
