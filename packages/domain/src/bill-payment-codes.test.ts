import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billPaymentCodes, invoiceRef, isValidBillerId } from './bill-payment-codes.ts';
import { crc16CcittFalse } from './promptpay.ts';

const BILLER = '099400015981100';

function readTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const length = Number(text.slice(i + 2, i + 4));
    fields.set(text.slice(i, i + 2), text.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

describe('isValidBillerId', () => {
  it('accepts a tax id with a correct check digit and a two-digit suffix', () => {
    expect(isValidBillerId(BILLER)).toBe(true);
    expect(isValidBillerId('123456789012101')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or anything but digits', () => {
    expect(isValidBillerId('099400015981200')).toBe(false);
    expect(isValidBillerId('0994000159811')).toBe(false);
    expect(isValidBillerId('0994000159811000')).toBe(false);
    expect(isValidBillerId('09940001598110A')).toBe(false);
    expect(isValidBillerId('')).toBe(false);
  });

  it('refuses every other check digit', () => {
    for (let d = 0; d < 10; d++) {
      if (String(d) === BILLER[12]) continue;
      expect(isValidBillerId(`${BILLER.slice(0, 12)}${d}${BILLER.slice(13)}`)).toBe(false);
    }
  });
});

describe('invoiceRef', () => {
  it('drops separators and upper-cases', () => {
    expect(invoiceRef('INV2570/000123')).toBe('INV2570000123');
    expect(invoiceRef('inv-2569/7')).toBe('INV25697');
    expect(invoiceRef('๒๕๗๐/๐๐๐๑๒๓')).toBe('2570000123');
  });
});

describe('billPaymentCodes', () => {
  const input = {
    billerId: BILLER,
    memberId: 42,
    invoiceNo: 'INV2570/000123',
    amountSatang: 25_050,
  };

  it('puts the member id in Ref1 and the invoice number in Ref2 of the QR', () => {
    const codes = billPaymentCodes(input);
    expect(codes?.ref1).toBe('00042');
    expect(codes?.ref2).toBe('INV2570000123');
    const fields = readTlv(codes?.qrPayload ?? '');
    expect(fields.get('01')).toBe('12');
    const merchant = readTlv(fields.get('30') ?? '');
    expect(merchant.get('00')).toBe('A000000677010112');
    expect(merchant.get('01')).toBe(BILLER);
    expect(merchant.get('02')).toBe('00042');
    expect(merchant.get('03')).toBe('INV2570000123');
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('250.50');
    expect(fields.get('58')).toBe('TH');
    const payload = codes?.qrPayload ?? '';
    expect(fields.get('63')).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it('builds the bank barcode: | biller CR Ref1 CR Ref2 CR satang', () => {
    const codes = billPaymentCodes(input);
    expect(codes?.barcode).toBe('|099400015981100\r00042\rINV2570000123\r25050');
    expect(codes?.barcodeText).toBe('|099400015981100 00042 INV2570000123 25050');
  });

  it('prints an open amount for 0: a static QR without tag 54 and 0 in the barcode', () => {
    const codes = billPaymentCodes({ ...input, amountSatang: 0 });
    const fields = readTlv(codes?.qrPayload ?? '');
    expect(fields.get('01')).toBe('11');
    expect(fields.has('54')).toBe(false);
    expect(codes?.barcode.endsWith('\r0')).toBe(true);
  });

  it('makes no codes without a valid biller id or with a bad amount or invoice number', () => {
    expect(billPaymentCodes({ ...input, billerId: '' })).toBeNull();
    expect(billPaymentCodes({ ...input, billerId: '099400015981200' })).toBeNull();
    expect(billPaymentCodes({ ...input, amountSatang: -1 })).toBeNull();
    expect(billPaymentCodes({ ...input, amountSatang: 1.5 })).toBeNull();
    expect(billPaymentCodes({ ...input, invoiceNo: '/' })).toBeNull();
    expect(billPaymentCodes({ ...input, memberId: 0 })).toBeNull();
  });

  it('always yields a QR whose CRC checks and a barcode that reads back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_999 }),
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 2500, max: 2600 }),
        fc.integer({ min: 1, max: 999_999 }),
        (memberId, amountSatang, year, seq) => {
          const invoiceNo = `INV${year}/${String(seq).padStart(6, '0')}`;
          const codes = billPaymentCodes({ billerId: BILLER, memberId, invoiceNo, amountSatang });
          expect(codes).not.toBeNull();
          const payload = codes?.qrPayload ?? '';
          expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
          const [biller, ref1, ref2, amount] = (codes?.barcode ?? '').slice(1).split('\r');
          expect(biller).toBe(BILLER);
          expect(Number(ref1)).toBe(memberId);
          expect(ref2).toBe(invoiceNo.replace('/', ''));
          expect(Number(amount)).toBe(amountSatang);
        },
      ),
    );
  });
});
