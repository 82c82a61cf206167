import { describe, expect, it } from 'vitest';
import { cellText, formatInteger, formatSatang } from './report-format.ts';

const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const baht = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('report figures', () => {
  it('prints whole numbers and satang exactly as Intl would, faster', () => {
    const values = [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 1005, 12_345, 100_000, 999_999];
    values.push(1_234_567, 98_765_432_100, Number.MAX_SAFE_INTEGER);
    let seed = 7;
    for (let i = 0; i < 2000; i += 1) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      values.push(seed % 10 ** (1 + (i % 10)));
    }
    for (const v of [...values, ...values.map((x) => -x)]) {
      expect(formatInteger(v)).toBe(intl.format(v));
      expect(formatSatang(v)).toBe(baht.format(v / 100));
    }
    // Not whole: left to Intl.
    for (const v of [-0, 0.5, 2.5, -1.5, 1234.567]) {
      expect(formatInteger(v)).toBe(intl.format(v));
      expect(formatSatang(v)).toBe(baht.format(v / 100));
    }
    expect(cellText('money', 123_456)).toBe('1,234.56');
    expect(cellText('money', -5)).toBe('-0.05');
    expect(cellText('int', 1_234_567)).toBe('1,234,567');
  });
});
