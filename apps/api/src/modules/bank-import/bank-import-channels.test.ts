import { BANK_IMPORT_PATHS, type TBankDryRun } from '@prapa/contracts/bank-import';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/test-app.ts';
import { createPaymentsKit, type PaymentsKit } from '../payments/payments-test-kit.ts';
import {
  BANK,
  BANK_COLUMNS,
  bankUpload,
  invoiceNoOf,
  memberIdOf,
  setUpBank,
} from './bank-import-test-kit.ts';

let k: PaymentsKit;

beforeAll(async () => {
  k = await createPaymentsKit();
  // The office takes internet banking and ATM only.
  const settings = await setUpBank(k, ['net', 'ATM']);
  expect(settings.accepted_channels).toEqual(['NET', 'ATM']);
}, 60_000);
afterAll(() => k.t.close());

describe('accepted channels', () => {
  it('holds a line from a channel the office does not accept, citing the line and the field in Thai', async () => {
    const a = await k.addClient();
    const [a1] = await k.addInvoices(a, [{ year: 2026, month: 10, total: 10_000 }]);
    const b = await k.addClient();
    const [b1] = await k.addInvoices(b, [{ year: 2026, month: 10, total: 20_000 }]);
    const ref = async (who: { clientId: number }, id: number | undefined) => ({
      ref1: String(await memberIdOf(k, who.clientId)).padStart(5, '0'),
      ref2: (await invoiceNoOf(k, id as number)).replace('/', ''),
    });
    const upload = bankUpload(
      [
        { ...(await ref(a, a1)), amountSatang: 10_000, channel: 'ATM' },
        // Pays B's bill exactly, but at a counter service the office does not take.
        { ...(await ref(b, b1)), amountSatang: 20_000, channel: 'EPY' },
        // A reversal is rejected whatever its channel, and needs no word about it.
        {
          ...(await ref(a, a1)),
          amountSatang: 500,
          channel: 'EPY',
          kind: 'D',
          paidTime: '11:00:00',
        },
      ],
      { fileName: 'channels.txt' },
    );
    const response = await k.post(BANK_IMPORT_PATHS.dryRun, upload);
    expect(response.statusCode, response.body).toBe(200);
    const run: TBankDryRun = response.json().data;
    expect(run.lines.map((l) => [l.record, l.channel, l.verdict, l.outcome])).toEqual([
      [2, 'ATM', 'matched', 'applied'],
      [3, 'EPY', 'channel_not_accepted', 'held'],
      [4, 'EPY', 'reversal', 'rejected'],
    ]);
    // B is named, so staff can settle the held line by hand; nothing is paid by it.
    expect(run.lines[1]?.member_id).toBe(await memberIdOf(k, b.clientId));
    expect(run.lines[1]?.invoice_nos).toEqual([]);
    expect(run.problems).toEqual([
      {
        record: 3,
        field: 'channel',
        code: 'CHANNEL_NOT_ACCEPTED',
        severity: 'warning',
        message: 'รายการที่ 3: ช่องทางชำระ EPY ไม่อยู่ในช่องทางที่รับชำระที่ตั้งค่าไว้ รายการนี้จึงรอตรวจสอบ',
      },
    ]);
    expect(run.can_confirm).toBe(true);
    expect(run.totals).toMatchObject({
      applied_count: 1,
      applied_satang: 10_000,
      held_count: 1,
      held_satang: 20_000,
      rejected_count: 1,
    });

    // Confirming issues the one receipt; B's bill stays unpaid and the line is kept as held.
    const confirm = await k.post(BANK_IMPORT_PATHS.confirm, {
      ...upload,
      fingerprint: run.fingerprint,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.receipts).toBe(1);
    expect((await k.clientRow(a.clientId)).debt).toBe(0);
    expect((await k.clientRow(b.clientId)).debt).toBe(20_000);
  });

  it('does not hold the lines of a CSV list, which names no channel', async () => {
    const c = await k.addClient();
    const [c1] = await k.addInvoices(c, [{ year: 2026, month: 10, total: 15_000 }]);
    const saved = await k.t.app.inject({
      method: 'PUT',
      url: BANK_IMPORT_PATHS.mappings,
      headers: bearer(k.norm),
      payload: { bank_code: BANK.bankCode, account_no: BANK.account, ...BANK_COLUMNS },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const csv = [
      'วันที่,เวลา,ชื่อผู้ชำระ,Ref1,Ref2,จำนวนเงิน',
      `19/11/2569,08:01,สมศรี,${String(await memberIdOf(k, c.clientId)).padStart(5, '0')},${await invoiceNoOf(k, c1 as number)},150.00`,
    ].join('\r\n');
    const response = await k.post(BANK_IMPORT_PATHS.dryRun, {
      file_name: 'list.csv',
      content_base64: Buffer.from(csv, 'utf8').toString('base64'),
      mapping_id: saved.json().data.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const run: TBankDryRun = response.json().data;
    expect(run.lines.map((l) => [l.channel, l.verdict, l.outcome])).toEqual([
      ['', 'matched', 'applied'],
    ]);
    expect(run.problems).toEqual([]);
  });
});
