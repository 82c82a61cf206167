import { describe, expect, it } from 'vitest';
import { checkNumber, checkText } from './input-validation';

describe('checkText', () => {
  it('accepts anything when no pattern is given', () => {
    expect(checkText('anything at all')).toBeNull();
  });

  it('accepts a value matching the pattern', () => {
    expect(checkText('12345', /^\d{5}$/)).toBeNull();
  });

  it('reports a pattern failure', () => {
    expect(checkText('12a45', /^\d{5}$/)).toEqual({ code: 'pattern' });
  });

  it('does not check an empty value', () => {
    expect(checkText('', /^\d+$/)).toBeNull();
  });

  it('gives the same answer twice for a global pattern', () => {
    const pattern = /^\d+$/g;
    expect(checkText('42', pattern)).toBeNull();
    expect(checkText('42', pattern)).toBeNull();
  });
});

describe('checkNumber', () => {
  it('accepts any number when no minimum is given', () => {
    expect(checkNumber(-1000)).toBeNull();
  });

  it('reports a value below the minimum with the minimum', () => {
    expect(checkNumber(4, 5)).toEqual({ code: 'min', min: 5 });
    expect(checkNumber(-0.5, 0)).toEqual({ code: 'min', min: 0 });
  });

  it('accepts the minimum itself and anything above it', () => {
    expect(checkNumber(5, 5)).toBeNull();
    expect(checkNumber(5.01, 5)).toBeNull();
  });

  it('does not check an empty value', () => {
    expect(checkNumber(null, 5)).toBeNull();
  });
});
