import { parseBahtToSatang } from '@prapa/domain/money';

/**
 * Baht and percent are typed with two decimals and stored as integer hundredths (satang, basis
 * points). The number inputs hand us a float such as 150.5; reading it through its shortest
 * decimal form with the domain parser gives 15050 exactly, never 15049.999….
 */
export function toHundredths(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = parseBahtToSatang(value);
  return parsed.ok ? parsed.satang : Number.NaN;
}

/** 15050 → 150.5 for a number input; integer ÷ 100 prints back as the same two decimals. */
export function fromHundredths(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return value / 100;
}
