import { formatThaiDate, parseIsoDate } from '@prapa/domain/thai-date';
import { dayjs } from '../../../lib/dayjs.ts';

/** 'YYYY-MM-DD' as a reader expects it: '1 ตุลาคม 2569' (B.E.) in Thai, '1 October 2026' in English. */
export function formatIsoDate(iso: string, language: string): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  return language === 'en'
    ? dayjs(iso).locale('en').format('D MMMM YYYY')
    : formatThaiDate(date, 'long');
}
