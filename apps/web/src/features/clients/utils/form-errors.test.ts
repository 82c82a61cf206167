import { describe, expect, it } from 'vitest';
import { nestedErrors, withoutError } from './form-errors.ts';

describe('form errors', () => {
  it('takes the meter errors out of the create body paths', () => {
    const errors = { first_name: 'a', 'meter.meter_no': 'b', 'meter.installed_on': 'c' };
    expect(nestedErrors(errors, 'meter')).toEqual({ meter_no: 'b', installed_on: 'c' });
  });

  it('forgets the error of a field that was changed, and only that one', () => {
    const errors = { first_name: 'a', last_name: 'b' };
    expect(withoutError(errors, 'first_name')).toEqual({ last_name: 'b' });
    expect(withoutError(errors, 'phone')).toBe(errors);
  });
});
