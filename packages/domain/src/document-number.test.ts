import { describe, expect, it } from 'vitest';
import { formatDocumentNo, parseDocumentNo } from './document-number.ts';

describe('formatDocumentNo', () => {
  it('pads the number to six digits after the B.E. fiscal year', () => {
    expect(formatDocumentNo(2570, 1)).toBe('2570/000001');
    expect(formatDocumentNo(2570, 123)).toBe('2570/000123');
    expect(formatDocumentNo(2569, 999_999)).toBe('2569/999999');
  });

  it('widens past six digits instead of truncating', () => {
    expect(formatDocumentNo(2570, 1_000_000)).toBe('2570/1000000');
  });

  it('refuses a number below 1 or not whole', () => {
    expect(() => formatDocumentNo(2570, 0)).toThrow(RangeError);
    expect(() => formatDocumentNo(2570, 1.5)).toThrow(RangeError);
  });
});

describe('parseDocumentNo', () => {
  it('reads back what formatDocumentNo writes', () => {
    expect(parseDocumentNo(formatDocumentNo(2570, 42))).toEqual({ fiscalYear: 2570, seq: 42 });
    expect(parseDocumentNo(' 2569/7 ')).toEqual({ fiscalYear: 2569, seq: 7 });
  });

  it('answers null for anything else', () => {
    expect(parseDocumentNo('2570-000001')).toBeNull();
    expect(parseDocumentNo('2570/000000')).toBeNull();
    expect(parseDocumentNo('')).toBeNull();
  });
});
