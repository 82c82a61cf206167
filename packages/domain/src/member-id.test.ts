import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMemberId, MEMBER_ID_MAX, memberIdPrefixRanges, parseMemberId } from './member-id.ts';

describe('formatMemberId (spec §9: 5 digits)', () => {
  it.each([
    [1, '00001'],
    [7, '00007'],
    [10, '00010'],
    [1234, '01234'],
    [12345, '12345'],
    [99999, '99999'],
    [123456, '123456'], // longer ids are not cut
  ])('%i → %s', (n, text) => {
    expect(formatMemberId(n)).toBe(text);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])('rejects %s', (n) => {
    expect(() => formatMemberId(n)).toThrow(RangeError);
  });
});

describe('parseMemberId', () => {
  it.each([
    ['7', 7],
    ['00007', 7],
    ['  00007 ', 7],
    ['\t42\n', 42],
    ['12345', 12345],
    ['123456', 123456],
    ['๐๐๐๐๗', 7],
    ['๑๒๓๔๕', 12345],
    ['๐0๗', 7], // mixed Thai and Arabic digits
    ['2147483647', 2147483647],
  ])('%j → %i', (input, expected) => {
    expect(parseMemberId(input)).toBe(expected);
  });

  it.each([
    '',
    '   ',
    '0',
    '00000',
    '๐',
    '-1',
    '+1',
    '1.0',
    '1e3',
    '12a',
    '1 2',
    'abc',
    '0x10',
    '2147483648', // beyond the member_id column (int4)
    '9007199254740991',
    '9007199254740993', // beyond the safe integers
  ])('rejects %j', (input) => {
    expect(parseMemberId(input)).toBeNull();
  });

  it('round-trips every positive id through its display form', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MEMBER_ID_MAX }), (n) => {
        expect(parseMemberId(formatMemberId(n))).toBe(n);
      }),
    );
  });
});

describe('memberIdPrefixRanges (autocomplete on the padded or plain id)', () => {
  const inRanges = (ranges: [number, number][], id: number) =>
    ranges.some(([from, to]) => id >= from && id <= to);

  it('padded prefix: 0004 → 40–49 only', () => {
    expect(memberIdPrefixRanges('0004')).toEqual([[40, 49]]);
  });

  it('plain prefix: 42 → 42, 420–429, … and the padded 42000–42999', () => {
    const ranges = memberIdPrefixRanges('42', 99_999);
    expect(ranges).toEqual([
      [42, 42],
      [420, 429],
      [4200, 4299],
      [42000, 42999],
    ]);
  });

  it('reads Thai digits and ignores text', () => {
    expect(memberIdPrefixRanges('๐๐๐๔๒')).toEqual([[42, 42]]);
    expect(memberIdPrefixRanges('สม')).toEqual([]);
    expect(memberIdPrefixRanges('')).toEqual([]);
    expect(memberIdPrefixRanges('00000')).toEqual([]);
  });

  it('matches exactly the ids whose padded or plain form starts with the prefix', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3_000_000 }),
        fc.stringMatching(/^[0-9]{1,7}$/),
        fc.nat(7),
        fc.boolean(),
        (id, randomPrefix, cut, usePrefixOfId) => {
          // Half the cases type the start of the id itself, so matches are common.
          const own = (cut % 2 === 0 ? formatMemberId(id) : String(id)).slice(0, cut + 1);
          const prefix = usePrefixOfId ? own : randomPrefix;
          const expected = formatMemberId(id).startsWith(prefix) || String(id).startsWith(prefix);
          expect(inRanges(memberIdPrefixRanges(prefix), id)).toBe(expected);
        },
      ),
    );
  });
});
