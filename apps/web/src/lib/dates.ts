import dayjs from 'dayjs';
import 'dayjs/locale/th';
import {
  type DateForm,
  formatThaiDate,
  formatThaiDateTime,
  parseIsoDate,
} from '@prapa/domain/thai-date';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { i18n } from './i18n.ts';

dayjs.extend(buddhistEra);

/**
 * A full date as people write it in the current language; the Thai pattern uses the
 * Buddhist Era (BBBB), e.g. 'วันศุกร์ที่ 20 พฤศจิกายน 2569'.
 */
export function formatLongDate(date: Date | string | number = new Date()): string {
  const lang = i18n.language === 'en' ? 'en' : 'th';
  return dayjs(date).locale(lang).format(i18n.t('common:date.long'));
}

/** A month ('YYYY-MM') in the current language, in the caller's pattern ('MMMM BBBB'). */
export function formatMonth(month: string, pattern: string): string {
  const lang = i18n.language === 'en' ? 'en' : 'th';
  return dayjs(`${month}-01`).locale(lang).format(pattern);
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
