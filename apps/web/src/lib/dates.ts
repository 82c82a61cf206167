import {
  type DateForm,
  formatThaiDate,
  formatThaiDateTime,
  parseIsoDate,
} from '@prapa/domain/thai-date';
import { i18n } from './i18n.ts';

// No dayjs here: the dashboard imports this module (lib/dayjs.ts has the pattern formatting).
const LONG_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};

/**
 * A full date as people write it in the current language; Thai in the Buddhist Era, e.g.
 * 'วันศุกร์ที่ 20 พฤศจิกายน 2569'. The browser names the weekday and month (Intl, the
 * Buddhist calendar for Thai); the order and the words between are the locale's `date.long`.
 */
export function formatLongDate(date: Date | string | number = new Date()): string {
  const locale = i18n.language === 'en' ? 'en-GB' : 'th-TH-u-ca-buddhist';
  const parts: Record<string, string> = {};
  for (const part of new Intl.DateTimeFormat(locale, LONG_DATE).formatToParts(new Date(date))) {
    parts[part.type] = part.value;
  }
  return i18n.t('common:date.long', {
    weekday: parts.weekday,
    day: parts.day,
    month: parts.month,
    year: parts.year,
  });
}

/**
 * A calendar date ('YYYY-MM-DD') as printed on a Thai document: '20 พฤศจิกายน 2569' (B.E.).
 * Documents are Thai whatever the screen language, as the paper is given to the water user.
 */
export function formatDocumentDate(iso: string, form: DateForm = 'long'): string {
  const date = parseIsoDate(iso.slice(0, 10));
  return date ? formatThaiDate(date, form) : iso;
}

/** An instant (ISO date-time) in Bangkok as printed: '20 พ.ย. 2569 14:05 น.'. */
export function formatDocumentDateTime(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : formatThaiDateTime(date);
}
