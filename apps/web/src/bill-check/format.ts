import { formatBaht } from '@prapa/domain/money';
import {
  bangkokDateParts,
  formatThaiDate,
  formatThaiDateTime,
  parseIsoDate,
} from '@prapa/domain/thai-date';
import type { Lang } from './i18n.tsx';

export { formatBaht };

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** '15 ธ.ค. 2569' in Thai (B.E.), '15 Dec 2026' in English; the text as is when malformed. */
export function formatDate(iso: string, lang: Lang): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  if (lang === 'th') return formatThaiDate(date, 'short');
  return `${date.day} ${ENGLISH_MONTHS[date.month - 1]} ${date.year}`;
}

/** 'HH:MM' on the phone's clock, for "try again at …". */
export function formatClock(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/** When the answer was given, for a printed page: Bangkok time, B.E. in Thai. */
export function formatInstant(at: Date, lang: Lang): string {
  if (lang === 'th') return formatThaiDateTime(at);
  const p = bangkokDateParts(at);
  const time = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
  return `${p.day} ${ENGLISH_MONTHS[p.month - 1]} ${p.year} ${time}`;
}
