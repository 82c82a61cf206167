import { notifications } from '@mantine/notifications';
import type { TBillingCycle } from '@prapa/contracts/billing-cycles';
import type { TReadingRow } from '@prapa/contracts/readings';
import type { TypedNumberError } from '@prapa/domain/parse-typed-number';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadingPageQuery } from '../api/get-readings.ts';
import { readingUnits } from '../utils/reading-units.ts';
import { useReadingCache } from './use-reading-cache.ts';
import { useRowFocus } from './use-row-focus.ts';
import { useSaveReadingFlow } from './use-save-reading-flow.ts';

export type ReadingEntryOptions = {
  query: ReadingPageQuery;
  setPage: (page: number) => void;
  rows: readonly TReadingRow[];
  total: number;
  cycle: Pick<TBillingCycle, 'id' | 'status'> | null;
  /** The rows on screen are the query's own (not the previous page kept while loading). */
  ready: boolean;
  /** The account may record readings (meter-edit permission). */
  canRecord: boolean;
};

type ByMeter<T> = Record<number, T>;

function without<T>(record: ByMeter<T>, key: number): ByMeter<T> {
  const { [key]: _, ...rest } = record;
  return rest;
}

/**
 * The keyboard-first entry of one page of readings: what was typed per meter, Enter to save and
 * move to the next row (the next page's first row after the last), errors on the row.
 */
export function useReadingEntry({
  query,
  setPage,
  rows,
  total,
  cycle,
  ready,
  canRecord,
}: ReadingEntryOptions) {
  const { t } = useTranslation('readings');
  const [typed, setTyped] = useState<ByMeter<number | null>>({});
  const [errors, setErrors] = useState<ByMeter<string>>({});
  // Text that cannot be read as a reading: the field says why; Enter neither saves nor moves on.
  const [unreadable, setUnreadable] = useState<ByMeter<TypedNumberError>>({});
  const [saving, setSaving] = useState<number | null>(null);
  const cache = useReadingCache(query);
  const saveFlow = useSaveReadingFlow(cycle?.id ?? null);
  const focus = useRowFocus(ready && rows.length > 0);
  const disabled = cycle?.status !== 'open' || !canRecord;
  const lastPage = Math.max(1, Math.ceil(total / query.page_size));
  const cycleId = cycle?.id ?? null;
  const typedFor = useRef(cycleId);

  // What was typed belongs to one cycle; another cycle starts clean.
  useEffect(() => {
    if (typedFor.current === cycleId) return;
    typedFor.current = cycleId;
    setTyped({});
    setErrors({});
    setUnreadable({});
  }, [cycleId]);

  const readingOf = (row: TReadingRow): number | null =>
    row.meter_id in typed ? (typed[row.meter_id] ?? null) : row.currentMeter;

  const setValue = (
    row: TReadingRow,
    value: number | null,
    problem: TypedNumberError | null = null,
  ) => {
    setTyped((current) => ({ ...current, [row.meter_id]: value }));
    setErrors((current) => without(current, row.meter_id));
    setUnreadable((current) =>
      problem === null ? without(current, row.meter_id) : { ...current, [row.meter_id]: problem },
    );
  };

  const forget = (meterId: number) => {
    setTyped((current) => without(current, meterId));
    setErrors((current) => without(current, meterId));
    setUnreadable((current) => without(current, meterId));
  };

  const advance = async (index: number) => {
    if (index + 1 < rows.length) {
      focus.focusRow(index + 1);
      return;
    }
    if (query.tag === 'waiting') {
      // Recorded rows leave the waiting list, so its first page now starts with the next ones.
      await cache.fetchPage({ ...query, page: 1 });
      setPage(1);
      focus.focusFirstWhenReady();
    } else if (query.page < lastPage) {
      setPage(query.page + 1);
      focus.focusFirstWhenReady();
    }
  };

  const failed = (row: TReadingRow, message: string) =>
    setErrors((current) => ({ ...current, [row.meter_id]: message }));

  const submit = async (row: TReadingRow, index: number) => {
    if (disabled || saving !== null || row.meter_id in unreadable) return;
    const value = readingOf(row);
    const changed = row.meter_id in typed && value !== row.currentMeter;
    if (value === null || !changed) {
      await advance(index);
      return;
    }
    const local = readingUnits(row, value);
    if (local.kind === 'error' && local.error !== 'INVALID_DIGITS') {
      failed(row, t(`errors.${local.error}`, { max: 10 ** row.meter_digit - 1 }));
      return;
    }
    setSaving(row.meter_id);
    const outcome = await saveFlow(row, value);
    setSaving(null);
    if (outcome.kind === 'saved') {
      cache.applySaved(outcome.readings);
      forget(row.meter_id);
      await advance(index);
      return;
    }
    if (outcome.kind === 'failed') {
      failed(row, outcome.message);
      if (outcome.cycleClosed) {
        notifications.show({ color: 'red', message: outcome.message });
        cache.refreshAll();
      }
    }
    focus.focusRow(index);
  };

  const onKeyDown = (row: TReadingRow, index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit(row, index);
  };

  return {
    containerRef: focus.containerRef,
    disabled,
    readingOf,
    setValue,
    forget,
    errorOf: (row: TReadingRow) => errors[row.meter_id],
    isSaving: (row: TReadingRow) => saving === row.meter_id,
    onKeyDown,
    applySaved: cache.applySaved,
  };
}

export type ReadingEntry = ReturnType<typeof useReadingEntry>;
