import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TJob } from '@prapa/contracts/jobs';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { auditRows, createTestClient, createTestMasterData } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let norm: string;

beforeAll(async () => {
  t = await createTestApp();
  const master = await createTestMasterData(t.db);
  for (let i = 0; i < 3; i += 1) await createTestClient(t.db, master);
  admin = (await t.loginAs(ROLE.ADMIN)).token;
  norm = (await t.loginAs(ROLE.NORM)).token;
});
afterAll(() => t.close());

async function makeReport(format: 'pdf' | 'xlsx' = 'pdf'): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/jobs',
    headers: bearer(norm),
    payload: { kind: 'report', report: 'users-registered', format },
  });
  const id = (res.json() as { data: TJob }).data.id;
  await t.app.jobs.runOnce();
  const job = await t.app.inject({ url: `/api/jobs/${id}`, headers: bearer(norm) });
  const done = (job.json() as { data: TJob }).data;
  expect(done.state).toBe('done');
  return done.file_id as number;
}

const storagePath = async (id: number) =>
  join(
    t.app.dataDir,
    'files',
    (
      await rawRows<{ p: string }>(t.db, sql`select storage_path as p from files where id = ${id}`)
    )[0]!.p,
  );

type ListBody = {
  data: {
    rows: { id: number; kind: string; sha256: string; size_bytes: number; present: boolean }[];
    disk: { free_bytes: number; total_bytes: number };
  };
};

describe('the file room', () => {
  it('lists generated reports with checksum and size, and the free disk space', async () => {
    const id = await makeReport();
    const res = await t.app.inject({ url: '/api/files', headers: bearer(norm) });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ListBody;
    const row = body.data.rows.find((r) => r.id === id);
    expect(row).toMatchObject({ kind: 'report', present: true });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.size_bytes).toBe((await stat(await storagePath(id))).size);
    expect(body.data.disk.free_bytes).toBeGreaterThan(0);
    expect(body.data.disk.total_bytes).toBeGreaterThanOrEqual(body.data.disk.free_bytes);
    const none = await t.app.inject({ url: '/api/files?kind=notice', headers: bearer(norm) });
    expect((none.json() as ListBody).data.rows).toEqual([]);
  });

  it('NORM downloads but cannot delete; ADMIN deletes with a reason, audited', async () => {
    const id = await makeReport('xlsx');
    const got = await t.app.inject({ url: `/api/files/${id}/download`, headers: bearer(norm) });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/files/${id}/delete`,
      headers: bearer(norm),
      payload: { reason: 'ไม่ใช้แล้ว' },
    });
    expect(denied.statusCode).toBe(403);
    const noReason = await t.app.inject({
      method: 'POST',
      url: `/api/files/${id}/delete`,
      headers: bearer(admin),
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
    const path = await storagePath(id);
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/files/${id}/delete`,
      headers: bearer(admin),
      payload: { reason: 'พิมพ์ผิดรอบบิล' },
    });
    expect(ok.statusCode).toBe(200);
    await expect(stat(path)).rejects.toThrow();
    const list = await t.app.inject({ url: '/api/files', headers: bearer(admin) });
    expect((list.json() as ListBody).data.rows.map((r) => r.id)).not.toContain(id);
    const gone = await t.app.inject({ url: `/api/files/${id}/download`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
    const [entry] = await auditRows(t.db, 'file.delete');
    expect(entry).toMatchObject({ entityId: String(id) });
    expect(entry?.after).toEqual({ reason: 'พิมพ์ผิดรอบบิล' });
  });

  it('a report whose file went missing is made again from the database on download', async () => {
    const id = await makeReport();
    await rm(await storagePath(id));
    const list = await t.app.inject({ url: '/api/files', headers: bearer(norm) });
    expect((list.json() as ListBody).data.rows.find((r) => r.id === id)).toMatchObject({
      present: false,
    });
    const got = await t.app.inject({ url: `/api/files/${id}/download`, headers: bearer(norm) });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await stat(await storagePath(id))).toBeTruthy();
    expect((await auditRows(t.db, 'file.regenerate')).length).toBeGreaterThan(0);
  });

  it('retention: ADMIN sets days per kind; the cleanup deletes what is older', async () => {
    const old = await makeReport();
    const denied = await t.app.inject({
      method: 'PUT',
      url: '/api/files/retention',
      headers: bearer(norm),
      payload: { rules: [{ kind: 'report', keep_days: 30 }] },
    });
    expect(denied.statusCode).toBe(403);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/files/retention',
      headers: bearer(admin),
      payload: { rules: [{ kind: 'report', keep_days: 30 }] },
    });
    expect(set.statusCode).toBe(200);
    expect((set.json() as { data: unknown }).data).toEqual([{ kind: 'report', keep_days: 30 }]);
    t.clock.advance(31 * 24 * 3600 * 1000);
    // Sessions idle for a month have expired.
    admin = (await t.loginAs(ROLE.ADMIN)).token;
    norm = (await t.loginAs(ROLE.NORM)).token;
    const fresh = await makeReport();
    const cleaned = await t.app.inject({
      method: 'POST',
      url: '/api/files/cleanup',
      headers: bearer(admin),
    });
    expect(cleaned.statusCode).toBe(200);
    expect((cleaned.json() as { data: { deleted: number } }).data.deleted).toBeGreaterThanOrEqual(
      1,
    );
    const ids = (
      (await t.app.inject({ url: '/api/files', headers: bearer(admin) })).json() as ListBody
    ).data.rows.map((r) => r.id);
    expect(ids).not.toContain(old);
    expect(ids).toContain(fresh);
    expect((await auditRows(t.db, 'file.expire')).length).toBeGreaterThanOrEqual(1);
  });

  it('lists the backups with their checksums; only ADMIN downloads one', async () => {
    const before = await t.app.inject({ url: '/api/files/backups', headers: bearer(norm) });
    expect((before.json() as { data: { exists: boolean } }).data.exists).toBe(false);
    const dir = join(t.app.dataDir, 'backups');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'prapa-2569-11-20.dump'), 'backup bytes');
    await writeFile(
      join(dir, 'prapa-2569-11-20.dump.sha256'),
      `${'a'.repeat(64)}  prapa-2569-11-20.dump\n`,
    );
    const list = await t.app.inject({ url: '/api/files/backups', headers: bearer(admin) });
    expect((list.json() as { data: unknown }).data).toMatchObject({
      exists: true,
      rows: [{ name: 'prapa-2569-11-20.dump', size_bytes: 12, sha256: 'a'.repeat(64) }],
    });
    const denied = await t.app.inject({
      url: '/api/files/backups/prapa-2569-11-20.dump',
      headers: bearer(norm),
    });
    expect(denied.statusCode).toBe(403);
    const got = await t.app.inject({
      url: '/api/files/backups/prapa-2569-11-20.dump',
      headers: bearer(admin),
    });
    expect(got.body).toBe('backup bytes');
    const climb = await t.app.inject({ url: '/api/files/backups/..%2Fx', headers: bearer(admin) });
    expect(climb.statusCode).toBe(404);
  });
});
