import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TInvoiceDetail } from '@prapa/contracts/invoices';
import { billPaymentCodes } from '@prapa/domain/bill-payment-codes';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../lib/pdf/thai-pdf.ts';
import thInvoices from '../../locales/th/invoices.json' with { type: 'json' };
import { billsDocument } from './invoice-bill-pdf.ts';

const BILLER = '099400015981100';

const bill = {
  id: 1,
  invoice_no: 'INV2570/000123',
  invoice_date: '2026-11-26',
  due_date: '2026-12-10',
  bill_cycle_name: 'พฤศจิกายน 2569',
  memberId: 42,
  fullname: 'สมศรี ใจดี',
  house_no: '7',
  address: 'หมู่ 1',
  area_name: 'หมู่ 1',
  meterNo: 'M-1',
  previous_reading: 100,
  current_reading: 115,
  units: 15,
  tiers: [],
  bill_charge: 24_050,
  fee_charge: 1_000,
  vat_rate_bp: 0,
  vat_charge: 0,
  total_charge: 25_050,
  arrears: [],
  receipt_no: null,
  replaced_meter: null,
  minimum_applied: false,
} as unknown as TInvoiceDetail & { address: string; minimum_applied: boolean };

/** The PDF's first page at 300 dpi, decoded as a phone camera would read its QR. */
function decodeQr(pdf: Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'bill-qr-'));
  try {
    writeFileSync(join(dir, 'bill.pdf'), pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '300',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'bill.pdf'),
      join(dir, 'page'),
    ]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    if (process.env.KEEP_BILL_PNG)
      writeFileSync(process.env.KEEP_BILL_PNG, readFileSync(join(dir, 'page.png')));
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the A5 bill PDF', () => {
  it('carries the Thai QR of the amount due, which decodes back to the payload', async () => {
    const pdf = await renderPdf(
      billsDocument({
        organisation: { name: 'ประปาทดสอบ', address: '', tax_id: '', phone: '', biller_id: BILLER },
        labels: thInvoices,
        bills: [bill],
        printedAt: new Date('2026-11-26T03:00:00Z'),
      }),
    );
    const expected = billPaymentCodes({
      billerId: BILLER,
      memberId: 42,
      invoiceNo: 'INV2570/000123',
      amountSatang: 25_050,
    });
    expect(decodeQr(pdf)).toBe(expected?.qrPayload);
    // The barcode is drawn as vector bars, with its data printed under it.
    expect(pdf.toString('latin1')).toMatch(/%PDF-/);
  }, 60_000);

  it('prints no codes without a biller id, or on a paid bill', async () => {
    const none = await renderPdf(
      billsDocument({
        organisation: { name: 'ประปาทดสอบ', address: '', tax_id: '', phone: '', biller_id: '' },
        labels: thInvoices,
        bills: [bill, { ...bill, receipt_no: 'RC2570/000001' }],
        printedAt: new Date('2026-11-26T03:00:00Z'),
      }),
    );
    expect(decodeQr(none)).toBeNull();
  }, 60_000);
});
