import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';

/** 8–100 visible ASCII characters: a UUID fits, and nothing that could hide in a log line. */
const KEY_FORMAT = /^[\x21-\x7e]{8,100}$/;

/**
 * The `Idempotency-Key` header as sent, or undefined when absent. A present but malformed key
 * is refused rather than ignored: the caller believes its retries are safe.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header === 'string' && KEY_FORMAT.test(header)) return header;
  throw new AppError('VALIDATION', {
    messageKey: 'payment.idempotency_key_format',
    fields: [{ path: 'idempotency-key', message: 'payment.idempotency_key_format' }],
  });
}

/**
 * SHA-256 of the route and the request body with its keys sorted, so a retry that serialises
 * the same body differently is still the same request.
 */
export function requestHash(route: string, body: unknown): string {
  return createHash('sha256')
    .update(`${route}\n${canonicalJson(body)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
