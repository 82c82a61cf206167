import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  type PasswordStrength,
  passwordStrength,
  strengthPercent,
} from './password-strength.ts';

describe('passwordStrength at the length thresholds (all three classes)', () => {
  it.each([
    ['Abc12', 5, 'weak'],
    ['Abc123', 6, 'medium'],
    ['Abc1234', 7, 'medium'],
    ['Abc12345', 8, 'strong'],
    ['Abc123456789', 12, 'strong'],
  ] as const)('%s (%i chars) is %s', (password, length, expected) => {
    expect([...password].length).toBe(length);
    expect(passwordStrength(password)).toBe(expected);
  });
});

describe('passwordStrength by class combination', () => {
  // 6 characters: medium needs two classes. 8 characters: strong needs all three.
  it.each([
    ['abcdef', 'weak'], // lower only
    ['ABCDEF', 'weak'], // upper only
    ['123456', 'weak'], // digit only
    ['abcDEF', 'medium'], // lower + upper
    ['abcde1', 'medium'], // lower + digit
    ['ABCDE1', 'medium'], // upper + digit
    ['abcd1', 'weak'], // two classes but 5 characters
    ['abcdefgh', 'weak'], // 8, one class
    ['abcdefg1', 'medium'], // 8, two classes
    ['ABCDEFG1', 'medium'],
    ['abcdEFGH', 'medium'],
    ['abcDEF12', 'strong'], // 8, three classes
    ['1aB!!!!!', 'strong'], // symbols count towards length only
    ['!@#$%^&*', 'weak'],
    ['Ab!@#$%^', 'medium'],
    ['', 'weak'],
  ] as const)('%j is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});

describe('Thai characters count as characters but form no class', () => {
  it.each([
    ['สวัสดีครับ', 'weak'], // 10 characters, no class
    ['Aa1กขคขง', 'strong'], // A a 1 + 5 Thai = 8 characters, three classes
    ['Aa1กขค', 'medium'], // 6 characters, three classes
    ['Aa1กข', 'weak'], // 5 characters
    ['a1กขคง', 'medium'], // 6 characters, lower + digit
    ['Abc๑๒๓๔๕', 'medium'], // Thai digits are not the digit class: upper + lower, 8 chars
    ['abc๑๒๓', 'weak'], // one class
    // Marks are separate code points: A a 1 ก ิ ่ ง แ = 8.
    ['Aa1กิ่งแ', 'strong'],
  ] as const)('%s is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });

  it('counts code points, not UTF-16 units', () => {
    // 'Aa1' + 4 emoji = 7 code points (11 UTF-16 units): not yet strong.
    expect(passwordStrength('Aa1😀😀😀😀')).toBe('medium');
    expect(passwordStrength('Aa1😀😀😀😀😀')).toBe('strong');
  });
});

describe('strengthPercent and isStrongPassword', () => {
  it.each([
    ['weak', 33],
    ['medium', 66],
    ['strong', 100],
  ] as const)('%s → %i %%', (strength, percent) => {
    expect(strengthPercent(strength)).toBe(percent);
  });

  it('accepts only strong passwords', () => {
    expect(isStrongPassword('Abc12345')).toBe(true);
    expect(isStrongPassword('Abc1234')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
  });
});

describe('properties', () => {
  const rank: Record<PasswordStrength, number> = { weak: 0, medium: 1, strong: 2 };

  it('appending characters never makes a password weaker', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(rank[passwordStrength(a + b)]).toBeGreaterThanOrEqual(rank[passwordStrength(a)]);
      }),
    );
  });

  it('anything shorter than 6 characters is weak', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 5 }), (p) => {
        expect(passwordStrength(p)).toBe('weak');
      }),
    );
  });
});
