import { describe, expect, it } from 'vitest';
import { toQueryString } from '../../../lib/snake-case.ts';
import { withoutEmpty } from './without-empty.ts';

describe('withoutEmpty', () => {
  it('drops empty and false-like filters and keeps the rest', () => {
    expect(
      withoutEmpty({
        cycleId: 3,
        area_id: null,
        tag: '',
        q: '   ',
        page: 1,
        ignored: false,
        zero: 0,
        missing: undefined,
        list: [],
        name: 'สมศรี',
      }),
    ).toEqual({ cycleId: 3, page: 1, name: 'สมศรี' });
  });

  it('sends no key at all for an empty filter', () => {
    expect(toQueryString(withoutEmpty({ cycleId: 3, area_id: '' }))).toBe('?cycle_id=3');
  });
});
