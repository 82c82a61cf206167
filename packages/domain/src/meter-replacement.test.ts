import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalMeterUnits, replacementUnits } from './meter-replacement.ts';

describe('the old meter’s last units (last reading → final reading)', () => {
  it('counts forward: last read 139, taken off at 150 → 11 units', () => {
    expect(finalMeterUnits({ from: 139, to: 150, digits: 4 })).toEqual({
      ok: true,
      span: { from: 139, to: 150, units: 11, rollover: false },
    });
  });

  it('taken off at the last reading → 0 units', () => {
    expect(finalMeterUnits({ from: 150, to: 150, digits: 4 })).toMatchObject({
      ok: true,
      span: { units: 0 },
    });
  });

  it('a meter that already rolled over (installed at 9990, last read 25) counts from 25', () => {
    expect(finalMeterUnits({ from: 25, to: 31, digits: 4 })).toMatchObject({
      ok: true,
      span: { units: 6, rollover: false },
    });
  });

  it('rolls over when confirmed: last read 9995, taken off at 5 → 10 units', () => {
    expect(finalMeterUnits({ from: 9995, to: 5, digits: 4 })).toEqual({
      ok: false,
      error: 'NEEDS_ROLLOVER_CONFIRMATION',
    });
    expect(finalMeterUnits({ from: 9995, to: 5, digits: 4 }, { confirmRollover: true })).toEqual({
      ok: true,
      span: { from: 9995, to: 5, units: 10, rollover: true },
    });
  });

  it('refuses a drop too large to be a roll-over, even confirmed', () => {
    expect(finalMeterUnits({ from: 5000, to: 4990, digits: 4 }, { confirmRollover: true })).toEqual(
      { ok: false, error: 'NEGATIVE_WITHOUT_ROLLOVER' },
    );
  });

  it('refuses readings the register cannot show', () => {
    expect(finalMeterUnits({ from: 10, to: 10_000, digits: 4 })).toEqual({
      ok: false,
      error: 'READING_EXCEEDS_DIGITS',
    });
    expect(finalMeterUnits({ from: -1, to: 5, digits: 4 })).toEqual({
      ok: false,
      error: 'INVALID_READING',
    });
  });
});

describe('the first bill after a replacement', () => {
  it('issue example: last 139, final 150, new meter 0 → 5: bills 11 + 5 = 16 units', () => {
    const result = replacementUnits(
      { from: 139, to: 150, digits: 4 },
      { from: 0, to: 5, digits: 5 },
    );
    expect(result).toEqual({
      ok: true,
      old: { from: 139, to: 150, units: 11, rollover: false },
      current: { from: 0, to: 5, units: 5, rollover: false },
      units: 16,
    });
  });

  it('old meter rolled over at removal (confirmed then), new meter forward', () => {
    const result = replacementUnits(
      { from: 9990, to: 4, digits: 4, confirmRollover: true },
      { from: 0, to: 7, digits: 4 },
    );
    expect(result).toMatchObject({ ok: true, old: { units: 14, rollover: true }, units: 21 });
  });

  it('new meter rolled over (installed near its maximum), confirmed by the reader', () => {
    const old = { from: 100, to: 103, digits: 4 };
    const fresh = { from: 9998, to: 3, digits: 4 };
    expect(replacementUnits(old, fresh)).toEqual({
      ok: false,
      meter: 'current',
      error: 'NEEDS_ROLLOVER_CONFIRMATION',
    });
    expect(replacementUnits(old, { ...fresh, confirmRollover: true })).toMatchObject({
      ok: true,
      current: { units: 5, rollover: true },
      units: 8,
    });
  });

  it('both meters rolled over', () => {
    expect(
      replacementUnits(
        { from: 99_990, to: 10, digits: 5, confirmRollover: true },
        { from: 9_999, to: 1, digits: 4, confirmRollover: true },
      ),
    ).toMatchObject({ ok: true, old: { units: 20 }, current: { units: 2 }, units: 22 });
  });

  it('names the meter whose reading is wrong', () => {
    expect(
      replacementUnits({ from: 9990, to: 5, digits: 4 }, { from: 0, to: 5, digits: 4 }),
    ).toEqual({ ok: false, meter: 'old', error: 'NEEDS_ROLLOVER_CONFIRMATION' });
    expect(
      replacementUnits({ from: 150, to: 139, digits: 4 }, { from: 0, to: 5, digits: 4 }),
    ).toEqual({ ok: false, meter: 'old', error: 'NEGATIVE_WITHOUT_ROLLOVER' });
    expect(
      replacementUnits({ from: 139, to: 150, digits: 4 }, { from: 0, to: 10_000, digits: 4 }),
    ).toEqual({ ok: false, meter: 'current', error: 'READING_EXCEEDS_DIGITS' });
  });

  it('property: the bill’s units are always the two spans’ units added, never less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (digits, a, b, c, d) => {
          const cap = 10 ** digits;
          const old = { from: a % cap, to: b % cap, digits, confirmRollover: true };
          const fresh = { from: c % cap, to: d % cap, digits, confirmRollover: true };
          const result = replacementUnits(old, fresh);
          if (!result.ok) {
            // Only a drop bigger than half the register is refused once confirmed.
            const span = result.meter === 'old' ? old : fresh;
            expect(span.to).toBeLessThan(span.from);
            expect(span.to + cap - span.from).toBeGreaterThan(Math.floor(cap / 2));
            return;
          }
          const wrap = (from: number, to: number) => (to >= from ? to - from : to + cap - from);
          expect(result.old.units).toBe(wrap(old.from, old.to));
          expect(result.current.units).toBe(wrap(fresh.from, fresh.to));
          expect(result.units).toBe(result.old.units + result.current.units);
          expect(result.units).toBeGreaterThanOrEqual(result.current.units);
        },
      ),
    );
  });
});
