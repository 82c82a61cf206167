import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { INVOICE_PATHS, type TInvoice, type TInvoiceDetail } from '@prapa/contracts/invoices';
import { formatMemberId } from '@prapa/domain/member-id';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../db/raw-rows.ts';
import { clients } from '../../db/schema/clients.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { organisation } from '../../db/schema/organisation.ts';
import { receipts } from '../../db/schema/receipts.ts';
import { systemContext } from '../../lib/request-context.ts';
import { bearer } from '../../test/test-app.ts';
import { runBillRun } from './bill-run.service.ts';
import { createInvoicesKit, type InvoicesKit } from './invoices-test-kit.ts';

describe('invoice list, one invoice, bill PDF', () => {
  let kit: InvoicesKit;
  let november: number;
  let december: number;
  let areaB: number;
  const people: Record<string, { clientId: number; meterId: number }> = {};

  beforeAll(async () => {
    kit = await createInvoicesKit();
    await kit.t.db
      .update(organisation)
      .set({ address: '99 หมู่ 1 ตำบลหนองน้ำใส', taxId: '0994000123456' });
    areaB = await kit.addArea(50);
    november = await kit.openCycle(2026, 11);
    people.a = await kit.addReadClient(november, 25);
    people.b = await kit.addReadClient(november, 3, { areaId: areaB });
    await runBillRun(systemContext(kit.t.db, kit.t.clock()), november, {
      invoiceDate: '2026-11-25',
    });
    await kit.closeCycle(november);
    december = await kit.openCycle(2026, 12);
    for (const person of [people.a, people.b]) {
      const saved = await kit.save({
        cycle_id: december,
        meter_id: person?.meterId,
        current_reading: person === people.a ? 40 : 13,
        confirm_anomaly: true,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await runBillRun(systemContext(kit.t.db, kit.t.clock()), december, {
      invoiceDate: '2026-12-25',
    });
  }, 60_000);
  afterAll(() => kit.t.close());

  const page = async (query: string) => {
    const response = await kit.get(`${INVOICE_PATHS.list}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { rows: TInvoice[]; total: number };
  };

  it('lists a page with filters: cycle, area, client, status, text', async () => {
    expect((await page('')).total).toBe(4);
    const dec = await page(`cycle_id=${december}`);
    expect(dec.rows.map((r) => r.invoice_no)).toEqual(['INV2570/000003', 'INV2570/000004']);
    expect((await page(`area_id=${areaB}`)).rows.every((r) => r.area_id === areaB)).toBe(true);
    expect((await page(`client_id=${people.a?.clientId}`)).total).toBe(2);
    expect((await page('status=paid')).total).toBe(0);
    expect((await page('status=unpaid')).total).toBe(4);
    expect((await page(`q=${encodeURIComponent('INV2570/000002')}`)).rows).toHaveLength(1);
    const [client] = await kit.t.db
      .select()
      .from(clients)
      .where(eq(clients.id, people.b?.clientId as number));
    const byMember = await page(`q=${formatMemberId(client?.memberId as number)}`);
    expect(byMember.rows.map((r) => r.client_id)).toEqual([people.b?.clientId, people.b?.clientId]);
    expect((await page('page=2&page_size=3')).rows).toHaveLength(1);
  });

  it('maps the spec’s fields: charges, usage in litres, arrears and billing total', async () => {
    const [row] = (await page(`cycle_id=${december}&client_id=${people.a?.clientId}`)).rows;
    // 15 units (25 → 40): 10 × 10.50 + 5 × 13.00 = 170.00; fee 25.00; VAT 7 % of 195.00 = 13.65.
    expect(row).toMatchObject({
      units: 15,
      water_usage: 15_000,
      previous_reading: 25,
      current_reading: 40,
      bill_charge: 17_000,
      fee_charge: 2_500,
      vat_charge: 1_365,
      total_charge: 20_865,
      debt_total: 36_380,
      billing_total: 36_380 + 20_865,
      status: 'unpaid',
      paid: false,
      paid_at: null,
      receipt_no: null,
      due_date: '2027-01-09',
      bill_cycle_name: 'ธันวาคม 2569',
    });
  });

  it('one invoice: tier lines, tariff version and the arrears still unpaid', async () => {
    const [row] = await kit.invoicesOf(december);
    const response = await kit.get(`/api/user/invoice/${row?.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().data as TInvoiceDetail;
    expect(detail.tiers.map((t) => [t.units, t.amount_satang])).toEqual([
      [10, 10_500],
      [5, 6_500],
    ]);
    expect(detail).toMatchObject({
      tariff_group_name: 'ที่อยู่อาศัย (ทดสอบ)',
      tariff_version_no: 1,
      vat_rate_bp: 700,
      arrears: [
        { invoice_no: 'INV2570/000001', bill_cycle_name: 'พฤศจิกายน 2569', total_charge: 36_380 },
      ],
    });
    const missing = await kit.get('/api/user/invoice/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('ไม่พบใบแจ้งค่าน้ำนี้');
  });

  it('prints a cycle’s bills as one A5 PDF, one page per bill; one area; unpaid only', async () => {
    const pdf = async (query: string) => {
      const response = await kit.get(`${INVOICE_PATHS.printPdf}?${query}`);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      return (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
    };
    expect(await pdf(`cycle_id=${december}`)).toBe(2);
    expect(await pdf(`cycle_id=${december}&area_id=${areaB}`)).toBe(1);
    // Paid straight in the tables (the payments feature owns the real call).
    const [paidInvoice] = (await kit.invoicesOf(december)).filter(
      (r) => r.clientId === people.b?.clientId,
    );
    const paidAt = new Date('2026-12-26T03:00:00.000Z');
    const [receipt] = await kit.t.db
      .insert(receipts)
      .values({
        receiptNo: 'RC2570/000001',
        fiscalYear: 2570,
        seq: 1,
        receiptDate: '2026-12-26',
        paidAt,
        clientId: paidInvoice?.clientId as number,
        amountSatang: paidInvoice?.totalSatang as number,
        receivedSatang: paidInvoice?.totalSatang as number,
        changeSatang: 0,
        paymentNo: 'ผู้ชำระ',
        payee: 'ผู้รับเงิน',
      })
      .returning({ id: receipts.id });
    await kit.t.db
      .update(invoices)
      .set({ receiptId: receipt?.id as number, paidAt })
      .where(eq(invoices.id, paidInvoice?.id as number));
    expect(await pdf(`cycle_id=${december}&unpaid_only=true`)).toBe(1);
    expect(await pdf(`cycle_id=${december}&unpaid_only=false`)).toBe(2);
    const paid = await page('status=paid');
    expect(paid.rows).toMatchObject([
      {
        id: paidInvoice?.id,
        paid: true,
        status: 'paid',
        receipt_no: 'RC2570/000001',
        paid_date: '2026-12-26',
      },
    ]);
    const unknown = await kit.get(`${INVOICE_PATHS.printPdf}?cycle_id=999999`);
    expect(unknown.statusCode).toBe(404);
  }, 60_000);

  it('a printed bill batch lands in the file room with its checksum, and is made again if its bytes go', async () => {
    const response = await kit.get(`${INVOICE_PATHS.printPdf}?cycle_id=${december}`);
    expect(response.statusCode).toBe(200);
    const sha = createHash('sha256').update(response.rawPayload).digest('hex');
    const [file] = await rawRows<{
      id: number;
      name: string;
      sha256: string;
      storage_path: string;
    }>(
      kit.t.db,
      sql`select id, name, sha256, storage_path, related_type, related_id from files
          where kind = 'bill_batch' order by id desc limit 1`,
    );
    expect(file).toMatchObject({
      name: 'ใบแจ้งค่าน้ำ รอบ ธันวาคม 2569.pdf',
      sha256: sha,
      related_type: 'billing_cycle',
      related_id: String(december),
    });
    await rm(join(kit.t.app.dataDir, 'files', file!.storage_path));
    const again = await kit.t.app.inject({
      url: `/api/files/${file!.id}/download`,
      headers: bearer(kit.admin),
    });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('the stored amounts add up (total = water + fee + VAT) on every invoice', async () => {
    for (const row of await kit.t.db.select().from(invoices)) {
      expect(row.totalSatang).toBe(row.billSatang + row.feeSatang + row.vatSatang);
    }
  });
});
