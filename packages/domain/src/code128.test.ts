import { describe, expect, it } from 'vitest';
import { CODE128_PATTERNS, CODE128_QUIET_ZONE, code128Bars, code128Values } from './code128.ts';

describe('code128Values', () => {
  // Checksums worked by hand: (start + Σ value × position) mod 103.
  it.each([
    [
      'letters and three digits stay in set B',
      'PJJ123C',
      [104, 48, 42, 42, 17, 18, 19, 35, 55, 106],
    ],
    ['four digits alone are set C pairs', '1234', [105, 12, 34, 82, 106]],
    ['CR switches to set A', '|1\r', [104, 92, 17, 101, 77, 17, 106]],
    ['lower case after CR switches back to B', 'a\rb', [104, 65, 101, 77, 100, 66, 96, 106]],
    ['an odd digit run leaves its first digit in B', 'X12345', [104, 56, 17, 99, 23, 45, 87, 106]],
    ['a control character first starts in set A', '\r1', [103, 77, 17, 8, 106]],
  ])('%s: %j', (_name, text, values) => {
    expect(code128Values(text)).toEqual(values);
  });

  it('encodes a bank barcode compactly: digits in pairs, CR in set A', () => {
    const values = code128Values('|099400015981100\r00042\rINV2570000123\r25050') ?? [];
    expect(values[0]).toBe(104); // '|' is a set B character
    expect(values).toContain(99); // the biller id and the amounts go to set C
    expect(values).toContain(101); // each CR in set A
    expect(values.at(-1)).toBe(106);
    // Fewer symbols than characters: the long digit runs are halved.
    expect(values).toHaveLength(36);
  });

  it('refuses what Code 128 cannot carry', () => {
    expect(code128Values('')).toBeNull();
    expect(code128Values('ก')).toBeNull();
    expect(code128Values('é')).toBeNull();
  });
});

describe('the pattern table', () => {
  it('has 107 distinct patterns of 11 modules (the stop 13), bar first', () => {
    expect(CODE128_PATTERNS).toHaveLength(107);
    expect(new Set(CODE128_PATTERNS).size).toBe(107);
    CODE128_PATTERNS.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      expect(
        widths.reduce((a, b) => a + b, 0),
        `value ${value}`,
      ).toBe(value === 106 ? 13 : 11);
      expect(widths.length).toBe(value === 106 ? 7 : 6);
      // Bars are even in count of modules (a parity check of Code 128).
      const bars = widths.filter((_, k) => k % 2 === 0).reduce((a, b) => a + b, 0);
      expect(bars % 2, `value ${value}`).toBe(0);
    });
  });
});

describe('code128Bars', () => {
  it('draws every bar as one path between the quiet zones', () => {
    const bars = code128Bars('1234', 50);
    // Start, 2 pairs, checksum: 4 × 11 modules, stop 13, quiet zones 2 × 10.
    expect(bars?.width).toBe(4 * 11 + 13 + 2 * CODE128_QUIET_ZONE);
    expect(bars?.height).toBe(50);
    // Start C is 211232: a 2-module bar at the quiet zone's end, then 1 light, a 1-module bar…
    expect(bars?.d.startsWith(`M${CODE128_QUIET_ZONE} 0h2v50h-2zM13 0h1v50h-1z`)).toBe(true);
    // 3 bars a symbol, 4 for the stop.
    expect(bars?.d.match(/M/g)).toHaveLength(4 * 3 + 4);
  });

  it('draws nothing for a text it cannot encode', () => {
    expect(code128Bars('ก', 50)).toBeNull();
  });
});
