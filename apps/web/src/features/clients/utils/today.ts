import { toIsoDate } from '@prapa/domain/thai-date';

/** Today in Bangkok as 'YYYY-MM-DD', whatever the computer's own time zone. */
export function todayIso(): string {
  return toIsoDate(new Date());
}
