import type { QueryParams, QueryValue } from '../../../lib/snake-case.ts';

function isEmpty(value: QueryValue): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value.trim() === '';
  // undefined, null, false, 0 and NaN: "false-like" in spec §5.
  return !value;
}

/**
 * Spec §5: water-history filters with an empty or false-like value are dropped before the query
 * is sent, so "all areas" is no `area_id` at all rather than `area_id=`.
 */
export function withoutEmpty<T extends QueryParams>(params: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => !isEmpty(value)),
  ) as Partial<T>;
}
