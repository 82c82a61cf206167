import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BILL_PAYMENT_AID,
  billerId,
  buildBillPaymentPayload,
  crc16CcittFalse,
  isValidThaiTaxId,
  tlv,
  validateBillPayment,
} from './promptpay.ts';

/** Splits a TLV string into [tag, value] pairs; test-only, to read payloads back. */
function readTlv(text: string): [string, string][] {
  const fields: [string, string][] = [];
  let i = 0;
  while (i < text.length) {
    const tag = text.slice(i, i + 2);
    const length = Number(text.slice(i + 2, i + 4));
    fields.push([tag, text.slice(i + 4, i + 4 + length)]);
    i += 4 + length;
  }
  return fields;
}

describe('crc16CcittFalse', () => {
  it('matches the standard check value: "123456789" → 29B1', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('matches other known values', () => {
    expect(crc16CcittFalse('')).toBe('FFFF'); // the initial value, untouched
    expect(crc16CcittFalse('A')).toBe('B915');
  });

  it('matches CRCs of payloads published by others', () => {
    // PromptPay credit transfer to a mobile number (tag 29), from the thai_promptpay docs.
    const promptPay = '00020101021129370016A0000006770101110113006681234567853037645802TH6304823E';
    expect(crc16CcittFalse(promptPay.slice(0, -4))).toBe('823E');
    // An EMV merchant-presented QR from PayMongo's developer reference.
    const payMongo =
      '00020101021227770012com.p2pqrpay0111PAEYPHM2XXX02089996440304129858893861530514+63-99137298615204601653036085406123.455802PH5913ENG-19818-ged6006Manila62980012com.p2pqrpay0103***0214+63-99137298620303***0408LOYALTY10506test120605cust10708123456780803***6304ED03';
    expect(crc16CcittFalse(payMongo.slice(0, -4))).toBe('ED03');
  });

  it('pads to four upper-case hex digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (s) => {
        expect(crc16CcittFalse(s)).toMatch(/^[0-9A-F]{4}$/);
      }),
    );
  });

  it('refuses non-ASCII input', () => {
    expect(() => crc16CcittFalse('ประปา')).toThrow(RangeError);
  });
});

describe('tlv', () => {
  it('writes tag, two-digit length, value', () => {
    expect(tlv('58', 'TH')).toBe('5802TH');
    expect(tlv('00', BILL_PAYMENT_AID)).toBe('0016A000000677010112');
  });

  it('refuses empty, over-long values and bad tags', () => {
    expect(() => tlv('01', '')).toThrow(RangeError);
    expect(() => tlv('01', 'x'.repeat(100))).toThrow(RangeError);
    expect(tlv('01', 'x'.repeat(99))).toHaveLength(103);
    expect(() => tlv('1', 'x')).toThrow(RangeError);
  });
});

describe('buildBillPaymentPayload, assembled by hand', () => {
  const biller = '099400000000601'; // tax id 0994000000006 + suffix 01

  it('builds a dynamic QR with Ref1, Ref2 and an amount', () => {
    // Tag 30, field by field:
    //   00 16 A000000677010112      → '0016A000000677010112'   (20 chars)
    //   01 15 099400000000601       → '0115099400000000601'    (19)
    //   02 05 00007                 → '020500007'              ( 9)
    //   03 13 INV2569110001         → '0313INV2569110001'      (17)
    //   20 + 19 + 9 + 17 = 65       → '3065…'
    // 38199 satang → tag 54 '381.99' (6 chars) → '5406381.99'.
    // The CRC over everything up to and including '6304' was computed independently with
    // Python's binascii.crc_hqx(data, 0xFFFF) (the same CRC-16/CCITT-FALSE): 94BC.
    const expected =
      '000201' +
      '010212' +
      '3065' +
      '0016A000000677010112' +
      '0115099400000000601' +
      '020500007' +
      '0313INV2569110001' +
      '5303764' +
      '5406381.99' +
      '5802TH' +
      '6304' +
      '94BC';
    expect(
      buildBillPaymentPayload({
        billerId: biller,
        ref1: '00007',
        ref2: 'INV2569110001',
        amountSatang: 38199,
      }),
    ).toBe(expected);
  });

  it('builds a static QR (no amount, no Ref2)', () => {
    // Tag 30 = 20 + 19 + 9 = 48 characters; 01 is '11'; no tag 54. CRC (Python): CAFB.
    const expected =
      '000201' +
      '010211' +
      '3048' +
      '0016A000000677010112' +
      '0115099400000000601' +
      '020500007' +
      '5303764' +
      '5802TH' +
      '6304' +
      'CAFB';
    expect(buildBillPaymentPayload({ billerId: biller, ref1: '00007' })).toBe(expected);
  });

  it('builds the bill-check QR: demo biller id, padded member id, invoice number as Ref2', () => {
    // What /billcheck shows for member 42 owing 512.49 baht on invoice 2570/000123:
    //   tag 30 = 20 + 19 ('0115099400058712100') + 9 ('020500042') + 14 ('03102570000123') = 62.
    // CRC computed independently with Python's binascii.crc_hqx(data, 0xFFFF): 6F6A.
    const expected =
      '000201' +
      '010212' +
      '3062' +
      '0016A000000677010112' +
      '0115099400058712100' +
      '020500042' +
      '03102570000123' +
      '5303764' +
      '5406512.49' +
      '5802TH' +
      '6304' +
      '6F6A';
    expect(
      buildBillPaymentPayload({
        billerId: '099400058712100',
        ref1: '00042',
        ref2: '2570000123',
        amountSatang: 51_249,
      }),
    ).toBe(expected);
    expect(expected).toHaveLength(12 + 4 + 62 + 7 + 10 + 6 + 8);
  });

  it('writes the amount with two decimals and no grouping', () => {
    const amountOf = (amountSatang: number) =>
      readTlv(buildBillPaymentPayload({ billerId: biller, ref1: 'A1', amountSatang })).find(
        ([tag]) => tag === '54',
      )?.[1];
    expect(amountOf(1)).toBe('0.01');
    expect(amountOf(100)).toBe('1.00');
    expect(amountOf(123456789)).toBe('1234567.89');
    expect(amountOf(999_999_999_999)).toBe('9999999999.99'); // 13 characters, the maximum
  });

  it('always ends with a CRC that checks out and keeps the field order', () => {
    const ref = fc.stringMatching(/^[A-Z0-9]{1,20}$/);
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9]{15}$/),
        ref,
        fc.option(ref, { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 999_999_999_999 }), { nil: undefined }),
        (id, ref1, ref2, amountSatang) => {
          const payload = buildBillPaymentPayload({ billerId: id, ref1, ref2, amountSatang });
          expect(crc16CcittFalse(payload.slice(0, -4))).toBe(payload.slice(-4));
          const tags = readTlv(payload).map(([tag]) => tag);
          expect(tags).toEqual(
            amountSatang === undefined
              ? ['00', '01', '30', '53', '58', '63']
              : ['00', '01', '30', '53', '54', '58', '63'],
          );
          const merchant = readTlv(readTlv(payload).find(([tag]) => tag === '30')![1]);
          expect(merchant).toEqual([
            ['00', BILL_PAYMENT_AID],
            ['01', id],
            ['02', ref1],
            ...(ref2 === undefined ? [] : [['03', ref2]]),
          ]);
        },
      ),
    );
  });
});

describe('validateBillPayment', () => {
  const ok = { billerId: '099400000000601', ref1: 'ABC123' };

  it('accepts upper-case letters and digits up to 20 characters', () => {
    expect(validateBillPayment(ok)).toEqual([]);
    expect(validateBillPayment({ ...ok, ref1: 'A'.repeat(20), ref2: '9'.repeat(20) })).toEqual([]);
  });

  it.each([
    [{ billerId: '09940000000060' }, 'BILLER_ID_FORMAT'], // 14 digits
    [{ billerId: '0994000000006012' }, 'BILLER_ID_FORMAT'], // 16 digits
    [{ billerId: '09940000000060A' }, 'BILLER_ID_FORMAT'],
    [{ ref1: '' }, 'REF1_FORMAT'],
    [{ ref1: 'A'.repeat(21) }, 'REF1_FORMAT'],
    [{ ref1: 'abc123' }, 'REF1_FORMAT'], // lower case
    [{ ref1: 'AB-123' }, 'REF1_FORMAT'],
    [{ ref1: 'AB 123' }, 'REF1_FORMAT'],
    [{ ref1: 'สมชาย' }, 'REF1_FORMAT'],
    [{ ref2: '' }, 'REF2_FORMAT'],
    [{ ref2: 'x' }, 'REF2_FORMAT'],
    [{ amountSatang: 0 }, 'AMOUNT_INVALID'],
    [{ amountSatang: -100 }, 'AMOUNT_INVALID'],
    [{ amountSatang: 10.5 }, 'AMOUNT_INVALID'],
    [{ amountSatang: 1_000_000_000_000 }, 'AMOUNT_INVALID'], // 10,000,000,000.00: 14 chars
  ])('%j → %s', (change, error) => {
    expect(validateBillPayment({ ...ok, ...change })).toEqual([error]);
    expect(() => buildBillPaymentPayload({ ...ok, ...change })).toThrow(RangeError);
  });
});

describe('biller id and tax id', () => {
  it('joins the tax id and the suffix', () => {
    expect(billerId('0994000000006', '01')).toBe('099400000000601');
    expect(billerId('0994000000006')).toBe('099400000000600');
    expect(() => billerId('099400000000', '01')).toThrow(RangeError);
    expect(() => billerId('0994000000006', '1')).toThrow(RangeError);
  });

  it.each([
    // 1101700230708: Σ = 1×13 + 1×12 + 0×11 + 1×10 + 7×9 + 0×8 + 0×7 + 2×6 + 3×5 + 0×4 + 7×3
    // + 0×2 = 146; 146 mod 11 = 3; (11 − 3) mod 10 = 8 ✓
    ['1101700230708', true],
    // 0994000000006: Σ = 9×12 + 9×11 + 4×10 = 247; 247 mod 11 = 5; 11 − 5 = 6 ✓
    ['0994000000006', true],
    ['1101700230709', false],
    ['0994000000007', false],
    ['110170023070', false],
    ['11017002307080', false],
    ['11017002307O8', false],
  ])('isValidThaiTaxId(%s) = %s', (id, valid) => {
    expect(isValidThaiTaxId(id)).toBe(valid);
  });
});
