import { toArabicDigits } from './thai-digits.ts';

/**
 * Money is an integer number of satang (1 baht = 100 satang) everywhere: in the database, on
 * the wire and in arithmetic. Every function here rejects a non-integer or unsafe amount
 * instead of rounding it silently, because a silent float is how a bill goes wrong by 0.01.
 *
 * Rounding rule: half-up, where "up" means away from zero (as Excel's ROUND and Java's
 * HALF_UP), applied once, on the final amount (e.g. on the VAT, never per line).
 */

export type BahtParseError = 'EMPTY' | 'INVALID_FORMAT' | 'TOO_MANY_DECIMALS' | 'OUT_OF_RANGE';

export type BahtParseResult = { ok: true; satang: number } | { ok: false; error: BahtParseError };

// Plain digits or correctly grouped thousands. Any number of decimals matches, so that three
// decimals get their own error instead of a vague "invalid format".
const AMOUNT = /^(-)?([0-9]+|[0-9]{1,3}(?:,[0-9]{3})+)(?:\.([0-9]+))?$/;

/**
 * Parses '1,234.50', '1234.5', '-12', '๑๒.๕๐' into satang by reading the digits, never by
 * multiplying a float. A number argument is read through its shortest decimal form, so
 * 0.1 + 0.2 (0.30000000000000004) is rejected rather than guessed.
 */
export function parseBahtToSatang(input: string | number): BahtParseResult {
  if (typeof input === 'number' && !Number.isFinite(input)) {
    return { ok: false, error: 'INVALID_FORMAT' };
  }
  const text = toArabicDigits(String(input)).trim();
  if (text === '') return { ok: false, error: 'EMPTY' };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, error: 'INVALID_FORMAT' };
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, error: 'TOO_MANY_DECIMALS' };
  const digits = BigInt(whole.replaceAll(',', '') + fraction.padEnd(2, '0'));
  if (digits > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'OUT_OF_RANGE' };
  const satang = Number(digits);
  return { ok: true, satang: sign && satang !== 0 ? -satang : satang };
}

/** Like `parseBahtToSatang` for input already known to be valid; throws on bad input. */
export function bahtToSatang(input: string | number): number {
  const result = parseBahtToSatang(input);
  if (!result.ok) {
    throw new RangeError(`invalid baht amount ${JSON.stringify(input)}: ${result.error}`);
  }
  return result.satang;
}

/** '1,234.50', '-0.05', '0.00': comma thousands, always two decimals. */
export function formatBaht(satang: number): string {
  assertSatang(satang);
  const negative = satang < 0;
  const abs = Math.abs(satang);
  const baht = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}${baht}.${cents}`;
}

/** Same digits without grouping ('1234.50'), for places that must not contain commas. */
export function formatBahtPlain(satang: number): string {
  return formatBaht(satang).replaceAll(',', '');
}

/**
 * numerator / denominator rounded half away from zero. Exact for any safe integers: the
 * arithmetic runs in BigInt, so products like satang × basis points cannot lose digits.
 */
export function roundHalfUpDiv(numerator: number, denominator: number): number {
  assertSafeInteger(numerator, 'numerator');
  assertSafeInteger(denominator, 'denominator');
  if (denominator === 0) throw new RangeError('division by zero');
  return toSafeNumber(divideHalfUp(BigInt(numerator), BigInt(denominator)));
}

/** Rates are stored as basis points (7 % = 700) so they stay integers too. */
export function percentOf(satang: number, basisPoints: number): number {
  assertSatang(satang);
  assertSafeInteger(basisPoints, 'basis points');
  return toSafeNumber(divideHalfUp(BigInt(satang) * BigInt(basisPoints), 10_000n));
}

export type ChangeDueResult =
  | { ok: true; leftOver: number }
  | { ok: false; error: 'INSUFFICIENT_PAYMENT'; shortBy: number };

/** Cash payment: the change to hand back, or how much is still missing. */
export function changeDue(totalSatang: number, receivedSatang: number): ChangeDueResult {
  assertNonNegativeSatang(totalSatang);
  assertNonNegativeSatang(receivedSatang);
  if (receivedSatang < totalSatang) {
    return { ok: false, error: 'INSUFFICIENT_PAYMENT', shortBy: totalSatang - receivedSatang };
  }
  return { ok: true, leftOver: receivedSatang - totalSatang };
}

/** Sums amounts, refusing to return a total that is no longer exact. */
export function sumSatang(amounts: readonly number[]): number {
  let total = 0;
  for (const amount of amounts) {
    assertSatang(amount);
    total += amount;
    assertSatang(total);
  }
  return total;
}

export function isSatang(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  // BigInt cannot overflow, so doubling the remainder to compare it with the divisor is exact.
  if ((n % d) * 2n >= d) quotient += 1n;
  return negative ? -quotient : quotient;
}

function toSafeNumber(value: bigint): number {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount exceeds the safe integer range');
  // -0 would print as '0' anyway, but keep results canonical for equality checks.
  return result === 0 ? 0 : result;
}

function assertSatang(value: number): void {
  if (!isSatang(value)) throw new RangeError(`satang must be a safe integer, got ${value}`);
}

function assertNonNegativeSatang(value: number): void {
  assertSatang(value);
  if (value < 0) throw new RangeError(`satang must not be negative, got ${value}`);
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a safe integer, got ${value}`);
}
