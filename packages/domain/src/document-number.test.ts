import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clashingPrefixes,
  DEFAULT_DOCUMENT_PREFIXES,
  documentNoRef,
  formatDocumentNo,
  parseDocumentNo,
} from './document-number.ts';

describe('formatDocumentNo', () => {
  it('writes the prefix, the B.E. fiscal year and the number padded to six digits', () => {
    expect(formatDocumentNo(2570, 123, 'INV')).toBe('INV2570/000123');
    expect(formatDocumentNo(2570, 123, 'RC')).toBe('RC2570/000123');
    expect(formatDocumentNo(2569, 999_999, 'INV')).toBe('INV2569/999999');
  });

  it('writes the old unprefixed form when no prefix is given', () => {
    expect(formatDocumentNo(2570, 1)).toBe('2570/000001');
  });

  it('widens past six digits instead of truncating', () => {
    expect(formatDocumentNo(2570, 1_000_000, 'RC')).toBe('RC2570/1000000');
  });

  it('refuses a number below 1, not whole, or a prefix that is not 1–6 capitals', () => {
    expect(() => formatDocumentNo(2570, 0, 'INV')).toThrow(RangeError);
    expect(() => formatDocumentNo(2570, 1.5, 'INV')).toThrow(RangeError);
    expect(() => formatDocumentNo(2570, 1, 'inv')).toThrow(RangeError);
    expect(() => formatDocumentNo(2570, 1, 'ใบ')).toThrow(RangeError);
    expect(() => formatDocumentNo(2570, 1, 'ABCDEFG')).toThrow(RangeError);
  });
});

describe('parseDocumentNo', () => {
  it('reads back what formatDocumentNo writes, with or without a prefix', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'INV', 'RC', 'CN', 'LETTER'),
        fc.integer({ min: 2500, max: 2999 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        (prefix, fiscalYear, seq) => {
          expect(parseDocumentNo(formatDocumentNo(fiscalYear, seq, prefix))).toEqual({
            prefix,
            fiscalYear,
            seq,
          });
        },
      ),
    );
  });

  it('reads numbers as staff type them: lower case, a space, no padding', () => {
    expect(parseDocumentNo(' inv2570/42 ')).toEqual({ prefix: 'INV', fiscalYear: 2570, seq: 42 });
    expect(parseDocumentNo('RC 2569/7')).toEqual({ prefix: 'RC', fiscalYear: 2569, seq: 7 });
    expect(parseDocumentNo('2569/000007')).toEqual({ prefix: '', fiscalYear: 2569, seq: 7 });
  });

  it('answers null for anything else', () => {
    expect(parseDocumentNo('2570-000001')).toBeNull();
    expect(parseDocumentNo('INV2570/000000')).toBeNull();
    expect(parseDocumentNo('INV-2570/000001')).toBeNull();
    expect(parseDocumentNo('ABCDEFG2570/000001')).toBeNull();
    expect(parseDocumentNo('')).toBeNull();
  });
});

describe('documentNoRef', () => {
  it('drops the slash and keeps letters and digits (a PromptPay Ref2)', () => {
    expect(documentNoRef('INV2570/000123')).toBe('INV2570000123');
    expect(documentNoRef('2570/000123')).toBe('2570000123');
    expect(documentNoRef(formatDocumentNo(2570, 5, 'ABCDEF'))).toMatch(/^[A-Z0-9]{1,20}$/);
  });
});

describe('clashingPrefixes', () => {
  it('names the kinds that share a prefix, in any case', () => {
    expect(clashingPrefixes(DEFAULT_DOCUMENT_PREFIXES)).toEqual([]);
    expect(clashingPrefixes({ invoice: 'INV', receipt: 'inv', letter: 'LT' }).sort()).toEqual([
      'invoice',
      'receipt',
    ]);
  });
});
