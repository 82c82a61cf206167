import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { billingCycles } from '../../db/schema/billing-cycles.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { type DocumentKind, storeDocument } from './store-document.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sha = (bytes: string | Buffer) => createHash('sha256').update(bytes).digest('hex');
const allFiles = async (dir: string): Promise<string[]> =>
  (await readdir(dir, { recursive: true })).map(String);

describe('storeDocument: any feature puts a file in the file room', () => {
  it('keeps the bytes with their SHA-256, kind, related record and who; NORM sees and downloads it', async () => {
    const norm = await t.loginAs(ROLE.NORM);
    const [cycle] = await t.db
      .insert(billingCycles)
      .values({
        billCycleNo: 2,
        billCycleName: 'รอบ 11/2569',
        billYear: 2570,
        periodYear: 2026,
        periodMonth: 11,
        billCutOff: '2026-11-25',
        order: 1,
        status: 'open',
      })
      .returning({ id: billingCycles.id });
    const stored = await storeDocument(t.db, t.app.dataDir, {
      kind: 'notice',
      name: 'หนังสือแจ้งหนี้ 2569-11.pdf',
      mimeType: 'application/pdf',
      content: Buffer.from('%PDF-1.4 test notice'),
      related: { type: 'billing_cycle', id: cycle!.id },
      createdBy: norm.account.id,
      at: t.clock(),
    });
    expect(stored.sha256).toBe(sha('%PDF-1.4 test notice'));
    const list = await t.app.inject({ url: '/api/files?kind=notice', headers: bearer(norm.token) });
    expect(
      (list.json() as { data: { rows: Record<string, unknown>[] } }).data.rows[0],
    ).toMatchObject({
      id: stored.id,
      kind: 'notice',
      name: 'หนังสือแจ้งหนี้ 2569-11.pdf',
      sha256: stored.sha256,
      size_bytes: 20,
      related_type: 'billing_cycle',
      related_id: String(cycle!.id),
      // The file room names the record as people know it.
      related_ref: '11/2569',
      present: true,
      regenerable: false,
    });
    const got = await t.app.inject({
      url: `/api/files/${stored.id}/download`,
      headers: bearer(norm.token),
    });
    expect(got.body).toBe('%PDF-1.4 test notice');
  });

  it('a writer fills large documents in place; one that fails leaves neither bytes nor a row', async () => {
    const before = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from files`);
    const streamed = await storeDocument(t.db, t.app.dataDir, {
      kind: 'remittance',
      name: 'ใบนำส่งเงิน.txt',
      mimeType: 'text/plain',
      content: (path) => writeFile(path, 'written by a stream'),
      createdBy: null,
      at: t.clock(),
    });
    const [row] = await rawRows<{ storage_path: string }>(
      t.db,
      sql`select storage_path from files where id = ${streamed.id}`,
    );
    expect(await readFile(join(t.app.dataDir, 'files', row!.storage_path), 'utf8')).toBe(
      'written by a stream',
    );
    const filesBefore = await allFiles(join(t.app.dataDir, 'files'));
    await expect(
      storeDocument(t.db, t.app.dataDir, {
        kind: 'field_sheet',
        name: 'x.pdf',
        mimeType: 'application/pdf',
        content: async (path) => {
          await writeFile(path, 'half');
          throw new Error('disk full');
        },
        createdBy: null,
        at: t.clock(),
      }),
    ).rejects.toThrow('disk full');
    expect(await allFiles(join(t.app.dataDir, 'files'))).toEqual(filesBefore);
    const after = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from files`);
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    await expect(
      storeDocument(t.db, t.app.dataDir, {
        kind: 'letter' as DocumentKind,
        name: 'x.pdf',
        mimeType: 'application/pdf',
        content: 'x',
        createdBy: null,
        at: t.clock(),
      }),
    ).rejects.toThrow(/unknown document kind/);
  });

  it("its kind's retention applies: the cleanup removes an old bill batch and keeps other kinds", async () => {
    const admin = await t.loginAs(ROLE.ADMIN);
    const store = (kind: DocumentKind) =>
      storeDocument(t.db, t.app.dataDir, {
        kind,
        name: `${kind}.pdf`,
        mimeType: 'application/pdf',
        content: kind,
        createdBy: null,
        at: t.clock(),
      });
    const batch = await store('bill_batch');
    const kept = await store('import');
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/files/retention',
      headers: bearer(admin.token),
      payload: { rules: [{ kind: 'bill_batch', keep_days: 10 }] },
    });
    expect(set.statusCode).toBe(200);
    t.clock.advance(11 * 24 * 3600 * 1000);
    const again = await t.loginAs(ROLE.ADMIN);
    const cleaned = await t.app.inject({
      method: 'POST',
      url: '/api/files/cleanup',
      headers: bearer(again.token),
    });
    expect(cleaned.statusCode).toBe(200);
    const live = await rawRows<{ id: number }>(
      t.db,
      sql`select id from files where deleted_at is null`,
    );
    expect(live.map((r) => r.id)).toContain(kept.id);
    expect(live.map((r) => r.id)).not.toContain(batch.id);
  });
});
