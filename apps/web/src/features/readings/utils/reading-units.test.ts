import { describe, expect, it } from 'vitest';
import { readingUnits, unitsOf } from './reading-units.ts';

const ROW = { previousMeter: 9995, meter_digit: 4 };

describe('readingUnits', () => {
  it('is empty until something is typed', () => {
    expect(readingUnits(ROW, null)).toEqual({ kind: 'empty' });
  });

  it('is the difference for a reading at or above the previous one', () => {
    expect(readingUnits({ previousMeter: 120, meter_digit: 5 }, 135)).toEqual({
      kind: 'ok',
      units: 15,
    });
  });

  it('counts through the roll-over for a small drop', () => {
    const result = readingUnits(ROW, 2);
    expect(result).toEqual({ kind: 'rollover', units: 7 });
    expect(unitsOf(result)).toBe(7);
  });

  it('refuses a drop too large to be a roll-over and a reading over the digits', () => {
    expect(readingUnits({ previousMeter: 5000, meter_digit: 4 }, 4990)).toEqual({
      kind: 'error',
      error: 'NEGATIVE_WITHOUT_ROLLOVER',
    });
    expect(readingUnits(ROW, 10000)).toEqual({ kind: 'error', error: 'READING_EXCEEDS_DIGITS' });
    expect(unitsOf(readingUnits(ROW, 10000))).toBeNull();
  });

  it('leaves a meter type with impossible digits to the server', () => {
    expect(readingUnits({ previousMeter: 1, meter_digit: 0 }, 5)).toEqual({
      kind: 'error',
      error: 'INVALID_DIGITS',
    });
  });
});
