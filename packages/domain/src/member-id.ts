import { toArabicDigits } from './thai-digits.ts';

/** Spec §3/§9: member ids are shown zero-padded to 5 digits; longer ids are shown as they are. */
export const MEMBER_ID_WIDTH = 5;

/** The largest member id the database holds (a PostgreSQL integer). */
export const MEMBER_ID_MAX = 2_147_483_647;

export function formatMemberId(memberId: number): string {
  if (!Number.isSafeInteger(memberId) || memberId < 1) {
    throw new RangeError(`member id must be a positive integer, got ${memberId}`);
  }
  return String(memberId).padStart(MEMBER_ID_WIDTH, '0');
}

/**
 * Reads what staff type or what an import file holds: '7', '00007', ' ๐๐๐๐๗ '.
 * Returns null rather than throwing because bad input here is expected, not a bug.
 */
export function parseMemberId(input: string): number | null {
  const digits = toArabicDigits(input.trim());
  if (!/^[0-9]+$/.test(digits)) return null;
  const value = Number(digits);
  // Above the column's range no client can have it (and the database would refuse the query).
  if (!Number.isSafeInteger(value) || value < 1 || value > MEMBER_ID_MAX) return null;
  return value;
}

/**
 * What an autocomplete on member ids matches, as inclusive id ranges: ids whose padded form
 * ('00042') or plain number ('42') starts with the typed digits. '42' → 42, 420–429,
 * 4200–4299, … and 42000–42999; '0004' → 40–49. Ranges let the database walk its member-id
 * index instead of formatting and comparing every id as text. Thai digits are read; anything
 * that is not digits matches nothing.
 */
export function memberIdPrefixRanges(prefix: string, max = MEMBER_ID_MAX): [number, number][] {
  const digits = toArabicDigits(prefix.trim());
  if (!/^[0-9]{1,10}$/.test(digits)) return [];
  const ranges: [number, number][] = [];
  const value = Number(digits);
  // Padded form: ids below 10^width show as exactly `width` digits.
  if (digits.length <= MEMBER_ID_WIDTH) {
    const scale = 10 ** (MEMBER_ID_WIDTH - digits.length);
    ranges.push([value * scale, (value + 1) * scale - 1]);
  }
  // Plain form: a number never starts with 0.
  if (!digits.startsWith('0')) {
    for (let scale = 1; value * scale <= max; scale *= 10) {
      ranges.push([value * scale, (value + 1) * scale - 1]);
    }
  }
  return mergeRanges(ranges, max);
}

function mergeRanges(ranges: [number, number][], max: number): [number, number][] {
  const clipped = ranges
    .map(([from, to]): [number, number] => [Math.max(from, 1), Math.min(to, max)])
    .filter(([from, to]) => from <= to)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}
