import type { TReadingRow } from '@prapa/contracts/readings';
import type { TypedNumberError } from '@prapa/domain/parse-typed-number';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAnomaly, confirmRollover } from '../components/confirm-reading.tsx';
import type { ReadingEntry } from '../hooks/use-reading-entry.ts';
import { useRowFocus } from '../hooks/use-row-focus.ts';
import { checkOffline } from './offline-check.ts';
import { recordOffline } from './offline-state.ts';

type ByMeter<T> = Record<number, T>;

function without<T>(record: ByMeter<T>, key: number): ByMeter<T> {
  const { [key]: _, ...rest } = record;
  return rest;
}

/**
 * The reading screen's keyboard entry over the downloaded round: the same checks and questions
 * as online (roll-over, unusual usage), answered on the phone; Enter keeps the reading on the
 * phone and moves to the next meter. Shaped like the online entry so the same input is used.
 */
export function useOfflineEntry(cycleId: number, rows: readonly TReadingRow[]): ReadingEntry {
  const { t } = useTranslation('readings');
  const [typed, setTyped] = useState<ByMeter<number | null>>({});
  const [errors, setErrors] = useState<ByMeter<string>>({});
  const [unreadable, setUnreadable] = useState<ByMeter<TypedNumberError>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const focus = useRowFocus(rows.length > 0);

  const readingOf = (row: TReadingRow): number | null =>
    row.meter_id in typed ? (typed[row.meter_id] ?? null) : row.currentMeter;

  const forget = (meterId: number) => {
    setTyped((current) => without(current, meterId));
    setErrors((current) => without(current, meterId));
    setUnreadable((current) => without(current, meterId));
  };

  const advance = (index: number) => {
    if (index + 1 < rows.length) focus.focusRow(index + 1);
  };

  const submit = async (row: TReadingRow, index: number) => {
    if (saving !== null || row.meter_id in unreadable) return;
    const value = readingOf(row);
    if (value === null || !(row.meter_id in typed) || value === row.currentMeter) {
      advance(index);
      return;
    }
    const confirmed = { rollover: false, anomaly: false };
    for (;;) {
      const check = checkOffline(row, value, confirmed);
      if (check.kind === 'error') {
        setErrors((current) => ({
          ...current,
          [row.meter_id]: t(`errors.${check.error}`, { max: 10 ** row.meter_digit - 1 }),
        }));
        return;
      }
      const asked = { row, current: value, units: check.units };
      if (check.kind === 'needs_rollover') {
        if (!(await confirmRollover(asked))) {
          focus.focusRow(index);
          return;
        }
        confirmed.rollover = true;
        continue;
      }
      if (check.kind === 'needs_anomaly') {
        if (!(await confirmAnomaly(asked))) {
          focus.focusRow(index);
          return;
        }
        confirmed.anomaly = true;
        continue;
      }
      setSaving(row.meter_id);
      try {
        await recordOffline(row, {
          cycle_id: cycleId,
          meter_id: row.meter_id,
          current_reading: value,
          base_reading: row.tag === 'recorded' ? row.currentMeter : null,
          units: check.units,
          confirm_rollover: confirmed.rollover,
          confirm_anomaly: confirmed.anomaly,
        });
      } finally {
        setSaving(null);
      }
      forget(row.meter_id);
      advance(index);
      return;
    }
  };

  return {
    containerRef: focus.containerRef,
    disabled: false,
    readingOf,
    setValue: (row, value, problem = null) => {
      setTyped((current) => ({ ...current, [row.meter_id]: value }));
      setErrors((current) => without(current, row.meter_id));
      setUnreadable((current) =>
        problem === null ? without(current, row.meter_id) : { ...current, [row.meter_id]: problem },
      );
    },
    forget,
    errorOf: (row) => errors[row.meter_id],
    isSaving: (row) => saving === row.meter_id,
    onKeyDown: (row, index) => (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
      event.preventDefault();
      void submit(row, index);
    },
    applySaved: () => {},
  };
}
