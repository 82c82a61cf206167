import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';
import { intArray, nullableIntArray, textArray } from './array-literal.ts';
import { rawRows } from './raw-rows.ts';

describe('array literals sent as one parameter', () => {
  it('round-trip through the database: numbers, Thai text, quotes, backslashes, commas, NULL', async () => {
    const t = await createTestApp();
    try {
      const texts = ['สมชาย', 'a"b', 'c\\d', 'e,f', '{g}', '', null];
      const [row] = await rawRows<{
        ints: number[];
        maybe: (number | null)[];
        texts: (string | null)[];
      }>(
        t.db,
        sql`select ${intArray([3, -1, 0, 2_000_000_000])}::int[] as ints,
          ${nullableIntArray([7, null, -2])}::int[] as maybe,
          ${textArray(texts)}::text[] as texts`,
      );
      expect(row?.ints).toEqual([3, -1, 0, 2_000_000_000]);
      expect(row?.maybe).toEqual([7, null, -2]);
      expect(row?.texts).toEqual(texts);
    } finally {
      await t.close();
    }
  });

  it('refuses a number that is not whole rather than sending it', () => {
    expect(() => intArray([1, 2.5])).toThrow(RangeError);
    expect(() => intArray([Number.NaN])).toThrow(RangeError);
    expect(intArray([])).toBe('{}');
    expect(() => nullableIntArray([null, 1.5])).toThrow(RangeError);
  });
});
