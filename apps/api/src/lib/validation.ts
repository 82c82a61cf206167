import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import type { $ZodIssue, $ZodRawIssue, $ZodType } from 'zod/v4/core';
import { hasMessage, type Lang, translate } from './i18n.ts';
import { parsedInputIssues, rawInputIssues } from './input-guard.ts';
import { issueMessage } from './issue-messages.ts';

/** A field message not yet translated: zod's built-in text in both languages, or a key. */
type PendingMessage =
  | { kind: 'builtin'; th: string; en: string }
  | { kind: 'custom'; text: string; params?: Record<string, string | number> };

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
        th: issueMessage(issue as $ZodRawIssue, 'th'),
        en: issueMessage(issue as $ZodRawIssue, 'en'),
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
  const text = hasMessage(message.text)
    ? translate(lang, message.text, message.params)
    : message.text;
  return { path: issue.path, message: text };
}

/**
 * Fastify validator compiler for zod schemas (params, querystring, body, headers). Besides the
 * route's own schema, every input passes the one input guard (lib/input-guard.ts): storable
 * text and bounded nesting before parsing, numbers within int4 after.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const rawIssues = rawInputIssues(data);
    if (rawIssues.length > 0) return { error: new RequestValidationError(rawIssues) };
    const result = parseOrIssues(schema, data);
    if (!result.ok) return { error: new RequestValidationError(result.issues) };
    const rangeIssues = parsedInputIssues(result.value);
    if (rangeIssues.length > 0) return { error: new RequestValidationError(rangeIssues) };
    return { value: result.value };
  };
