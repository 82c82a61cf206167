import dayjs from 'dayjs';
import 'dayjs/locale/th';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { i18n } from './i18n.ts';

// dayjs with its Thai locale and the Buddhist Era (BBBB), for the date pickers and the pages
// that format with patterns. Imported by those only: the dashboard formats its dates with the
// browser's Intl (lib/dates.ts) and loads no dayjs (docs/decisions/032-dashboard-bundle.md).
dayjs.extend(buddhistEra);

export { dayjs };

/** A month ('YYYY-MM') in the current language, in the caller's pattern ('MMMM BBBB'). */
export function formatMonth(month: string, pattern: string): string {
  const lang = i18n.language === 'en' ? 'en' : 'th';
  return dayjs(`${month}-01`).locale(lang).format(pattern);
}
