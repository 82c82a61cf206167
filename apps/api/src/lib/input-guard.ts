import { INT4_MAX, INT4_MIN } from '@prapa/contracts/common-fields';
import type { PendingFieldIssue } from './validation.ts';

/**
 * The checks every request's params, query and body pass, whatever their schema says
 * (decision 016), so a field a schema forgot to bound cannot reach the database:
 * - text (values and keys) must be well-formed UTF-16 without U+0000: PostgreSQL cannot store
 *   U+0000 and the JSON audit log cannot hold an unpaired surrogate;
 * - nesting is at most MAX_DEPTH deep;
 * - after parsing, every number fits PostgreSQL's `integer` (int4), the type of every id,
 *   count and reading column. Money columns are bigint, but no single amount a request
 *   carries comes near 21,474,836.47 baht.
 */

export const MAX_DEPTH = 32;

const INT4_BOUNDS = { min: '-2,147,483,648', max: '2,147,483,647' };

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Valid text for the database: no U+0000, no unpaired surrogate. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);
}

function custom(path: (string | number)[], key: string): PendingFieldIssue {
  return { path: path.join('.'), message: { kind: 'custom', text: key } };
}

type Visit = (value: unknown, path: (string | number)[]) => PendingFieldIssue | undefined;

/** Walks plain objects and arrays without recursion (a deep body cannot blow the stack). */
function walk(root: unknown, visit: Visit, limit = 20): PendingFieldIssue[] {
  const issues: PendingFieldIssue[] = [];
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: root, path: [] }];
  while (stack.length > 0 && issues.length < limit) {
    const { value, path } = stack.pop() as { value: unknown; path: (string | number)[] };
    const issue = visit(value, path);
    if (issue) {
      issues.push(issue);
      continue;
    }
    if (!isPlainContainer(value)) continue;
    if (path.length >= MAX_DEPTH) {
      issues.push(custom(path, 'in.too_deep'));
      continue;
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1)
        stack.push({ value: value[i], path: [...path, i] });
    } else {
      for (const [key, child] of Object.entries(value)) {
        if (!isStorableText(key)) issues.push(custom(path, 'in.bad_characters'));
        else stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return issues;
}

/** Text and nesting of the input as it arrived (before the schema parses it). */
export function rawInputIssues(data: unknown): PendingFieldIssue[] {
  return walk(data, (value, path) =>
    typeof value === 'string' && !isStorableText(value)
      ? custom(path, 'in.bad_characters')
      : undefined,
  );
}

/** Numbers of the parsed input outside int4 (query strings are numbers only after parsing). */
export function parsedInputIssues(data: unknown): PendingFieldIssue[] {
  return walk(data, (value, path) => {
    if (typeof value !== 'number') return undefined;
    if (Number.isFinite(value) && value >= INT4_MIN && value <= INT4_MAX) return undefined;
    return {
      path: path.join('.'),
      message: { kind: 'custom', text: 'in.out_of_range', params: INT4_BOUNDS },
    };
  });
}
