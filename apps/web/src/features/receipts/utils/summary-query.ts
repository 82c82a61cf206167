import type { SummaryFilterValues } from '../components/summary-filters.tsx';

/** ZReceiptSummaryQuery as sent (its ids are coerced from text on the server). */
export type SummaryQuery = {
  from?: string;
  to?: string;
  cycle_id?: number;
  collected_by?: number;
};

/** The call's query for the form, or null while the form is not complete. */
export function toSummaryQuery(
  values: SummaryFilterValues,
  withCollector = true,
): SummaryQuery | null {
  const collector =
    withCollector && values.collectorId !== null ? { collected_by: values.collectorId } : {};
  if (values.mode === 'cycle') {
    return values.cycleId === null ? null : { cycle_id: values.cycleId, ...collector };
  }
  if (!values.from || !values.to) return null;
  return { from: values.from, to: values.to, ...collector };
}
