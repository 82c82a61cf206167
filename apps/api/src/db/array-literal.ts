/**
 * PostgreSQL array literals, sent as ONE query parameter (`${intArray(ids)}::int[]`): a list
 * of any length keeps one parameter and one plan, where `in ($1, $2, …)` or a multi-row VALUES
 * would hit the 65,535-parameter limit and re-plan per length.
 */

/** `{1,2,3}`. Only whole numbers: anything else is a programming error, not data to quote. */
export function intArray(values: readonly number[]): string {
  for (const value of values) {
    if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  }
  return `{${values.join(',')}}`;
}

/** `{1,NULL,3}`: as intArray, with NULL for a missing value. */
export function nullableIntArray(values: readonly (number | null)[]): string {
  for (const value of values) {
    if (value !== null && !Number.isSafeInteger(value))
      throw new RangeError(`not an integer: ${value}`);
  }
  return `{${values.map((v) => (v === null ? 'NULL' : v)).join(',')}}`;
}

const NEEDS_ESCAPE = /["\\]/;

/** `{"a","b\"c",NULL}`: every element quoted, backslashes and quotes escaped; null is NULL. */
export function textArray(values: readonly (string | null)[]): string {
  // Most elements need no escaping: test before copying (a 50,000-line bank file sends several
  // such arrays).
  const quoted = values.map((v) =>
    v === null
      ? 'NULL'
      : NEEDS_ESCAPE.test(v)
        ? `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`
        : `"${v}"`,
  );
  return `{${quoted.join(',')}}`;
}
