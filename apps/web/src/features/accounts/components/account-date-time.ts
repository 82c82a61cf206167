import { formatThaiDateTime } from '@prapa/domain/thai-date';

const EN_DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Bangkok',
});

/** Thai: '20 พ.ย. 2569 14:05 น.' (B.E., Bangkok time); English: '20 Nov 2026, 14:05'. */
export function formatAccountDateTime(iso: string, language: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return language === 'en' ? EN_DATE_TIME.format(instant) : formatThaiDateTime(instant);
}
