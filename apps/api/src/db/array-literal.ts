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

/** `{"a","b\"c",NULL}`: every element quoted, backslashes and quotes escaped; null is NULL. */
export function textArray(values: readonly (string | null)[]): string {
  const quoted = values.map((v) =>
    v === null ? 'NULL' : `"${v.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
  );
  return `{${quoted.join(',')}}`;
}
