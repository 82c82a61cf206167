import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createJobRunner, JobCancelledError, type JobHandler } from './job-runner.ts';
import {
  cancelJobRow,
  claimNextJob,
  failExhaustedJobs,
  finishJob,
  insertJob,
  renewLease,
} from './jobs.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await rawRows(t.db, sql`delete from jobs`);
});

const LEASE = 60_000;
const state = async (id: number) =>
  (
    await rawRows<{ state: string; attempts: number; error: string | null; progress: number }>(
      t.db,
      sql`select state, attempts, error, progress::int as progress from jobs where id = ${id}`,
    )
  )[0];
const queue = (kind = 'test') =>
  insertJob(t.db, { kind, params: { n: 1 }, requestedBy: null, at: t.clock() });

describe('claiming jobs with a lease', () => {
  it('two runners never take the same job; each takes a different one', async () => {
    const a = await queue();
    const b = await queue();
    const claims = await Promise.all(
      ['p1', 'p2', 'p3'].map((owner) => claimNextJob(t.db, owner, t.clock(), LEASE)),
    );
    const ids = claims.filter((c) => c !== undefined).map((c) => c.id);
    expect(ids.sort()).toEqual([a, b].sort());
    expect(await claimNextJob(t.db, 'p4', t.clock(), LEASE)).toBeUndefined();
  });

  it('a running job whose lease expired (its process died) is taken again, then failed after the last attempt', async () => {
    const id = await queue();
    expect((await claimNextJob(t.db, 'dead-1', t.clock(), LEASE))?.id).toBe(id);
    // Within the lease nobody else takes it.
    t.clock.advance(LEASE / 2);
    expect(await claimNextJob(t.db, 'other', t.clock(), LEASE)).toBeUndefined();
    // Lease expired: taken again (attempt 2); the dead owner has lost it.
    t.clock.advance(LEASE);
    const again = await claimNextJob(t.db, 'dead-2', t.clock(), LEASE);
    expect(again).toMatchObject({ id, attempts: 2 });
    expect(await renewLease(t.db, id, 'dead-1', t.clock(), LEASE, 10)).toBe(false);
    expect(await finishJob(t.db, id, 'dead-1', t.clock(), { ok: true, fileId: null })).toBe(false);
    // The second process dies too: with max_attempts 2 the job is failed, not retried.
    t.clock.advance(LEASE * 2);
    expect(await claimNextJob(t.db, 'p3', t.clock(), LEASE)).toBeUndefined();
    expect(await failExhaustedJobs(t.db, t.clock())).toBe(1);
    expect(await state(id)).toMatchObject({ state: 'failed', attempts: 2 });
    expect((await state(id))?.error).toMatch(/lease expired/);
  });
});

describe('the runner', () => {
  it('resumes a job left running by a crashed process and finishes it', async () => {
    const id = await queue();
    await claimNextJob(t.db, 'crashed', t.clock(), LEASE);
    const seen: number[] = [];
    const handler: JobHandler = async (job, control) => {
      seen.push(job.id);
      await control.progress(40);
      expect((await state(job.id))?.progress).toBe(40);
      return { fileId: null };
    };
    const runner = createJobRunner({
      db: t.db,
      clock: t.clock,
      dataDir: '/nonexistent',
      handlers: { test: handler },
      leaseMs: LEASE,
    });
    expect(await runner.runOnce()).toBe(false);
    t.clock.advance(LEASE + 1);
    expect(await runner.runOnce()).toBe(true);
    expect(seen).toEqual([id]);
    expect(await state(id)).toMatchObject({ state: 'done', progress: 100, attempts: 2 });
  });

  it('a job that throws is failed with its message, and the next one still runs', async () => {
    const bad = await queue('boom');
    const good = await queue();
    const runner = createJobRunner({
      db: t.db,
      clock: t.clock,
      dataDir: '/nonexistent',
      handlers: {
        boom: async () => {
          throw new Error('ไม่มีข้อมูล');
        },
        test: async () => ({ fileId: null }),
      },
    });
    await runner.runOnce();
    await runner.runOnce();
    expect(await state(bad)).toMatchObject({ state: 'failed', error: 'ไม่มีข้อมูล' });
    expect(await state(good)).toMatchObject({ state: 'done' });
  });
});

describe('the jobs API', () => {
  it('creates, polls and lists my own jobs only; a bad report name is a 400', async () => {
    const norm = await t.loginAs(ROLE.NORM);
    const other = await t.loginAs(ROLE.NORM);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(norm.token),
      payload: { kind: 'report', report: 'users-active', format: 'xlsx' },
    });
    expect(created.statusCode).toBe(202);
    const job = (created.json() as { data: { id: number; state: string } }).data;
    expect(job.state).toBe('queued');
    const [audited] = await auditRows(t.db, 'report.request', job.id);
    expect(audited).toMatchObject({
      accountId: norm.account.id,
      after: { report: 'users-active', format: 'xlsx' },
    });
    const polled = await t.app.inject({ url: `/api/jobs/${job.id}`, headers: bearer(norm.token) });
    expect(polled.statusCode).toBe(200);
    const foreign = await t.app.inject({
      url: `/api/jobs/${job.id}`,
      headers: bearer(other.token),
    });
    expect(foreign.statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/jobs', headers: bearer(other.token) });
    expect((list.json() as { data: unknown[] }).data).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/jobs',
      headers: bearer(norm.token),
      payload: { kind: 'report', report: 'nope', format: 'pdf' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('cancelling a job', () => {
  const runnerWith = (handler: JobHandler) =>
    createJobRunner({
      db: t.db,
      clock: t.clock,
      dataDir: '/nonexistent',
      handlers: { test: handler },
      leaseMs: LEASE,
    });

  it('a running job cancelled from another process stops at its next progress report and stays cancelled', async () => {
    const id = await queue();
    const reached: number[] = [];
    let stoppedWith: unknown;
    let aborted = false;
    const runner = runnerWith(async (job, control) => {
      await control.progress(10);
      reached.push(10);
      // Someone presses cancel (the row changes; this runner only learns it from the database).
      await cancelJobRow(t.db, job.id, null, t.clock());
      try {
        await control.progress(20);
        reached.push(20);
      } catch (error) {
        stoppedWith = error;
        aborted = control.signal.aborted;
        throw error;
      }
      return { fileId: null };
    });
    expect(await runner.runOnce()).toBe(true);
    expect(reached).toEqual([10]);
    expect(stoppedWith).toBeInstanceOf(JobCancelledError);
    expect(aborted).toBe(true);
    expect(await state(id)).toMatchObject({ state: 'cancelled', error: null });
    // A cancelled job is never taken again.
    t.clock.advance(LEASE * 3);
    expect(await runner.runOnce()).toBe(false);
  });

  it('a cancel that reaches the runner in this process aborts the job at once', async () => {
    const id = await queue();
    let runner: ReturnType<typeof runnerWith> | undefined;
    const seen: boolean[] = [];
    runner = runnerWith(async (job, control) => {
      await cancelJobRow(t.db, job.id, null, t.clock());
      runner?.cancelled(job.id);
      seen.push(control.signal.aborted);
      await control.progress(50);
      return { fileId: null };
    });
    await runner.runOnce();
    expect(seen).toEqual([true]);
    expect(await state(id)).toMatchObject({ state: 'cancelled', progress: 0 });
  });

  it('POST /api/jobs/:id/cancel: the one who asked or an ADMIN; others 404; an ended job 409 in Thai; audited', async () => {
    const norm = await t.loginAs(ROLE.NORM);
    const other = await t.loginAs(ROLE.NORM);
    const admin = await t.loginAs(ROLE.ADMIN);
    const make = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/jobs',
        headers: bearer(norm.token),
        payload: { kind: 'report', report: 'users-active', format: 'xlsx' },
      });
      return (res.json() as { data: { id: number } }).data.id;
    };
    const cancel = (id: number, token: string) =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${id}/cancel`, headers: bearer(token) });

    const first = await make();
    expect((await cancel(first, other.token)).statusCode).toBe(404);
    const mine = await cancel(first, norm.token);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { data: { state: string } }).data.state).toBe('cancelled');
    const again = await cancel(first, norm.token);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error: { message: string } }).error.message).toBe(
      'งานนี้จบแล้ว ยกเลิกไม่ได้',
    );

    const second = await make();
    expect((await cancel(second, admin.token)).statusCode).toBe(200);
    // Neither cancelled job runs.
    expect(await t.app.jobs.runOnce()).toBe(false);
    const audits = await rawRows<{ entity_id: string; account_id: number }>(
      t.db,
      sql`select entity_id, account_id from audit_log where action = 'job.cancel' order by id`,
    );
    expect(audits).toEqual([
      { entity_id: String(first), account_id: norm.account.id },
      { entity_id: String(second), account_id: admin.account.id },
    ]);
  });
});
