import { ZErrorResponse } from '@prapa/contracts/errors';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { getToken, signOut } from './session.ts';
import { type QueryParams, snakeCaseKeys, toQueryString } from './snake-case.ts';

export type RequestOptions<S extends z.ZodType<{ data: unknown }>> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: QueryParams;
  /** A plain object is sent as JSON with snake_case keys; FormData is sent as it is. */
  body?: unknown;
  /** The response envelope schema from @prapa/contracts; `data` is returned. */
  schema: S;
  signal?: AbortSignal;
  /** Extra request headers, e.g. the `Idempotency-Key` a retried payment repeats. */
  headers?: Record<string, string>;
};

/**
 * A 401 ends the session (the route guard then sends the user to /login), except when it is
 * about a password typed into a form: that is the form's error, not the session's.
 */
const FORM_CREDENTIAL_CODES: ReadonlySet<string> = new Set([
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
]);

export function apiBaseUrl(): string {
  return (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');
}

function buildBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(snakeCaseKeys(body));
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The API's error body (or anything else) as an ApiError; shared with file downloads. */
export function toApiError(status: number, json: unknown): ApiError {
  const parsed = ZErrorResponse.safeParse(json);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, code, message, fields ?? []);
  }
  return new ApiError(status, 'UNKNOWN', i18n.t('errors:unknown', { status }));
}

type Prefetched = { token: string; at: number; responses: Record<string, Promise<Response>> };
declare global {
  interface Window {
    __prapaPrefetch?: Prefetched;
  }
}

/**
 * The answer index.html's inline script already asked for (the dashboard's first GETs on a
 * cold start, decision 034), taken once: same path, same token, within the first 30 s. The
 * request was the one this call would make (same headers), only sent before the app had loaded.
 */
function takePrefetched(url: string, init: RequestInit, token: string | null) {
  const prefetched = typeof window === 'undefined' ? undefined : window.__prapaPrefetch;
  const response = prefetched?.responses[url];
  if (!prefetched || !response || init.method !== 'GET' || init.body !== undefined) return null;
  delete prefetched.responses[url];
  return prefetched.token === token && Date.now() - prefetched.at < 30_000 ? response : null;
}

/** One call to the API: bearer token, snake_case keys, `data` out, ApiError on failure. */
export async function apiRequest<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>['data']> {
  // The server answers errors in the language the user chose here, not the browser's.
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': i18n.language === 'en' ? 'en' : 'th',
  });
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const url = `${apiBaseUrl()}${path}${toQueryString(options.query)}`;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  const body = buildBody(options.body, headers);
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;

  let response: Response;
  try {
    response = await (takePrefetched(url, init, token) ?? fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', i18n.t('errors:network'));
  }

  const json = await readJson(response);
  if (!response.ok) {
    const error = toApiError(response.status, json);
    if (response.status === 401 && !FORM_CREDENTIAL_CODES.has(error.code)) signOut();
    throw error;
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'UNKNOWN', i18n.t('errors:unexpectedResponse'));
  }
  return (parsed.data as { data: unknown }).data as z.infer<S>['data'];
}
