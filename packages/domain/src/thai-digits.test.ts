import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toArabicDigits, toThaiDigits } from './thai-digits.ts';

describe('toArabicDigits', () => {
  it('maps each Thai digit ๐–๙ to 0–9', () => {
    expect(toArabicDigits('๐๑๒๓๔๕๖๗๘๙')).toBe('0123456789');
  });

  it('leaves everything else alone', () => {
    expect(toArabicDigits('บ้านเลขที่ ๑๒/๓ หมู่ 4')).toBe('บ้านเลขที่ 12/3 หมู่ 4');
    expect(toArabicDigits('abc 123 ,.-')).toBe('abc 123 ,.-');
    expect(toArabicDigits('')).toBe('');
  });

  it('never leaves a Thai digit and keeps the length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = toArabicDigits(s);
        expect(out).not.toMatch(/[\u0E50-\u0E59]/);
        expect(out.length).toBe(s.length);
      }),
    );
  });
});

describe('toThaiDigits', () => {
  it('maps 0–9 to ๐–๙', () => {
    expect(toThaiDigits('0123456789')).toBe('๐๑๒๓๔๕๖๗๘๙');
    expect(toThaiDigits('20 พ.ย. 2569')).toBe('๒๐ พ.ย. ๒๕๖๙');
  });

  it('is undone by toArabicDigits', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(toArabicDigits(toThaiDigits(s))).toBe(toArabicDigits(s));
      }),
    );
  });
});
