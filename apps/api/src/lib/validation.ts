import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { $ZodIssue, $ZodRawIssue, $ZodType } from 'zod/v4/core';
import { hasMessage, type Lang, translate } from './i18n.ts';

const thLocale = z.locales.th().localeError;
const enLocale = z.locales.en().localeError;

/** A field message not yet translated: zod's built-in text in both languages, or a key. */
type PendingMessage =
  | { kind: 'builtin'; th: string; en: string }
  | { kind: 'custom'; text: string };

export type PendingFieldIssue = { path: string; message: PendingMessage };

/**
 * Thrown for invalid input. Messages are kept in both languages until the error handler knows
 * the caller's language. Fastify turns an Error returned by the validator into a 400.
 */
export class RequestValidationError extends Error {
  readonly issues: PendingFieldIssue[];

  constructor(issues: PendingFieldIssue[]) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
    this.issues = issues;
  }
}

function renderLocale(map: typeof thLocale, lang: Lang, issue: $ZodRawIssue): string {
  // "expected string, received undefined" is how zod says a field is missing; say it plainly.
  if (issue.code === 'invalid_type' && issue.input === undefined)
    return translate(lang, 'v.required');
  const out = map(issue as never);
  if (typeof out === 'string') return out;
  return out?.message ?? 'Invalid input';
}

/**
 * Parses `data` with `schema`. Built-in zod messages are rendered in Thai and English while
 * the raw issue (with its input) is at hand; a message a schema sets itself is a translation
 * key (decision 002) or, failing that, kept as written.
 */
export function parseOrIssues<T extends $ZodType>(
  schema: T,
  data: unknown,
): { ok: true; value: z.output<T> } | { ok: false; issues: PendingFieldIssue[] } {
  const builtin = new Map<string, { th: string; en: string }>();
  const result = z.safeParse(schema, data, {
    error: (issue) => {
      const marker = `\u0000builtin:${builtin.size}`;
      builtin.set(marker, {
        th: renderLocale(thLocale, 'th', issue),
        en: renderLocale(enLocale, 'en', issue),
      });
      return marker;
    },
  });
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    issues: result.error.issues.map((issue: $ZodIssue) => {
      const rendered = builtin.get(issue.message);
      return {
        path: issue.path.map(String).join('.'),
        message: rendered
          ? { kind: 'builtin', ...rendered }
          : { kind: 'custom', text: issue.message },
      };
    }),
  };
}

/** For services that validate data of their own (an uploaded file's rows, for instance). */
export function parseOrThrow<T extends $ZodType>(schema: T, data: unknown): z.output<T> {
  const result = parseOrIssues(schema, data);
  if (!result.ok) throw new RequestValidationError(result.issues);
  return result.value;
}

export function translateIssue(issue: PendingFieldIssue, lang: Lang) {
  const { message } = issue;
  if (message.kind === 'builtin') return { path: issue.path, message: message[lang] };
  const text = hasMessage(message.text) ? translate(lang, message.text) : message.text;
  return { path: issue.path, message: text };
}

/** Fastify validator compiler for zod schemas (params, querystring, body, headers). */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = parseOrIssues(schema, data);
    if (result.ok) return { value: result.value };
    return { error: new RequestValidationError(result.issues) };
  };
