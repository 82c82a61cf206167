import { describe, expect, it } from 'vitest';
import { formatIsoDateShort, parseThaiTypedDate } from './thai-date-input.tsx';

describe('parseThaiTypedDate', () => {
  it('reads d/m/yyyy in B.E. and C.E.', () => {
    expect(parseThaiTypedDate('1/10/2569')).toBe('2026-10-01');
    expect(parseThaiTypedDate('01-10-2026')).toBe('2026-10-01');
  });

  it('reads the Thai short form it displays, and the long one', () => {
    expect(parseThaiTypedDate('29 ก.พ. 2567')).toBe('2024-02-29');
    expect(parseThaiTypedDate('1 ตุลาคม 2569')).toBe('2026-10-01');
  });

  it('refuses impossible dates and words it does not know', () => {
    expect(parseThaiTypedDate('29/2/2569')).toBeNull();
    expect(parseThaiTypedDate('1 ตุลา 2569')).toBeNull();
    expect(parseThaiTypedDate('tomorrow')).toBeNull();
  });
});

describe('formatIsoDateShort', () => {
  it('shows B.E. in Thai and C.E. in English', () => {
    expect(formatIsoDateShort('2026-10-01', 'th')).toBe('1 ต.ค. 2569');
    expect(formatIsoDateShort('2026-10-01', 'en')).toBe('1 Oct 2026');
  });
});
