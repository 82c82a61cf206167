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
import { greyOf, readCode128 } from '../../test/read-code128.ts';
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

/** The PDF's first page at 300 dpi, as a printer would lay it on paper. */
function renderFirstPage(pdf: Buffer): PNG {
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
    return PNG.sync.read(readFileSync(join(dir, 'page.png')));
  } finally {
    if (process.env.KEEP_BILL_PNG)
      writeFileSync(process.env.KEEP_BILL_PNG, readFileSync(join(dir, 'page.png')));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's QR, read as a phone camera would. */
function decodeQr(page: PNG): string | null {
  return jsQR(new Uint8ClampedArray(page.data), page.width, page.height)?.data ?? null;
}

/**
 * The page's Code 128 barcode, read as a counter's scanner aimed at it would: the QR beside it
 * is out of the scanner's view (left in, a 1D reader takes the QR's edge for a start pattern on
 * the very rows the bars are on and gives up on them).
 */
function decodeBarcode(page: PNG): string | null {
  const grey = greyOf(page);
  const qr = jsQR(new Uint8ClampedArray(page.data), page.width, page.height);
  if (qr) {
    const { topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner } = qr.location;
    const corners = [topLeftCorner, topRightCorner, bottomLeftCorner, bottomRightCorner];
    const margin = 20;
    const left = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))) - margin);
    const right = Math.min(page.width, Math.ceil(Math.max(...corners.map((p) => p.x))) + margin);
    const top = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))) - margin);
    const bottom = Math.min(page.height, Math.ceil(Math.max(...corners.map((p) => p.y))) + margin);
    for (let y = top; y < bottom; y++)
      grey.fill(255, y * page.width + left, y * page.width + right);
  }
  return readCode128(grey, page.width, page.height);
}

/**
 * pdftoppm (poppler-utils) renders the page as a printer would; .ci/run installs it. A machine
 * without it skips only this rendering check, named in the output, instead of failing `npm test`.
 */
const hasPdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the A5 bill PDF', () => {
  it.skipIf(!hasPdftoppm)(
    'carries the Thai QR and the bank barcode of the amount due; both decode back at 300 dpi',
    async () => {
      const pdf = await renderPdf(
        billsDocument({
          organisation: {
            name: 'ประปาทดสอบ',
            address: '',
            tax_id: '',
            phone: '',
            biller_id: BILLER,
          },
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
      const page = renderFirstPage(pdf);
      expect(decodeQr(page)).toBe(expected?.qrPayload);
      // The bank barcode under it reads back to its data, CRs and all: '|' + biller id + CR +
      // Ref1 + CR + Ref2 + CR + satang.
      expect(decodeBarcode(page)).toBe(expected?.barcode);
      expect(expected?.barcode).toBe(`|${BILLER}\r00042\rINV2570000123\r25050`);
    },
    60_000,
  );

  it('prints no codes without a biller id, or on a paid bill', async () => {
    const none = await renderPdf(
      billsDocument({
        organisation: { name: 'ประปาทดสอบ', address: '', tax_id: '', phone: '', biller_id: '' },
        labels: thInvoices,
        bills: [bill, { ...bill, receipt_no: 'RC2570/000001' }],
        printedAt: new Date('2026-11-26T03:00:00Z'),
      }),
    );
    const page = renderFirstPage(none);
    expect(decodeQr(page)).toBeNull();
    expect(decodeBarcode(page)).toBeNull();
  }, 60_000);
});
