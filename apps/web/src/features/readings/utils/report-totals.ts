import type { TReadingRow } from '@prapa/contracts/readings';

export type ReportTotals = { meters: number; recorded: number; units: number };

/** The report's footer: meters listed, meters with a reading, and the units they used. */
export function reportTotals(rows: readonly TReadingRow[]): ReportTotals {
  let recorded = 0;
  let units = 0;
  for (const row of rows) {
    if (row.tag === 'recorded') recorded += 1;
    units += row.meterUsage ?? 0;
  }
  return { meters: rows.length, recorded, units };
}
