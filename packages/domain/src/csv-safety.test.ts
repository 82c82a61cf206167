import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDangerousCsvCell, neutraliseCsvCell } from './csv-safety.ts';

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('neutraliseCsvCell', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+1+1', `'+1+1`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
    ['=', `'=`],
  ])('prefixes %j', (input, output) => {
    expect(neutraliseCsvCell(input)).toBe(output);
    expect(isDangerousCsvCell(input)).toBe(true);
  });

  it.each([
    '',
    'สมชาย ใจดี',
    '123/4 หมู่ 5',
    'a=b',
    ' =1+1', // a leading space is not in the list; spreadsheets read it as text
    "'=already",
    '00007',
  ])('leaves %j unchanged', (input) => {
    expect(neutraliseCsvCell(input)).toBe(input);
    expect(isDangerousCsvCell(input)).toBe(false);
  });

  it('never returns a cell that starts with a dangerous character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = neutraliseCsvCell(s);
        expect(out.length === 0 || !DANGEROUS.includes(out[0]!)).toBe(true);
        // Only ever adds one apostrophe in front; the content is kept.
        expect(out === s || out === `'${s}`).toBe(true);
      }),
    );
  });

  it('leaves safe input unchanged', () => {
    const safe = fc
      .string({ unit: 'binary' })
      .filter((s) => s === '' || !DANGEROUS.includes(s[0]!));
    fc.assert(
      fc.property(safe, (s) => {
        expect(neutraliseCsvCell(s)).toBe(s);
      }),
    );
  });

  it('neutralises anything that starts with a dangerous character', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS), fc.string(), (first, rest) => {
        expect(neutraliseCsvCell(first + rest)).toBe(`'${first}${rest}`);
      }),
    );
  });
});
