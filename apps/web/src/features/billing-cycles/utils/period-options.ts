import { BUDDHIST_ERA_OFFSET } from '@prapa/domain/thai-date';

export type PeriodOption = { value: string; label: string };

/** Twelve months by their names in the current language; the value is 1–12. */
export function monthOptions(names: readonly string[]): PeriodOption[] {
  return names.map((label, index) => ({ value: String(index + 1), label }));
}

/**
 * Years around `center` (Gregorian values), labelled in B.E. for Thai and C.E. for English.
 * Two years back cover a late catch-up; two ahead a utility that opens cycles early.
 */
export function yearOptions(center: number, thai: boolean, span = 2): PeriodOption[] {
  return Array.from({ length: span * 2 + 1 }, (_, index) => {
    const year = center - span + index;
    return { value: String(year), label: String(thai ? year + BUDDHIST_ERA_OFFSET : year) };
  });
}
