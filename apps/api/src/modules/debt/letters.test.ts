import { DEBT_PATHS, type TLetterBatch, ZLetterJobParams } from '@prapa/contracts/debt';
import type { TJob } from '@prapa/contracts/jobs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/factories.ts';
import { bearer } from '../../test/test-app.ts';
import { createReportsWorld, type ReportsWorld } from '../reports/reports-test-kit.ts';

let w: ReportsWorld;
const post = (url: string, params: unknown, token = w.norm) =>
  w.t.app.inject({ method: 'POST', url, headers: bearer(token), payload: { params } });
const get = (url: string, token = w.norm) =>
  w.t.app.inject({ method: 'GET', url, headers: bearer(token) });

/** Issues letters the way the page does: queue the job, let the runner take it, read it back. */
async function issue(params: unknown, token = w.norm): Promise<{ job: TJob; batch: TLetterBatch }> {
  const queued = await post(DEBT_PATHS.letters, params, token);
  expect(queued.statusCode, queued.body).toBe(202);
  const id = (queued.json().data as TJob).id;
  while (await w.t.app.jobs.runOnce()) {
    // run every queued job
  }
  const job = (await get(`/api/jobs/${id}`, token)).json().data as TJob;
  expect(job.state, job.error ?? '').toBe('done');
  return { job, batch: ZLetterJobParams.parse(job.params).batch! };
}

beforeAll(async () => {
  w = await createReportsWorld(120, 8);
  await w.rows(
    sql`update organisation set promptpay_biller_id = '099400016550100', phone = '02-123-4567'`,
  );
}, 120_000);
afterAll(async () => {
  await w.t.close();
});

describe('debt letters (/process/debtnotification)', () => {
  it('previews members owing 2+ months (the default) with the pay-by date from the settings', async () => {
    const res = await post(DEBT_PATHS.letterPreview, { kind: 'first' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const expected = await w.rows<{ n: number }>(
      sql`select count(*)::int as n from (select client_id from invoices
          where receipt_id is null and cancelled_at is null and due_date < '2026-11-20'
          group by client_id having count(*) >= 2) x`,
    );
    expect(data.count).toBe(expected[0]!.n);
    expect(data.rows.every((r: { months: number }) => r.months >= 2)).toBe(true);
    expect(data.issued_on).toBe('2026-11-20');
    expect(data.pay_by).toBe('2026-12-05');
  });

  it('issues numbered letters gapless as a job, records them on the members, keeps one PDF in the file room', async () => {
    const preview = (await post(DEBT_PATHS.letterPreview, { kind: 'first', min_months: 1 })).json()
      .data;
    const { job, batch: issued } = await issue({ kind: 'first', min_months: 1 });
    expect(issued.count).toBe(preview.count);
    expect(issued.first_no).toBe('NT2570/000001');
    expect(issued.last_no).toBe(`NT2570/${String(preview.count).padStart(6, '0')}`);
    expect(job.file_id).not.toBeNull();

    const letters = await w.rows<{
      client_id: number;
      amount: number;
      items: number;
      file: number;
    }>(
      sql`select client_id, amount_satang::float8 as amount, jsonb_array_length(items) as items,
            file_id as file
          from debt_letters where batch_no = ${issued.batch_no}`,
    );
    expect(letters.length).toBe(preview.count);
    for (const letter of letters) {
      const row = preview.rows.find((r: { client_id: number }) => r.client_id === letter.client_id);
      expect(letter.amount).toBe(row.overdue_satang);
      expect(letter.items).toBe(row.months);
      expect(letter.file).toBe(job.file_id);
    }
    const [file] = await w.rows<{ kind: string; mime_type: string; related: string }>(
      sql`select kind, mime_type, related_type || ':' || related_id as related
          from files where id = ${job.file_id}`,
    );
    expect(file).toEqual({
      kind: 'notice',
      mime_type: 'application/pdf',
      related: `debt_letter_batch:${issued.batch_no}`,
    });
    expect((await auditRows(w.t.db, 'debt_letter.request')).length).toBe(1);
    const audits = await auditRows(w.t.db, 'debt_letter.issue');
    expect(audits.length).toBe(1);
    expect(audits[0]!.accountId).not.toBeNull();

    // The debtor list shows the letter.
    const list = (await get(`${DEBT_PATHS.debtors}?page_size=200`)).json().data;
    const some = list.rows.find(
      (r: { client_id: number }) => r.client_id === letters[0]!.client_id,
    );
    expect(some.letters_sent).toBe(1);
    expect(some.last_letter.kind).toBe('first');

    // The batch prints as one PDF (the one in the file room); one letter reprints as a copy.
    const pdf = await get(`${DEBT_PATHS.letterBatch}/${issued.batch_no}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const fromRoom = await get(`/api/files/${job.file_id}/download`);
    expect(fromRoom.rawPayload.equals(pdf.rawPayload)).toBe(true);
    const [one] = await w.rows<{ id: number }>(
      sql`select id from debt_letters order by id limit 1`,
    );
    const copy = await get(`${DEBT_PATHS.letters}/${one!.id}/copy`);
    expect(copy.statusCode).toBe(200);
    expect(copy.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('keeps numbers gapless when two runs are queued at once', async () => {
    const [before] = await w.rows<{ n: number }>(sql`select count(*)::int as n from debt_letters`);
    const [a, b] = await Promise.all([
      post(DEBT_PATHS.letters, { kind: 'second', min_months: 2 }),
      post(DEBT_PATHS.letters, { kind: 'final', min_months: 3 }),
    ]);
    expect(a!.statusCode, a!.body).toBe(202);
    expect(b!.statusCode, b!.body).toBe(202);
    while (await w.t.app.jobs.runOnce()) {
      // both jobs
    }
    const batches = await Promise.all(
      [a!, b!].map(async (res) => {
        const job = (await get(`/api/jobs/${res.json().data.id}`)).json().data as TJob;
        expect(job.state).toBe('done');
        return ZLetterJobParams.parse(job.params).batch!;
      }),
    );
    const seqs = await w.rows<{ seq: number }>(sql`select seq from debt_letters order by seq`);
    expect(seqs.map((r) => r.seq)).toEqual(seqs.map((_, i) => i + 1));
    expect(seqs.length).toBe(before!.n + batches[0]!.count + batches[1]!.count);
  }, 60_000);

  it('picks members by hand; refuses an empty selection and a meter reader, in Thai', async () => {
    const [member] = await w.rows<{ id: number }>(
      sql`select client_id as id from invoices where receipt_id is null and cancelled_at is null
          and due_date < '2026-11-20' limit 1`,
    );
    const picked = await post(DEBT_PATHS.letterPreview, {
      kind: 'first',
      client_ids: [member!.id],
    });
    expect(picked.json().data.count).toBe(1);
    const none = await post(DEBT_PATHS.letters, { kind: 'first', min_months: 600 });
    expect(none.statusCode).toBe(400);
    expect(none.body).toMatch(/ไม่มีผู้ใช้น้ำที่ตรงกับเงื่อนไข/);
    expect((await post(DEBT_PATHS.letters, { kind: 'first' }, w.view)).statusCode).toBe(403);
    expect((await post(DEBT_PATHS.letters, { kind: 'fourth' })).statusCode).toBe(400);
  });

  it('lets an administrator change the settings (audited), not office staff', async () => {
    const settings = {
      pay_within_days: 7,
      signer_name: 'นายสมศักดิ์ รักน้ำ',
      signer_position: 'นายก อบต.',
      reconnection_fee_satang: 10_000,
      late_fee: {
        enabled: true,
        mode: 'percent',
        fixed_satang: 0,
        rate_bp: 150,
        after_days: 30,
        base: 'bill',
        cap_satang: 50_00,
      },
    };
    const put = (token: string) =>
      w.t.app.inject({
        method: 'PUT',
        url: DEBT_PATHS.settings,
        headers: bearer(token),
        payload: { params: settings },
      });
    expect((await put(w.norm)).statusCode).toBe(403);
    expect((await put(w.admin)).statusCode).toBe(200);
    expect((await get(DEBT_PATHS.settings)).json().data).toEqual(settings);
    expect((await auditRows(w.t.db, 'debt_settings.update')).length).toBe(1);
  });
});
