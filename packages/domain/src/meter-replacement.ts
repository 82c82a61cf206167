import { type DiffOptions, diffUnits, type ReadingError } from './meter-reading.ts';

/**
 * Meter replacement (เปลี่ยนมาตร). The old meter ran from its last reading (the latest one
 * recorded, else the reading it was installed at) to the final reading written down when it
 * was taken off; those units were never billed. The next bill of the new meter charges them
 * together with the new meter's own units (its initial reading → this cycle's reading), priced
 * as one usage: a replacement must neither lose units nor move the client up a tier twice.
 *
 * Both spans follow the readings' roll-over rule (`diffUnits`): a lower reading is a roll-over
 * only when confirmed and when it implies at most half the register.
 */
export type MeterSpan = {
  /** Where the span starts: the last reading (old meter) or the previous one (new meter). */
  from: number;
  /** Where it ends: the final reading (old meter) or the reading of this cycle (new meter). */
  to: number;
  digits: number;
};

export type SpanUnits = { from: number; to: number; units: number; rollover: boolean };

export type ReplacementUnits =
  | { ok: true; old: SpanUnits; current: SpanUnits; units: number }
  | { ok: false; meter: 'old' | 'current'; error: ReadingError };

/** The old meter's last units: last reading → final reading, rolling over when confirmed. */
export function finalMeterUnits(
  old: MeterSpan,
  options: DiffOptions = {},
): { ok: true; span: SpanUnits } | { ok: false; error: ReadingError } {
  const diff = diffUnits(old.from, old.to, old.digits, options);
  if (!diff.ok) return diff;
  return {
    ok: true,
    span: { from: old.from, to: old.to, units: diff.units, rollover: diff.rollover },
  };
}

/**
 * The units of the first bill after a replacement: the old meter's last units plus the new
 * meter's. The old meter's roll-over was confirmed when it was replaced (`oldRollover`); the new
 * meter's needs the reader's confirmation like any reading.
 */
export function replacementUnits(
  old: MeterSpan & { confirmRollover?: boolean },
  current: MeterSpan & { confirmRollover?: boolean },
): ReplacementUnits {
  const oldDiff = finalMeterUnits(old, { confirmRollover: old.confirmRollover ?? false });
  if (!oldDiff.ok) return { ok: false, meter: 'old', error: oldDiff.error };
  const newDiff = finalMeterUnits(current, { confirmRollover: current.confirmRollover ?? false });
  if (!newDiff.ok) return { ok: false, meter: 'current', error: newDiff.error };
  return {
    ok: true,
    old: oldDiff.span,
    current: newDiff.span,
    units: oldDiff.span.units + newDiff.span.units,
  };
}
