import { describe, expect, it } from 'vitest';
import { formatLongDate } from './dates.ts';
import { formatMonth } from './dayjs.ts';
import { i18n } from './i18n.ts';

describe('formatLongDate', () => {
  it('writes Thai dates with the weekday and the Buddhist Era year', () => {
    expect(formatLongDate(new Date(2026, 10, 20))).toBe('วันศุกร์ที่ 20 พฤศจิกายน 2569');
  });

  it('writes English dates with the Common Era year', async () => {
    await i18n.changeLanguage('en');
    expect(formatLongDate(new Date(2026, 10, 20))).toBe('Friday, 20 November 2026');
  });
});

describe('formatMonth', () => {
  it('names a YYYY-MM month in the current language and pattern', async () => {
    await i18n.changeLanguage('th');
    expect(formatMonth('2026-07', 'MMMM BBBB')).toBe('กรกฎาคม 2569');
    await i18n.changeLanguage('en');
    expect(formatMonth('2026-07', 'MMMM YYYY')).toBe('July 2026');
  });
});
