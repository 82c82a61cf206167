import { ZBillCheckResponse } from '@prapa/contracts/bill-check';
import { billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import { buildBillPaymentPayload, crc16CcittFalse } from '@prapa/domain/promptpay';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type BillCheckClient,
  createBillCheckClient,
  createInvoice,
  cycleOf,
  DEMO_BILLER_ID,
  lookUp,
  payInvoices,
  setBillerId,
} from './bill-check-test-kit.ts';

let t: TestApp;
let owing: BillCheckClient;
let newestInvoiceNo: string;
let octoberInvoiceNo: string;
let settled: BillCheckClient;
let ipSequence = 0;

// Every test asks from its own address, so the per-IP limit (10 a minute) is tested on its own.
const nextIp = () => `198.51.100.${++ipSequence}`;
const pad = (memberId: number) => String(memberId).padStart(5, '0');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T03:00:00.000Z'));
  await setBillerId(t.db, DEMO_BILLER_ID);
  const october = await cycleOf(t.db, 2026, 10, 'ตุลาคม 2569');
  const november = await cycleOf(t.db, 2026, 11, 'พฤศจิกายน 2569');
  const september = await cycleOf(t.db, 2026, 9, 'กันยายน 2569');

  owing = await createBillCheckClient(t.db, {
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    houseNo: '12/3',
    waterNo: 'W-0042',
  });
  const paid = await createInvoice(t.db, owing, {
    cycleId: september,
    units: 9,
    totalSatang: 9000,
    dueDate: '2026-10-15',
  });
  await payInvoices(t.db, owing, [paid.id], 9000, '2026-10-05');
  // A later receipt that was voided does not count as the last payment.
  await payInvoices(t.db, owing, [], 5000, '2026-11-02', { voided: true });
  octoberInvoiceNo = (
    await createInvoice(t.db, owing, {
      cycleId: october,
      units: 12,
      totalSatang: 13_050,
      dueDate: '2026-11-15',
    })
  ).invoiceNo;
  newestInvoiceNo = (
    await createInvoice(t.db, owing, {
      cycleId: november,
      units: 25,
      totalSatang: 38_199,
      dueDate: '2026-12-15',
    })
  ).invoiceNo;

  settled = await createBillCheckClient(t.db, {
    firstName: 'มานี',
    lastName: 'มีนา',
    houseNo: '7',
  });
});
afterAll(() => t.close());

describe('POST /api/public/bill-check', () => {
  it('answers a known member and house number with the unpaid bills, oldest first', async () => {
    const response = await lookUp(
      t,
      { member_or_water_no: pad(owing.memberId), house_no: '12/3' },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZBillCheckResponse.parse(response.json());
    expect(data.name).toBe('สมชาย ใ.');
    expect(data.area_name).toMatch(/^หมู่ทดสอบ/);
    expect(data.bills).toEqual([
      {
        kind: 'water',
        invoice_no: octoberInvoiceNo,
        bill_cycle_name: 'ตุลาคม 2569',
        units: 12,
        amount_satang: 13_050,
        due_date: '2026-11-15',
      },
      {
        kind: 'water',
        invoice_no: newestInvoiceNo,
        bill_cycle_name: 'พฤศจิกายน 2569',
        units: 25,
        amount_satang: 38_199,
        due_date: '2026-12-15',
      },
    ]);
    expect(data.total_satang).toBe(51_249);
    expect(data.cancelled).toEqual([]);
    expect(data.last_payment_date).toBe('2026-10-05');
    expect(data.last_payment_method).toBe('cash');
  });

  it('lists bills cancelled in the last 90 days as cancelled, with their replacement, not owed', async () => {
    const member = await createBillCheckClient(t.db, {
      firstName: 'ชูใจ',
      lastName: 'แก้ไข',
      houseNo: '44',
    });
    // One reading per cycle and meter: each bill of this test is of its own cycle.
    const wrong = await createInvoice(t.db, member, {
      cycleId: await cycleOf(t.db, 2026, 8, 'สิงหาคม 2569'),
      units: 4424,
      totalSatang: 6_657_500,
      dueDate: '2026-11-15',
    });
    const longAgo = await createInvoice(t.db, member, {
      cycleId: await cycleOf(t.db, 2026, 6, 'มิถุนายน 2569'),
      units: 3,
      totalSatang: 3_000,
      dueDate: '2026-07-15',
    });
    const waiting = await createInvoice(t.db, member, {
      cycleId: await cycleOf(t.db, 2026, 7, 'กรกฎาคม 2569'),
      units: 7,
      totalSatang: 7_000,
      dueDate: '2026-11-15',
    });
    const cancel = (id: number, at: string) =>
      t.db.execute(
        sql`update invoices set cancelled_at = ${at}::timestamptz, cancel_reason = 'อ่านมาตรผิด'
            where id = ${id}`,
      );
    await cancel(wrong.id, '2026-11-10T18:00:00Z'); // 11 Nov in Bangkok
    await cancel(longAgo.id, '2026-08-01T03:00:00Z'); // more than 90 days before 20 Nov
    await cancel(waiting.id, '2026-11-12T03:00:00Z'); // no replacement yet
    const right = await createInvoice(t.db, member, {
      cycleId: await cycleOf(t.db, 2026, 9, 'กันยายน 2569'),
      units: 12,
      totalSatang: 13_050,
      dueDate: '2026-11-15',
    });
    await t.db.execute(
      sql`update invoices set replaces_invoice_id = ${wrong.id} where id = ${right.id}`,
    );

    const response = await lookUp(
      t,
      { member_or_water_no: String(member.memberId), house_no: '44' },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data } = ZBillCheckResponse.parse(response.json());
    expect(data.bills.map((b) => b.invoice_no)).toEqual([right.invoiceNo]);
    expect(data.total_satang).toBe(13_050);
    expect(data.qr?.amount_satang).toBe(13_050);
    expect(data.cancelled).toEqual([
      {
        kind: 'water',
        invoice_no: waiting.invoiceNo,
        bill_cycle_name: 'กรกฎาคม 2569',
        amount_satang: 7_000,
        cancelled_date: '2026-11-12',
        replaced_by: null,
      },
      {
        kind: 'water',
        invoice_no: wrong.invoiceNo,
        bill_cycle_name: 'สิงหาคม 2569',
        amount_satang: 6_657_500,
        cancelled_date: '2026-11-11',
        replaced_by: right.invoiceNo,
      },
    ]);
    // The reason is the office's note, not the water user's business.
    expect(response.body).not.toContain('อ่านมาตรผิด');
  });

  it('carries the Thai QR and the bank barcode: Ref1 the member id, Ref2 the newest invoice', async () => {
    const response = await lookUp(
      t,
      { member_or_water_no: String(owing.memberId), house_no: '12/3' },
      { ip: nextIp() },
    );
    const { qr } = ZBillCheckResponse.parse(response.json()).data;
    const expected = buildBillPaymentPayload({
      billerId: DEMO_BILLER_ID,
      ref1: pad(owing.memberId),
      ref2: newestInvoiceNo.replace('/', ''),
      amountSatang: 51_249,
    });
    expect(qr?.payload).toBe(expected);
    expect(qr?.payload).toContain(`0115${DEMO_BILLER_ID}`);
    expect(qr?.payload).toContain('5406512.49');
    expect(crc16CcittFalse(qr?.payload.slice(0, -4) ?? '')).toBe(qr?.payload.slice(-4));
    expect(qr?.amount_satang).toBe(51_249);
    // The same codes as the printed bill and the billing page: one maker (docs/decisions/020).
    const bill = billPaymentCodes({
      billerId: DEMO_BILLER_ID,
      memberId: owing.memberId,
      invoiceNo: newestInvoiceNo,
      amountSatang: 51_249,
    });
    expect(qr?.payload).toBe(bill?.qrPayload);
    expect(qr?.barcode).toBe(bill?.barcode);
    expect(qr?.barcode).toBe(
      `|${DEMO_BILLER_ID}\r${pad(owing.memberId)}\r${newestInvoiceNo.replace('/', '')}\r51249`,
    );
  });

  it('asks only what is still due after credit and part payments, and names a payment from credit', async () => {
    const member = await createBillCheckClient(t.db, {
      firstName: 'ปรีชา',
      lastName: 'ชาญชัย',
      houseNo: '88',
    });
    const october = await cycleOf(t.db, 2026, 10, 'ตุลาคม 2569');
    const november = await cycleOf(t.db, 2026, 11, 'พฤศจิกายน 2569');
    const settledBill = await createInvoice(t.db, member, {
      cycleId: october,
      units: 10,
      totalSatang: 10_000,
      dueDate: '2026-11-15',
    });
    // October was settled by the member's credit balance (a receipt of method 'credit').
    const receipt = await payInvoices(t.db, member, [settledBill.id], 10_000, '2026-11-01');
    await t.db.execute(sql`update receipts set method = 'credit' where id = ${receipt}`);
    await t.db.execute(sql`update invoices set credit_satang = 10000 where id = ${settledBill.id}`);
    // November: 20 baht of credit deducted and 50 baht paid in part; 80 baht still due.
    const open = await createInvoice(t.db, member, {
      cycleId: november,
      units: 15,
      totalSatang: 15_000,
      dueDate: '2026-12-15',
    });
    await t.db.execute(
      sql`update invoices set credit_satang = 2000, partial_satang = 5000 where id = ${open.id}`,
    );
    const response = await lookUp(
      t,
      { member_or_water_no: String(member.memberId), house_no: '88' },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = ZBillCheckResponse.parse(response.json()).data;
    expect(data.bills.map((b) => b.amount_satang)).toEqual([8_000]);
    expect(data.total_satang).toBe(8_000);
    expect(data.qr?.amount_satang).toBe(8_000);
    expect(data.qr?.barcode.endsWith('\r8000')).toBe(true);
    expect(data.last_payment_method).toBe('credit');
  });

  it('sends exactly the minimal keys: nothing else about the client', async () => {
    const response = await lookUp(
      t,
      { member_or_water_no: pad(owing.memberId), house_no: '12/3' },
      { ip: nextIp() },
    );
    const body = response.json();
    expect(Object.keys(body)).toEqual(['data']);
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'area_name',
        'bills',
        'cancelled',
        'last_payment_date',
        'last_payment_method',
        'name',
        'qr',
        'total_satang',
      ].sort(),
    );
    for (const bill of body.data.bills) {
      expect(Object.keys(bill).sort()).toEqual(
        ['amount_satang', 'bill_cycle_name', 'due_date', 'invoice_no', 'kind', 'units'].sort(),
      );
    }
    expect(Object.keys(body.data.qr).sort()).toEqual(['amount_satang', 'barcode', 'payload']);
    for (const secret of ['ใจดี', 'ที่อยู่ลับ', '0812345678', 'secret@example.com', 'W-0042']) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('answers with Cache-Control: no-store', async () => {
    const found = await lookUp(
      t,
      { member_or_water_no: pad(owing.memberId), house_no: '12/3' },
      { ip: nextIp() },
    );
    const missing = await lookUp(
      t,
      { member_or_water_no: '99999', house_no: '1' },
      { ip: nextIp() },
    );
    expect(found.headers['cache-control']).toBe('no-store');
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['without leading zeros', (m: number) => String(m)],
    ['padded to 5 digits', (m: number) => pad(m)],
    ['with more leading zeros', (m: number) => `000${pad(m)}`],
    [
      'in Thai digits with spaces',
      (m: number) => ` ${String(m).replace(/\d/g, (d) => '๐๑๒๓๔๕๖๗๘๙'[Number(d)] ?? d)} `,
    ],
  ])('finds the member id typed %s', async (_label, typed) => {
    const response = await lookUp(
      t,
      { member_or_water_no: typed(owing.memberId), house_no: '12/3' },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('finds by water number, in any case, with the house number trimmed and in any case', async () => {
    for (const [waterNo, houseNo] of [
      ['W-0042', '12/3'],
      ['w-0042', ' 12/3 '],
    ] as const) {
      const response = await lookUp(
        t,
        { member_or_water_no: waterNo, house_no: houseNo },
        { ip: nextIp() },
      );
      expect(response.statusCode, `${waterNo} ${houseNo}`).toBe(200);
    }
  });

  it('finds a water number stored in mixed case however it is typed', async () => {
    await t.db.execute(sql`update clients set water_no = 'Ab-0042' where water_no = 'W-0042'`);
    try {
      for (const typed of ['Ab-0042', 'AB-0042', 'ab-0042', 'aB-0042']) {
        const response = await lookUp(
          t,
          { member_or_water_no: typed, house_no: '12/3' },
          { ip: nextIp() },
        );
        expect(response.statusCode, typed).toBe(200);
      }
    } finally {
      await t.db.execute(sql`update clients set water_no = 'W-0042' where water_no = 'Ab-0042'`);
    }
  });

  it('answers a client who owes nothing with no bills, total 0 and no QR', async () => {
    const response = await lookUp(
      t,
      { member_or_water_no: pad(settled.memberId), house_no: '7' },
      { ip: nextIp() },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      name: 'มานี มี.', // the first letter keeps its vowel mark
      area_name: expect.any(String),
      bills: [],
      cancelled: [],
      total_satang: 0,
      last_payment_date: null,
      last_payment_method: null,
      qr: null,
    });
  });

  it.each([
    ['no biller id', ''],
    ['a biller id whose tax id check digit is wrong', '099400058712200'],
  ])('shows the bills but no codes while the organisation has %s', async (_label, billerId) => {
    await setBillerId(t.db, billerId);
    try {
      const response = await lookUp(
        t,
        { member_or_water_no: pad(owing.memberId), house_no: '12/3' },
        { ip: nextIp() },
      );
      expect(response.json().data.total_satang).toBe(51_249);
      expect(response.json().data.qr).toBeNull();
    } finally {
      await setBillerId(t.db, DEMO_BILLER_ID);
    }
  });

  it('answers an unknown number and a wrong house number exactly alike (404, neutral)', async () => {
    const unknown = await lookUp(
      t,
      { member_or_water_no: '99999', house_no: '12/3' },
      { ip: nextIp() },
    );
    const wrongHouse = await lookUp(
      t,
      { member_or_water_no: pad(owing.memberId), house_no: '12/4' },
      { ip: nextIp() },
    );
    const wrongWaterHouse = await lookUp(
      t,
      { member_or_water_no: 'W-0042', house_no: '7' },
      { ip: nextIp() },
    );
    for (const response of [unknown, wrongHouse, wrongWaterHouse]) {
      expect(response.statusCode).toBe(404);
      const { error } = response.json();
      expect(Object.keys(error).sort()).toEqual(['code', 'message', 'request_id']);
      expect(error.code).toBe('NOT_FOUND');
      expect(error.message).toBe('ไม่พบข้อมูลค่าน้ำตามเลขที่และบ้านเลขที่ที่กรอก กรุณาตรวจสอบแล้วลองใหม่อีกครั้ง');
    }
    const english = await lookUp(
      t,
      { member_or_water_no: pad(owing.memberId), house_no: 'x' },
      { ip: nextIp(), lang: 'en' },
    );
    expect(english.json().error.message).toMatch(/^No bills were found/);
  });

  it('takes about as long for a wrong house number as for an unknown number', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const time = async (body: object) => {
      const started = performance.now();
      await lookUp(t, body, { ip: nextIp() });
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const wrong: number[] = [];
    // Interleaved, so a busy moment of the machine hits both alike.
    for (let i = 0; i < 15; i += 1) {
      unknown.push(await time({ member_or_water_no: '88888', house_no: '12/3' }));
      wrong.push(await time({ member_or_water_no: pad(owing.memberId), house_no: '12/9' }));
    }
    const ratio = median(wrong) / median(unknown);
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('does not find a deleted client', async () => {
    const gone = await createBillCheckClient(t.db, { houseNo: '5' });
    const { clients } = await import('../../db/schema/clients.ts');
    const { eq } = await import('drizzle-orm');
    await t.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, gone.clientId));
    const response = await lookUp(
      t,
      { member_or_water_no: pad(gone.memberId), house_no: '5' },
      { ip: nextIp() },
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses an empty field with the Thai validation message', async () => {
    const response = await lookUp(t, { member_or_water_no: ' ', house_no: '1' }, { ip: nextIp() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([
      { path: 'member_or_water_no', message: expect.stringMatching(/[\u0E00-\u0E7F]/) },
    ]);
  });

  it('needs no sign-in', async () => {
    const route = t.app.apiRoutes.find((r) => r.url === '/api/public/bill-check');
    expect(route).toEqual({ method: 'POST', url: '/api/public/bill-check', access: 'public' });
  });
});
