import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBaht } from './money.ts';
import { parseTypedInteger, parseTypedMoney } from './parse-typed-number.ts';
import { toThaiDigits } from './thai-digits.ts';

describe('parseTypedMoney reads what a clerk types', () => {
  it.each([
    ['1,000', 100_000],
    ['1000', 100_000],
    ['1,000.50', 100_050],
    ['1,000.5', 100_050],
    ['1,234,567.89', 123_456_789],
    ['๑,๐๐๐', 100_000],
    ['๑๒๓', 12_300],
    ['๑๒.๕๐', 1_250],
    ['  250  ', 25_000],
    ['1 000', 100_000],
    ['1\u00a0000.25', 100_025],
    ['\t75.5\n', 7_550],
    ['.50', 50],
    ['150.', 15_000],
    ['0', 0],
    ['0.00', 0],
    ['007', 700],
  ])('%j → %i satang', (typed, satang) => {
    expect(parseTypedMoney(typed)).toEqual({ ok: true, value: satang });
  });

  it.each([
    ['-1', 'NEGATIVE'],
    ['-1,000.00', 'NEGATIVE'],
    ['−5', 'NEGATIVE'],
    [' - 20', 'NEGATIVE'],
    ['-', 'NOT_A_NUMBER'],
    ['-abc', 'NOT_A_NUMBER'],
    ['abc', 'NOT_A_NUMBER'],
    ['100บาท', 'NOT_A_NUMBER'],
    ['1o0', 'NOT_A_NUMBER'],
    ['1e3', 'NOT_A_NUMBER'],
    ['+5', 'NOT_A_NUMBER'],
    ['1.000.00', 'NOT_A_NUMBER'],
    ['.', 'NOT_A_NUMBER'],
    [',', 'NOT_A_NUMBER'],
    ['5-', 'NOT_A_NUMBER'],
    ['1,00', 'BAD_GROUPING'],
    ['10,00.50', 'BAD_GROUPING'],
    [',100', 'BAD_GROUPING'],
    ['1,000,', 'BAD_GROUPING'],
    ['1.5,0', 'NOT_A_NUMBER'],
    ['1.005', 'TOO_MANY_DECIMALS'],
    ['0.001', 'TOO_MANY_DECIMALS'],
    ['99999999999999999999', 'TOO_LARGE'],
  ])('%j is refused as %s', (typed, error) => {
    expect(parseTypedMoney(typed)).toEqual({ ok: false, error });
  });

  it('treats an empty field as no value, or as missing when required', () => {
    expect(parseTypedMoney('')).toEqual({ ok: true, value: null });
    expect(parseTypedMoney('   ')).toEqual({ ok: true, value: null });
    expect(parseTypedMoney(' ', { required: true })).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('applies the bounds in satang, both inclusive', () => {
    expect(parseTypedMoney('1,000', { max: 100_000 })).toEqual({ ok: true, value: 100_000 });
    expect(parseTypedMoney('1,000.01', { max: 100_000 })).toEqual({
      ok: false,
      error: 'TOO_LARGE',
    });
    expect(parseTypedMoney('0.99', { min: 100 })).toEqual({ ok: false, error: 'BELOW_MIN' });
    expect(parseTypedMoney('1', { min: 100 })).toEqual({ ok: true, value: 100 });
  });

  it('reads back every amount it formats, in Arabic or Thai digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (satang) => {
        const text = formatBaht(satang);
        expect(parseTypedMoney(text)).toEqual({ ok: true, value: satang });
        expect(parseTypedMoney(toThaiDigits(text))).toEqual({ ok: true, value: satang });
        expect(parseTypedMoney(text.replaceAll(',', ''))).toEqual({ ok: true, value: satang });
      }),
    );
  });

  it('refuses every negative amount as negative', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 12 }), (satang) => {
        expect(parseTypedMoney(`-${formatBaht(satang)}`)).toEqual({ ok: false, error: 'NEGATIVE' });
      }),
    );
  });

  it('never throws and answers a safe non-negative integer or a reason for any text', () => {
    const typed = fc.oneof(fc.string(), fc.stringMatching(/^[0-9๐-๙,. \-a-z]{0,14}$/));
    fc.assert(
      fc.property(typed, (text) => {
        const result = parseTypedMoney(text);
        if (result.ok && result.value !== null) {
          expect(Number.isSafeInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is not changed by spaces anywhere', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 10 }), fc.nat(20), (satang, at) => {
        const text = formatBaht(satang);
        const cut = at % (text.length + 1);
        const spaced = ` ${text.slice(0, cut)} ${text.slice(cut)} `;
        expect(parseTypedMoney(spaced)).toEqual({ ok: true, value: satang });
      }),
    );
  });

  it('refuses three or more decimals whatever the digits', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^[0-9]{3,6}$/), (whole, fraction) => {
        expect(parseTypedMoney(`${whole}.${fraction}`)).toEqual({
          ok: false,
          error: 'TOO_MANY_DECIMALS',
        });
      }),
    );
  });
});

describe('parseTypedInteger reads counts and readings', () => {
  it.each([
    ['576', 576],
    ['1,250', 1250],
    ['๕๗๖', 576],
    [' 12 ', 12],
    ['0', 0],
    ['0042', 42],
  ])('%j → %i', (typed, value) => {
    expect(parseTypedInteger(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['12.5', 'DECIMAL_NOT_ALLOWED'],
    ['12.', 'DECIMAL_NOT_ALLOWED'],
    ['12.0', 'DECIMAL_NOT_ALLOWED'],
    ['๑๒.๕', 'DECIMAL_NOT_ALLOWED'],
    ['-10', 'NEGATIVE'],
    ['abc', 'NOT_A_NUMBER'],
    ['12a', 'NOT_A_NUMBER'],
    ['1,25', 'BAD_GROUPING'],
    ['9007199254740993', 'TOO_LARGE'],
  ])('%j is refused as %s', (typed, error) => {
    expect(parseTypedInteger(typed)).toEqual({ ok: false, error });
  });

  it('checks the bounds', () => {
    expect(parseTypedInteger('9999', { max: 9999 })).toEqual({ ok: true, value: 9999 });
    expect(parseTypedInteger('10000', { max: 9999 })).toEqual({ ok: false, error: 'TOO_LARGE' });
    expect(parseTypedInteger('0', { min: 1 })).toEqual({ ok: false, error: 'BELOW_MIN' });
    expect(parseTypedInteger('', { required: true })).toEqual({ ok: false, error: 'REQUIRED' });
  });

  it('reads back any whole number, grouped or not, in either digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        const grouped = n.toLocaleString('en-US');
        expect(parseTypedInteger(String(n))).toEqual({ ok: true, value: n });
        expect(parseTypedInteger(grouped)).toEqual({ ok: true, value: n });
        expect(parseTypedInteger(toThaiDigits(grouped))).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('refuses any number with a decimal point', () => {
    fc.assert(
      fc.property(fc.nat(), fc.stringMatching(/^[0-9]{0,3}$/), (whole, fraction) => {
        expect(parseTypedInteger(`${whole}.${fraction}`)).toEqual({
          ok: false,
          error: 'DECIMAL_NOT_ALLOWED',
        });
      }),
    );
  });
});
