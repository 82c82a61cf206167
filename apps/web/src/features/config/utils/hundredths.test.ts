import { describe, expect, it } from 'vitest';
import { fromHundredths, toHundredths } from './hundredths.ts';

describe('hundredths', () => {
  it('turns typed baht into exact satang', () => {
    expect(toHundredths(150.5)).toBe(15050);
    expect(toHundredths(0.1 + 0.2)).toBeNaN();
    expect(toHundredths(10.2)).toBe(1020);
    expect(toHundredths(null)).toBeNull();
  });

  it('round-trips every two-decimal amount', () => {
    for (let satang = 0; satang <= 100_000; satang += 7) {
      expect(toHundredths(fromHundredths(satang))).toBe(satang);
    }
  });
});
