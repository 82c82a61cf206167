/**
 * Password strength of spec §5. Only ASCII letters and digits form the three classes; Thai
 * letters and Thai digits still count towards the length (in Unicode code points, so a Thai
 * consonant and its vowel mark are two characters, as the user typed two keys).
 */
export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const STRONG_MIN_LENGTH = 8;
export const MEDIUM_MIN_LENGTH = 6;

function classCount(password: string): number {
  let count = 0;
  if (/[a-z]/.test(password)) count += 1;
  if (/[A-Z]/.test(password)) count += 1;
  if (/[0-9]/.test(password)) count += 1;
  return count;
}

export function passwordStrength(password: string): PasswordStrength {
  const length = [...password].length;
  const classes = classCount(password);
  if (length >= STRONG_MIN_LENGTH && classes === 3) return 'strong';
  if (length >= MEDIUM_MIN_LENGTH && classes >= 2) return 'medium';
  return 'weak';
}

/** Width of the strength meter (spec §5: 33 %, 66 %, 100 %). */
export function strengthPercent(strength: PasswordStrength): 33 | 66 | 100 {
  switch (strength) {
    case 'weak':
      return 33;
    case 'medium':
      return 66;
    case 'strong':
      return 100;
  }
}

/** New and changed passwords must be strong; the server checks this too, not just the form. */
export function isStrongPassword(password: string): boolean {
  return passwordStrength(password) === 'strong';
}
