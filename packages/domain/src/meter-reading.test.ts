import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diffUnits, isUsageAnomalous, meterCapacity, validateReading } from './meter-reading.ts';

// digits, capacity (10^digits), largest reading
const METERS = [
  [4, 10_000, 9_999],
  [5, 100_000, 99_999],
  [6, 1_000_000, 999_999],
  [7, 10_000_000, 9_999_999],
] as const;

describe.each(METERS)('a %i-digit meter (rolls over at %i)', (digits, capacity, max) => {
  it('has the expected capacity', () => {
    expect(meterCapacity(digits)).toBe(capacity);
  });

  it('accepts readings 0 … max and refuses max + 1', () => {
    expect(validateReading(0, digits)).toBeNull();
    expect(validateReading(max, digits)).toBeNull();
    expect(validateReading(capacity, digits)).toBe('READING_EXCEEDS_DIGITS');
    expect(diffUnits(0, capacity, digits)).toEqual({ ok: false, error: 'READING_EXCEEDS_DIGITS' });
    expect(diffUnits(capacity, 0, digits)).toEqual({ ok: false, error: 'READING_EXCEEDS_DIGITS' });
  });

  it('counts forward normally', () => {
    expect(diffUnits(100, 125, digits)).toEqual({ ok: true, units: 25, rollover: false });
    expect(diffUnits(0, max, digits)).toEqual({ ok: true, units: max, rollover: false });
    expect(diffUnits(max, max, digits)).toEqual({ ok: true, units: 0, rollover: false });
  });

  it(`rolls over from ${max} to 0 as 1 unit, once confirmed`, () => {
    expect(diffUnits(max, 0, digits)).toEqual({ ok: false, error: 'NEEDS_ROLLOVER_CONFIRMATION' });
    expect(diffUnits(max, 0, digits, { confirmRollover: false })).toEqual({
      ok: false,
      error: 'NEEDS_ROLLOVER_CONFIRMATION',
    });
    expect(diffUnits(max, 0, digits, { confirmRollover: true })).toEqual({
      ok: true,
      units: 1,
      rollover: true,
    });
  });

  it(`rolls over from ${max - 4} to 5 as 10 units`, () => {
    // 5 + 10^digits − (10^digits − 5) = 10
    expect(diffUnits(max - 4, 5, digits, { confirmRollover: true })).toEqual({
      ok: true,
      units: 10,
      rollover: true,
    });
  });

  it('allows a roll-over of up to half the range by default, and no more', () => {
    const half = capacity / 2;
    // previous = half, current = 0: 0 + capacity − half = half units: allowed.
    expect(diffUnits(half, 0, digits, { confirmRollover: true })).toEqual({
      ok: true,
      units: half,
      rollover: true,
    });
    // previous = half − 1: half + 1 units: a reading that went backwards, not round.
    expect(diffUnits(half - 1, 0, digits, { confirmRollover: true })).toEqual({
      ok: false,
      error: 'NEGATIVE_WITHOUT_ROLLOVER',
    });
  });

  it('refuses a small backwards step even when "confirmed"', () => {
    // 5000 → 4990 on 4 digits would be 9,990 m³ round the dial.
    expect(diffUnits(capacity / 2, capacity / 2 - 10, digits, { confirmRollover: true })).toEqual({
      ok: false,
      error: 'NEGATIVE_WITHOUT_ROLLOVER',
    });
  });
});

describe('diffUnits options and invalid input', () => {
  it('lets the caller set the largest plausible roll-over', () => {
    // 9950 → 50 on 4 digits: 50 + 10000 − 9950 = 100 units.
    expect(diffUnits(9950, 50, 4, { confirmRollover: true, maxRolloverUnits: 100 })).toEqual({
      ok: true,
      units: 100,
      rollover: true,
    });
    // 9950 → 60: 110 units > 100.
    expect(diffUnits(9950, 60, 4, { confirmRollover: true, maxRolloverUnits: 100 })).toEqual({
      ok: false,
      error: 'NEGATIVE_WITHOUT_ROLLOVER',
    });
    // Any roll-over when the limit is lifted: 1 → 0 is 9,999 units.
    expect(
      diffUnits(1, 0, 4, { confirmRollover: true, maxRolloverUnits: Number.POSITIVE_INFINITY }),
    ).toEqual({ ok: true, units: 9999, rollover: true });
  });

  it('checks the refusal before asking for confirmation', () => {
    expect(diffUnits(5000, 4990, 4)).toEqual({ ok: false, error: 'NEGATIVE_WITHOUT_ROLLOVER' });
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses a reading of %s', (bad) => {
    expect(diffUnits(bad, 10, 4)).toEqual({ ok: false, error: 'INVALID_READING' });
    expect(diffUnits(10, bad, 4)).toEqual({ ok: false, error: 'INVALID_READING' });
  });

  it.each([0, 16, 4.5, Number.NaN])('throws on %s digits (a configuration error)', (digits) => {
    expect(() => diffUnits(0, 1, digits)).toThrow(RangeError);
  });

  it('supports up to 15 digits', () => {
    expect(meterCapacity(1)).toBe(10);
    expect(meterCapacity(15)).toBe(10 ** 15);
  });

  it('always gives units in 0 … capacity − 1 that bring previous to current', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 7 }), fc.nat(), fc.nat(), (digits, a, b) => {
        const capacity = 10 ** digits;
        const previous = a % capacity;
        const current = b % capacity;
        const result = diffUnits(previous, current, digits, {
          confirmRollover: true,
          maxRolloverUnits: Number.POSITIVE_INFINITY,
        });
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.units).toBeGreaterThanOrEqual(0);
        expect(result.units).toBeLessThan(capacity);
        expect((previous + result.units) % capacity).toBe(current);
        expect(result.rollover).toBe(current < previous);
      }),
    );
  });
});

describe('isUsageAnomalous', () => {
  it.each([
    // units, average, expected (default low 0.5, high 2, both exclusive)
    [10, 20, null], // exactly half: not yet low
    [9, 20, 'low'],
    [0, 20, 'low'],
    [20, 20, null],
    [40, 20, null], // exactly double: not yet high
    [41, 20, 'high'],
    [25, 12.5, null], // 12.5 × 2 = 25
    [26, 12.5, 'high'],
  ] as const)('%i m³ against an average of %s → %s', (units, average, expected) => {
    expect(isUsageAnomalous(units, average)).toBe(expected);
  });

  it('says nothing without an average', () => {
    expect(isUsageAnomalous(50, null)).toBeNull();
    expect(isUsageAnomalous(50, undefined)).toBeNull();
    expect(isUsageAnomalous(50, Number.NaN)).toBeNull();
    expect(isUsageAnomalous(50, -1)).toBeNull();
  });

  it('treats any use against a zero average as high', () => {
    expect(isUsageAnomalous(0, 0)).toBeNull();
    expect(isUsageAnomalous(1, 0)).toBe('high');
  });

  it('supports the investigation tab "within 30 percent" (0.7 / 1.3)', () => {
    const within30 = { low: 0.7, high: 1.3 };
    // 30 × 0.7 = 21 and 30 × 1.3 = 39 exactly on paper; binary floats land a hair off.
    expect(isUsageAnomalous(21, 30, within30)).toBeNull();
    expect(isUsageAnomalous(20, 30, within30)).toBe('low');
    expect(isUsageAnomalous(39, 30, within30)).toBeNull();
    expect(isUsageAnomalous(40, 30, within30)).toBe('high');
    expect(isUsageAnomalous(7, 10, within30)).toBeNull();
    // 3 × 0.7 = 2.1: 2 is below.
    expect(isUsageAnomalous(2, 3, within30)).toBe('low');
  });

  it('rejects nonsense', () => {
    expect(() => isUsageAnomalous(-1, 10)).toThrow(RangeError);
    expect(() => isUsageAnomalous(Number.NaN, 10)).toThrow(RangeError);
    expect(() => isUsageAnomalous(5, 10, { low: 2, high: 1 })).toThrow(RangeError);
    expect(() => isUsageAnomalous(5, 10, { low: -0.1 })).toThrow(RangeError);
  });
});
