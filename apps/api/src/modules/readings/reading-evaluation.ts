import type { TReadingNote } from '@prapa/contracts/billing-cycles';
import type { TReadingInput } from '@prapa/contracts/readings';
import { diffUnits, isUsageAnomalous, meterCapacity } from '@prapa/domain/meter-reading';
import { finalMeterUnits } from '@prapa/domain/meter-replacement';
import { ANOMALY_THRESHOLDS } from './reading-rules.ts';
import type { MeterReadingContext, ReadingValues } from './readings.repository.ts';

/**
 * What a typed reading means, before anything is saved. Three kinds of "no", in the order the
 * caller reports them: `invalid` (the reading cannot be right), `needs_rollover` and
 * `needs_anomaly` (it may be right; the reader must say so). Message keys live in the
 * `readings` locale files.
 */
export type Evaluation =
  | { kind: 'ok'; values: ReadingValues }
  | { kind: 'invalid'; messageKey: string }
  | { kind: 'needs_rollover'; messageKey: string }
  | { kind: 'needs_anomaly'; messageKey: string };

/** The meter is one the cycle has a row for. */
function meterProblem(context: MeterReadingContext | undefined): string | null {
  if (!context || context.client_id === null || context.digits === null) {
    return 'reading.meter_not_found';
  }
  if (!context.to_read && context.reading_id === null) return 'reading.meter_not_to_read';
  return null;
}

/** The same meter's reading in the latest earlier cycle, else the reading it was installed at. */
export function previousReadingOf(context: MeterReadingContext): number {
  return context.earlier_reading ?? context.initial_reading ?? 0;
}

const NO_REPLACEMENT = {
  replaced_meter_id: null,
  replaced_from_reading: null,
  replaced_to_reading: null,
  replaced_units: null,
} as const;

type Replaced = Pick<
  ReadingValues,
  'replaced_meter_id' | 'replaced_from_reading' | 'replaced_to_reading' | 'replaced_units'
>;

/**
 * The first reading of a meter that replaced another also bills the old meter's last units
 * (decision 012). Its roll-over was confirmed when the meter was replaced; null when the old
 * meter's readings no longer add up (its last reading was changed after the replacement).
 */
function replacedOf(context: MeterReadingContext): Replaced | null {
  if (
    context.replaced_meter_id === null ||
    context.replaced_from === null ||
    context.replaced_to === null ||
    context.replaced_digits === null
  ) {
    return NO_REPLACEMENT;
  }
  const old = finalMeterUnits(
    { from: context.replaced_from, to: context.replaced_to, digits: context.replaced_digits },
    { confirmRollover: true },
  );
  if (!old.ok) return null;
  return {
    replaced_meter_id: context.replaced_meter_id,
    replaced_from_reading: old.span.from,
    replaced_to_reading: old.span.to,
    replaced_units: old.span.units,
  };
}

const DIFF_MESSAGES = {
  INVALID_READING: 'v.reading',
  READING_EXCEEDS_DIGITS: 'reading.exceeds_digits',
  NEGATIVE_WITHOUT_ROLLOVER: 'reading.below_previous',
} as const;

export function evaluateReading(
  input: TReadingInput,
  context: MeterReadingContext | undefined,
): Evaluation {
  const problem = meterProblem(context);
  if (problem || !context) return { kind: 'invalid', messageKey: problem ?? '' };
  const digits = context.digits as number;
  const previous = previousReadingOf(context);
  const diff = diffUnits(previous, input.current_reading, digits, {
    confirmRollover: input.confirm_rollover,
  });
  if (!diff.ok) {
    if (diff.error === 'NEEDS_ROLLOVER_CONFIRMATION') {
      return { kind: 'needs_rollover', messageKey: 'reading.needs_rollover' };
    }
    return { kind: 'invalid', messageKey: DIFF_MESSAGES[diff.error] };
  }
  const replaced = replacedOf(context);
  if (!replaced) return { kind: 'invalid', messageKey: 'reading.replaced_meter_mismatch' };
  const units = diff.units + (replaced.replaced_units ?? 0);
  const anomaly = isUsageAnomalous(units, context.average_units, ANOMALY_THRESHOLDS);
  if (anomaly && !input.confirm_anomaly) {
    return { kind: 'needs_anomaly', messageKey: `reading.anomaly_${anomaly}` };
  }
  return {
    kind: 'ok',
    values: {
      meter_id: input.meter_id,
      client_id: context.client_id as number,
      previous_reading: previous,
      current_reading: input.current_reading,
      units,
      rollover: diff.rollover,
      note: null,
      estimated: false,
      flag: anomaly,
      ...replaced,
    },
  };
}

/**
 * The reading recorded for a meter that could not be read: the previous reading plus the
 * meter's average units of its last cycles (Math.round: half-up for these non-negative
 * numbers; 0 without history), wrapped past the meter's maximum like the register would be.
 */
export function estimateReading(
  context: MeterReadingContext,
  note: TReadingNote,
): { kind: 'ok'; values: ReadingValues } | { kind: 'invalid'; messageKey: string } {
  const problem = meterProblem(context);
  if (problem) return { kind: 'invalid', messageKey: problem };
  if (context.reading_id !== null && context.note === null) {
    return { kind: 'invalid', messageKey: 'reading.already_read' };
  }
  const previous = previousReadingOf(context);
  const units = Math.round(context.average_units ?? 0);
  const replaced = replacedOf(context);
  if (!replaced) return { kind: 'invalid', messageKey: 'reading.replaced_meter_mismatch' };
  const capacity = meterCapacity(context.digits as number);
  const reached = previous + units;
  return {
    kind: 'ok',
    values: {
      meter_id: context.meter_id,
      client_id: context.client_id as number,
      previous_reading: previous,
      current_reading: reached % capacity,
      units: units + (replaced.replaced_units ?? 0),
      rollover: reached >= capacity,
      note,
      estimated: true,
      flag: null,
      ...replaced,
    },
  };
}
