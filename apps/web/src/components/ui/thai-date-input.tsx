import { DateInput, type DateInputProps } from '@mantine/dates';
import {
  BUDDHIST_ERA_OFFSET,
  formatThaiDate,
  isValidCalendarDate,
  parseIsoDate,
  THAI_MONTHS,
  THAI_MONTHS_SHORT,
  toIsoDate,
} from '@prapa/domain/thai-date';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../lib/dayjs.ts';

export type ThaiDateInputProps = Omit<DateInputProps, 'value' | 'onChange'> & {
  /** 'YYYY-MM-DD' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
};

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const WORDS = /^(\d{1,2})\s+(\S+)\s+(\d{4})$/;

function monthFromName(name: string): number {
  const long = THAI_MONTHS.indexOf(name as (typeof THAI_MONTHS)[number]);
  if (long >= 0) return long + 1;
  return THAI_MONTHS_SHORT.indexOf(name as (typeof THAI_MONTHS_SHORT)[number]) + 1;
}

/**
 * Typed as the office writes it: '1/10/2569' or '1 ต.ค. 2569' (a year after 2400 is B.E.,
 * otherwise C.E.); 'YYYY-MM-DD' is accepted too. Returns 'YYYY-MM-DD' or null.
 */
export function parseThaiTypedDate(input: string): string | null {
  const text = input.trim();
  const iso = parseIsoDate(text);
  if (iso) return toIsoDate(iso);
  const numeric = NUMERIC.exec(text);
  const words = numeric ? null : WORDS.exec(text);
  const parts = numeric
    ? [numeric[1], numeric[2], numeric[3]].map(Number)
    : words
      ? [Number(words[1]), monthFromName(words[2] ?? ''), Number(words[3])]
      : null;
  if (!parts) return null;
  const [day = 0, month = 0, year = 0] = parts;
  const date = { year: year > 2400 ? year - BUDDHIST_ERA_OFFSET : year, month, day };
  return isValidCalendarDate(date) ? toIsoDate(date) : null;
}

/** 'YYYY-MM-DD' as a reader expects it: '1 ต.ค. 2569' (B.E.) in Thai, '1 Oct 2026' in English. */
export function formatIsoDateShort(iso: string, language: string): string {
  const date = parseIsoDate(iso.slice(0, 10));
  if (!date) return iso;
  return language === 'en' ? dayjs(iso).locale('en').format('D MMM YYYY') : formatThaiDate(date);
}

/** Mantine's DateInput with Thai month names and B.E. years in Thai (C.E. in English). */
export function ThaiDateInput({ value, onChange, ...props }: ThaiDateInputProps) {
  const { i18n } = useTranslation();
  const thai = i18n.language !== 'en';
  const beYear = (date: string) => String(dayjs(date).year() + BUDDHIST_ERA_OFFSET);
  const thaiLabels: Partial<DateInputProps> = thai
    ? {
        monthLabelFormat: (date) => `${dayjs(date).locale('th').format('MMMM')} ${beYear(date)}`,
        yearLabelFormat: beYear,
        yearsListFormat: beYear,
        decadeLabelFormat: (start, end) => `${beYear(start)} – ${beYear(end)}`,
      }
    : {};
  return (
    <DateInput
      {...props}
      {...thaiLabels}
      value={value}
      onChange={onChange}
      valueFormat={(date) => formatIsoDateShort(date, i18n.language)}
      dateParser={parseThaiTypedDate}
    />
  );
}
