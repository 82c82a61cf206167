import { createHash } from 'node:crypto';
import {
  DATA_IMPORT_PATHS,
  type TImportDryRun,
  type TImportResult,
} from '@prapa/contracts/data-import';
import type { TInvoice } from '@prapa/contracts/invoices';
import { PAYMENT_PATHS } from '@prapa/contracts/payment-paths';
import type { TReceipt } from '@prapa/contracts/payments';
import { READING_PATHS } from '@prapa/contracts/readings';
import { ROLE } from '@prapa/domain/roles';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMasterData } from '../../cli/demo/demo-master-data.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { systemContext } from '../../lib/request-context.ts';
import { auditRows } from '../../test/factories.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/** 21 November 2026, 10:00 in Bangkok (fiscal year 2570). */
const IMPORT_DAY = new Date('2026-11-21T03:00:00.000Z');

let t: TestApp;
let admin: string;
let dev: string;
let norm: string;
let view: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(IMPORT_DAY);
  await seedDemoMasterData(systemContext(t.db, IMPORT_DAY));
  admin = (await t.loginAs(ROLE.ADMIN)).token;
  dev = (await t.loginAs(ROLE.DEV)).token;
  norm = (await t.loginAs(ROLE.NORM)).token;
  view = (await t.loginAs(ROLE.VIEW)).token;
});
afterAll(() => t.close());

const HEADER =
  'ชื่อ,นามสกุล,บ้านเลขที่,ที่อยู่,หมู่/เขต,เลขที่ผู้ใช้น้ำ,กลุ่มอัตรา,เลขมาตร,ประเภทมาตร,เลขอ่านล่าสุด,ยอดค้างยกมา,โทรศัพท์';

const csvFile = (lines: readonly string[], name = 'clients.csv') => ({
  file_name: name,
  content_base64: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8').toString('base64'),
});

const post = (path: string, payload: object, token = admin) =>
  t.app.inject({ method: 'POST', url: path, headers: bearer(token), payload });

async function dryRun(file: object, token = admin): Promise<TImportDryRun> {
  const response = await post(DATA_IMPORT_PATHS.dryRun, file, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as TImportDryRun;
}

const count = async (table: string) => {
  const [row] = await rawRows<{ n: number }>(
    t.db,
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return row?.n ?? 0;
};

const GOOD = [
  HEADER,
  'สมชาย,ใจดี,12/3,ตำบลหนองน้ำใส,M01,W-9001,RES,IMP-0001,มาตร 1/2 นิ้ว,"1,234","1,250.50",081-234-5678',
  'สมหญิง,รักน้ำ,๔๕,,หมู่ 2 บ้านโนนสว่าง,,ที่อยู่อาศัย,IMP-0002,มาตร 1/2 นิ้ว,๓๒๐,,',
  // Arabic-Indic digits and a plain amount with one decimal.
  'มานะ,อดทน,7,,m03,,BUS,IMP-0003,มาตร 3/4 นิ้ว,٤٥,0.1,',
];

describe('/dev/import', () => {
  it('serves the template as CSV (BOM, Thai headers) and .xlsx; both pass their own dry run', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${DATA_IMPORT_PATHS.template}?format=csv`,
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const fromCsv = await dryRun({
      file_name: 'template.csv',
      content_base64: csv.rawPayload.toString('base64'),
    });
    expect(fromCsv.problems).toEqual([]);
    expect(fromCsv.totals).toMatchObject({ rows: 2, rows_ok: 2, opening_debts: 1 });

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `${DATA_IMPORT_PATHS.template}?format=xlsx`,
      headers: bearer(admin),
    });
    expect(xlsx.statusCode).toBe(200);
    const fromXlsx = await dryRun({
      file_name: 'template.xlsx',
      content_base64: xlsx.rawPayload.toString('base64'),
    });
    expect(fromXlsx.problems).toEqual([]);
    expect(fromXlsx.rows).toEqual(fromCsv.rows);
  });

  it('reports every problem of a file with good and bad rows, exactly, and writes nothing', async () => {
    const clientsBefore = await count('clients');
    const report = await dryRun(
      csvFile([
        HEADER,
        GOOD[1] as string,
        '',
        'สมปอง,ดีใจ,1,,M99,,RES,IMP-0001,มาตร 1/2 นิ้ว,12x,"1,250.505",',
        ',ไม่มีชื่อ,2,,M01,W-9001,ไม่มีกลุ่ม,IMP-0004,มาตรแปลก,-5,abc,โทรหา',
        'สมใจ,ใจเย็น,3,,M02,,RES,IMP-0005,มาตร 1/2 นิ้ว,"10,000",-10,',
        GOOD[2] as string,
      ]),
    );
    expect(report.problems).toEqual([
      { row: 4, column: 'หมู่/เขต', message: 'ไม่รู้จักหมู่/เขต "M99" (ใช้รหัสหรือชื่อหมู่/เขตที่มีในระบบ)' },
      { row: 4, column: 'เลขมาตร', message: 'เลขมาตร "IMP-0001" ซ้ำกับแถวที่ 2' },
      {
        row: 4,
        column: 'เลขอ่านล่าสุด',
        message: '"12x" ไม่ใช่จำนวนเต็มที่ถูกต้อง (เลขไทยหรือเลขอารบิก คั่นหลักพันด้วยจุลภาคได้)',
      },
      { row: 4, column: 'ยอดค้างยกมา', message: '"1,250.505" มีทศนิยมเกิน 2 ตำแหน่ง' },
      { row: 5, column: 'ชื่อ', message: 'ต้องกรอก' },
      {
        row: 5,
        column: 'กลุ่มอัตรา',
        message: 'ไม่รู้จักกลุ่มอัตรา "ไม่มีกลุ่ม" (ใช้รหัสหรือชื่อกลุ่มที่เปิดใช้งาน)',
      },
      {
        row: 5,
        column: 'ประเภทมาตร',
        message: 'ไม่รู้จักประเภทมาตร "มาตรแปลก" (ใช้ชื่อประเภทมาตรที่เปิดใช้งาน)',
      },
      { row: 5, column: 'เลขที่ผู้ใช้น้ำ', message: 'เลขที่ผู้ใช้น้ำ "W-9001" ซ้ำกับแถวที่ 2' },
      {
        row: 5,
        column: 'เลขอ่านล่าสุด',
        message: '"-5" ไม่ใช่จำนวนเต็มที่ถูกต้อง (เลขไทยหรือเลขอารบิก คั่นหลักพันด้วยจุลภาคได้)',
      },
      { row: 5, column: 'ยอดค้างยกมา', message: '"abc" ไม่ใช่จำนวนเงินที่ถูกต้อง (เช่น 1,250.50)' },
      { row: 5, column: 'โทรศัพท์', message: 'เบอร์โทรศัพท์ "โทรหา" ไม่ถูกต้อง' },
      { row: 6, column: 'เลขอ่านล่าสุด', message: 'เลขอ่าน 10000 เกินหน้าปัดมาตร 4 หลัก' },
      { row: 6, column: 'ยอดค้างยกมา', message: 'ยอดค้างยกมาต้องไม่ติดลบ' },
    ]);
    expect(report.rows.map((r) => [r.row, r.action, r.problems])).toEqual([
      [2, 'client_meter_debt', 0],
      [4, null, 4],
      [5, null, 7],
      [6, null, 2],
      [7, 'client_meter', 0],
    ]);
    expect(report.rows[0]).toEqual({
      row: 2,
      fullname: 'สมชาย ใจดี',
      area: 'M01 หมู่ 1 บ้านหนองน้ำใส',
      meter_no: 'IMP-0001',
      water_no: 'W-9001',
      last_reading: 1234,
      opening_debt: 125_050,
      action: 'client_meter_debt',
      problems: 0,
    });
    expect(report.totals).toEqual({
      rows: 5,
      rows_ok: 2,
      rows_with_problems: 3,
      problems: 13,
      clients: 2,
      meters: 2,
      opening_debts: 1,
      opening_debt_total: 125_050,
    });
    expect(await count('clients')).toBe(clientsBefore);
  });

  it('reports missing and unknown headers on row 1, and refuses a file that is not CSV or .xlsx', async () => {
    const report = await dryRun(csvFile(['ชื่อ,นามสกุล,หมู่,สี', 'ก,ข,M01,แดง']));
    expect(report.problems.filter((p) => p.row === 1)).toEqual([
      {
        row: 1,
        column: 'สี',
        message: 'ไม่รู้จักคอลัมน์นี้ แก้หัวคอลัมน์ให้ตรงกับแม่แบบหรือลบคอลัมน์ออก',
      },
      { row: 1, column: 'กลุ่มอัตรา', message: 'ไม่มีคอลัมน์ กลุ่มอัตรา ซึ่งจำเป็นต้องมี' },
      { row: 1, column: 'เลขมาตร', message: 'ไม่มีคอลัมน์ เลขมาตร ซึ่งจำเป็นต้องมี' },
      { row: 1, column: 'ประเภทมาตร', message: 'ไม่มีคอลัมน์ ประเภทมาตร ซึ่งจำเป็นต้องมี' },
    ]);
    const pdf = await post(DATA_IMPORT_PATHS.dryRun, {
      file_name: 'a.pdf',
      content_base64: 'AAAA',
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe('รองรับเฉพาะไฟล์ .csv และ .xlsx');
  });

  it('a file with one bad row imports nothing (409, no client, meter, invoice, number or audit)', async () => {
    const before = {
      clients: await count('clients'),
      meters: await count('meters'),
      invoices: await count('invoices'),
      numbers: await rawRows(t.db, sql`select * from document_numbers order by kind, fiscal_year`),
      audit: (await auditRows(t.db, 'data_import.confirm')).length,
    };
    const response = await post(
      DATA_IMPORT_PATHS.confirm,
      csvFile([...GOOD, 'ผิด,แถว,1,,M01,,RES,IMP-0009,มาตร 1/2 นิ้ว,1.5,,']),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'ยังนำเข้าไม่ได้: พบปัญหา 1 รายการใน 1 แถว แก้ไขไฟล์แล้วตรวจสอบใหม่ ยังไม่มีการบันทึกข้อมูลใด ๆ',
    );
    expect({
      clients: await count('clients'),
      meters: await count('meters'),
      invoices: await count('invoices'),
      numbers: await rawRows(t.db, sql`select * from document_numbers order by kind, fiscal_year`),
      audit: (await auditRows(t.db, 'data_import.confirm')).length,
    }).toEqual(before);
  });

  it('NORM and VIEW get 403 on every import call; DEV may dry-run', async () => {
    for (const token of [norm, view]) {
      expect((await post(DATA_IMPORT_PATHS.dryRun, csvFile(GOOD), token)).statusCode).toBe(403);
      expect((await post(DATA_IMPORT_PATHS.confirm, csvFile(GOOD), token)).statusCode).toBe(403);
      const template = await t.app.inject({
        method: 'GET',
        url: DATA_IMPORT_PATHS.template,
        headers: bearer(token),
      });
      expect(template.statusCode).toBe(403);
    }
    expect((await dryRun(csvFile(GOOD), dev)).totals.rows_ok).toBe(3);
  });

  it('a confirmed import creates exactly what the dry run previewed, in one go', async () => {
    const preview = await dryRun(csvFile(GOOD));
    expect(preview.problems).toEqual([]);
    const [seqBefore] = await rawRows<{ n: number }>(
      t.db,
      sql`select coalesce(max(member_id), 0)::int as n from clients`,
    );

    const response = await post(DATA_IMPORT_PATHS.confirm, csvFile(GOOD));
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json().data as TImportResult;
    expect(result.totals).toEqual(preview.totals);
    // The imported file is kept in the file room, byte for byte.
    const [kept] = await rawRows<Record<string, unknown>>(
      t.db,
      sql`select name, mime_type, sha256 from files where kind = 'import' order by id desc limit 1`,
    );
    expect(kept).toEqual({
      name: 'clients.csv',
      mime_type: 'text/csv',
      sha256: createHash('sha256')
        .update(Buffer.from(csvFile(GOOD).content_base64, 'base64'))
        .digest('hex'),
    });
    expect(result.first_invoice_no).toBe('INV2570/000001');
    expect(result.last_invoice_no).toBe('INV2570/000002');

    const created = await rawRows<Record<string, unknown>>(
      t.db,
      sql`select c.member_id::int, c.first_name, c.last_name, c.house_no, a.area_code,
            c.water_no, g.code as tariff, m.meter_no, mt.name as meter_type, m.initial_reading,
            m.installed_on::text, c.debt_satang::int as debt, c.status_code, c.phone,
            c.search_text
          from clients c join areas a on a.id = c.area_id
          join tariff_groups g on g.id = c.tariff_group_id
          join meters m on m.client_id = c.id and m.removed_on is null
          join meter_types mt on mt.id = m.meter_type_id
          where c.member_id > ${seqBefore?.n ?? 0} order by c.member_id`,
    );
    const first = (seqBefore?.n ?? 0) + 1;
    expect(created).toEqual([
      {
        member_id: first,
        first_name: 'สมชาย',
        last_name: 'ใจดี',
        house_no: '12/3',
        area_code: 'M01',
        water_no: 'W-9001',
        tariff: 'RES',
        meter_no: 'IMP-0001',
        meter_type: 'มาตร 1/2 นิ้ว',
        initial_reading: 1234,
        installed_on: '2026-11-21',
        debt: 125_050,
        status_code: '1_1',
        phone: '081-234-5678',
        search_text: 'สมชาย ใจดี 12/3 ตำบลหนองน้ำใส W-9001',
      },
      expect.objectContaining({
        member_id: first + 1,
        house_no: '๔๕',
        area_code: 'M02',
        water_no: null,
        initial_reading: 320,
        debt: 0,
        status_code: '1_0',
      }),
      expect.objectContaining({
        member_id: first + 2,
        area_code: 'M03',
        tariff: 'BUS',
        meter_type: 'มาตร 3/4 นิ้ว',
        initial_reading: 45,
        debt: 10,
        status_code: '1_1',
      }),
    ]);
    expect(result.first_member_id).toBe(String(first).padStart(5, '0'));
    expect(result.last_member_id).toBe(String(first + 2).padStart(5, '0'));

    const opening = await rawRows<Record<string, unknown>>(
      t.db,
      sql`select i.invoice_no, c.member_id::int, i.kind, i.cycle_id, i.meter_id, i.total_satang::int
            as total, i.bill_satang::int as bill, i.invoice_date::text, i.due_date::text
          from invoices i join clients c on c.id = i.client_id
          where c.member_id >= ${first} order by i.id`,
    );
    expect(opening).toEqual([
      {
        invoice_no: 'INV2570/000001',
        member_id: first,
        kind: 'opening',
        cycle_id: null,
        meter_id: null,
        total: 125_050,
        bill: 125_050,
        invoice_date: '2026-11-21',
        // Brought forward: it fell due under the old system, so it is overdue at once.
        due_date: '2026-11-20',
      },
      {
        invoice_no: 'INV2570/000002',
        member_id: first + 2,
        kind: 'opening',
        cycle_id: null,
        meter_id: null,
        total: 10,
        bill: 10,
        invoice_date: '2026-11-21',
        // Brought forward: it fell due under the old system, so it is overdue at once.
        due_date: '2026-11-20',
      },
    ]);
    const audits = await auditRows(t.db, 'data_import.confirm');
    expect(audits).toHaveLength(1);
    expect(audits[0]?.after).toMatchObject({ file_name: 'clients.csv', totals: preview.totals });

    // The same file again: every meter and water number is now taken.
    const again = await dryRun(csvFile(GOOD));
    expect(again.problems.map((p) => p.message)).toEqual([
      'เลขมาตร "IMP-0001" ติดตั้งอยู่กับผู้ใช้น้ำรายอื่นแล้ว',
      'เลขที่ผู้ใช้น้ำ "W-9001" มีผู้ใช้น้ำรายอื่นใช้อยู่แล้ว',
      'เลขมาตร "IMP-0002" ติดตั้งอยู่กับผู้ใช้น้ำรายอื่นแล้ว',
      'เลขมาตร "IMP-0003" ติดตั้งอยู่กับผู้ใช้น้ำรายอื่นแล้ว',
    ]);
    expect((await post(DATA_IMPORT_PATHS.confirm, csvFile(GOOD))).statusCode).toBe(409);
  });

  it('the imported last reading is the previous reading of the next cycle', async () => {
    const opened = await post('/api/user/billing-cycle', {
      params: { year: 2026, month: 12, bill_cut_off: '2026-12-25' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const screen = await t.app.inject({
      method: 'GET',
      url: `${READING_PATHS.waterHistory}?q=IMP-0001`,
      headers: bearer(admin),
    });
    expect(screen.statusCode, screen.body).toBe(200);
    const rows = screen.json().data.rows as { meterNo: string; previousMeter: number }[];
    expect(rows.find((r) => r.meterNo === 'IMP-0001')?.previousMeter).toBe(1234);
  });

  it('an opening debt shows at the counter as ยอดยกมา and can be paid: receipt, debt 0', async () => {
    const [client] = await rawRows<{ id: number }>(
      t.db,
      sql`select c.id from clients c join meters m on m.client_id = c.id where m.meter_no = 'IMP-0001'`,
    );
    const clientId = client?.id as number;
    const unpaid = await t.app.inject({
      method: 'GET',
      url: `${PAYMENT_PATHS.unpaid}?client_id=${clientId}`,
      headers: bearer(norm),
    });
    expect(unpaid.statusCode, unpaid.body).toBe(200);
    const invoices = unpaid.json().data as TInvoice[];
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      kind: 'opening',
      cycle_id: null,
      bill_cycle_name: '',
      meter_id: null,
      meterNo: '',
      total_charge: 125_050,
      units: 0,
    });

    const paid = await post(
      PAYMENT_PATHS.setPayment,
      { invoices: [invoices[0]?.id], received: 130_000 },
      norm,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const receipt = paid.json().data as TReceipt;
    expect(receipt.amount_paid).toBe(125_050);
    expect(receipt.items).toEqual([
      expect.objectContaining({ kind: 'opening', bill_cycle_name: '', amount: 125_050 }),
    ]);
    const [after] = await rawRows<{ debt: number; status: string }>(
      t.db,
      sql`select debt_satang::int as debt, status_code as status from clients where id = ${clientId}`,
    );
    expect(after).toEqual({ debt: 0, status: '1_0' });

    const history = await t.app.inject({
      method: 'GET',
      url: PAYMENT_PATHS.clientHistory.replace(':id', String(clientId)),
      headers: bearer(norm),
    });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().data).toEqual([
      expect.objectContaining({ kind: 'opening', status: 'paid', receipt_no: receipt.receipt_no }),
    ]);
  });

  it('reads .xlsx files: number cells, Thai digits, row numbers as Excel shows them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('clients');
    sheet.addRow([
      'first_name',
      'Last Name',
      'area',
      'tariff_group',
      'meter_no',
      'meter_type',
      'last_reading',
      'opening_debt',
    ]);
    sheet.addRow(['เอ', 'บี', 'M04', 'RES', 'XL-1', 'มาตร 1/2 นิ้ว', 1500, 99.99]);
    sheet.addRow([]);
    sheet.addRow(['ซี', 'ดี', 'M05', 'RES', 'XL-2', 'มาตร 1/2 นิ้ว', '๑๒', 10.005]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = await dryRun({ file_name: 'C.XLSX', content_base64: buffer.toString('base64') });
    expect(report.rows.map((r) => [r.row, r.last_reading, r.opening_debt])).toEqual([
      [2, 1500, 9_999],
      [4, 12, null],
    ]);
    expect(report.problems).toEqual([
      { row: 4, column: 'opening_debt', message: '"10.005" มีทศนิยมเกิน 2 ตำแหน่ง' },
    ]);
  });
});
