import { THAI_MONTHS } from '@prapa/domain/thai-date';

/** Month 1–12 as select options: Thai names from the domain, English from Intl. */
export function monthOptions(language: string): { value: string; label: string }[] {
  const english = new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' });
  return THAI_MONTHS.map((thai, index) => ({
    value: String(index + 1),
    label: language === 'en' ? english.format(Date.UTC(2000, index, 1)) : thai,
  }));
}
