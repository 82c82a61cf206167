import dayjs from 'dayjs';
import 'dayjs/locale/th';
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
