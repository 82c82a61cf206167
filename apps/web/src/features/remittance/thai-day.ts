import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';

/** '2026-11-27' as a short Thai date ('27 พ.ย. 69'); anything unreadable as it is. */
export const thaiDay = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatThaiDate(d, 'short') : iso;
};
