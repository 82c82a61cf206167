import { crc16CcittFalse } from '@prapa/domain/promptpay';
import { describe, expect, it } from 'vitest';
import { buildBillQr, invoiceRef } from './bill-check-qr.ts';

describe('invoiceRef', () => {
  it('keeps the letters and digits of the invoice number, upper case, at most 20', () => {
    expect(invoiceRef('INV2570/000123')).toBe('INV2570000123');
    expect(invoiceRef('2570/000123')).toBe('2570000123');
    expect(invoiceRef('inv-2569/7')).toBe('INV25697');
    expect(invoiceRef('ใบ/')).toBe('');
    // The end of a long number is the part that differs from bill to bill.
    expect(invoiceRef('1234567890/12345678901')).toBe('23456789012345678901');
  });
});

describe('buildBillQr', () => {
  const input = {
    billerId: '099400058712100',
    memberId: 42,
    newestInvoiceNo: '2570/000123',
    amountSatang: 51_249,
  };

  it('builds the payload of the domain vector', () => {
    const qr = buildBillQr(input);
    expect(qr?.payload).toBe(
      '00020101021230620016A00000067701011201150994000587121000205000420310257000012353037645406512.495802TH63046F6A',
    );
    expect(crc16CcittFalse(qr?.payload.slice(0, -4) ?? '')).toBe('6F6A');
    expect(qr?.amount_satang).toBe(51_249);
    expect(Object.keys(qr ?? {})).toEqual(['payload', 'amount_satang']);
  });

  it('leaves Ref2 out when the invoice number has no usable character', () => {
    const qr = buildBillQr({ ...input, newestInvoiceNo: '/' });
    expect(qr?.payload).toContain('3048');
    expect(qr?.payload).not.toContain('0310');
  });

  it('draws nothing without a valid biller id or an amount', () => {
    expect(buildBillQr({ ...input, billerId: '' })).toBeNull();
    expect(buildBillQr({ ...input, billerId: '12345' })).toBeNull();
    expect(buildBillQr({ ...input, amountSatang: 0 })).toBeNull();
  });
});
