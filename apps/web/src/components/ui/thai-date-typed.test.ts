import { describe, expect, it } from 'vitest';
import { parseThaiTypedDate as parseTypedDate } from './thai-date-input.tsx';

describe('parseTypedDate', () => {
  it('reads d/m/yyyy in B.E. and C.E.', () => {
    expect(parseTypedDate('1/10/2569')).toBe('2026-10-01');
    expect(parseTypedDate('01-10-2026')).toBe('2026-10-01');
  });

  it('reads the Thai long and short forms it displays', () => {
    expect(parseTypedDate('1 ตุลาคม 2569')).toBe('2026-10-01');
    expect(parseTypedDate('29 ก.พ. 2567')).toBe('2024-02-29');
  });

  it('accepts ISO dates and refuses impossible ones', () => {
    expect(parseTypedDate('2026-10-01')).toBe('2026-10-01');
    expect(parseTypedDate('29/2/2569')).toBeNull();
    expect(parseTypedDate('1 ตุลา 2569')).toBeNull();
    expect(parseTypedDate('tomorrow')).toBeNull();
  });
});
