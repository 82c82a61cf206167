import { ERROR_CODES, type ErrorCode } from '@prapa/contracts/errors';
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

type FieldError = { path: string; message: string };
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

/**
 * The API's error body (or anything else) as an ApiError; shared with file downloads. The
 * shape of contracts' `ZErrorResponse`, checked by hand: every signed-in page would otherwise
 * load zod for it (docs/decisions/033-router-and-responses.md).
 */
export function toApiError(status: number, json: unknown): ApiError {
  const error = isRecord(json) ? json.error : undefined;
  if (
    isRecord(error) &&
    (ERROR_CODES as readonly unknown[]).includes(error.code) &&
    typeof error.message === 'string' &&
    (error.fields === undefined ||
      (Array.isArray(error.fields) && error.fields.every(isFieldError)))
  ) {
    const fields = (error.fields ?? []) as FieldError[];
    return new ApiError(status, error.code as ErrorCode, error.message, fields);
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
  if (prefetched.token === token && Date.now() - prefetched.at < 30_000) return response;
  // Another session's or a stale start's answers are never used: drop them (and their token).
  delete window.__prapaPrefetch;
  return null;
}

/** The request itself: the successful answer's JSON, or an ApiError. */
async function send(
  path: string,
  options: Omit<RequestOptions<z.ZodType<{ data: unknown }>>, 'schema'>,
): Promise<{ status: number; json: unknown }> {
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
  return { status: response.status, json };
}

/** One call to the API: bearer token, snake_case keys, `data` out, ApiError on failure. */
export async function apiRequest<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>['data']> {
  const { status, json } = await send(path, options);
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(status, 'UNKNOWN', i18n.t('errors:unexpectedResponse'));
  }
  return (parsed.data as { data: unknown }).data as z.infer<S>['data'];
}

/**
 * The same call, the answer typed by its contract schema (`apiRequestUnparsed<typeof ZX>`, the
 * schema imported as a type) but not parsed again here: the server has already encoded it with
 * that schema and answers 500 when it does not fit. For the sign-in and the dashboard's
 * path only, which then load no zod (docs/decisions/033-router-and-responses.md); other pages
 * parse with `apiRequest`.
 */
export async function apiRequestUnparsed<S extends z.ZodType<{ data: unknown }>>(
  path: string,
  options: Omit<RequestOptions<S>, 'schema'>,
): Promise<z.output<S>['data']> {
  const { status, json } = await send(path, options);
  // Without a schema, at least the envelope is checked. `apiRequest` leaves this to its schema:
  // some answers are not enveloped on the wire (the OpenAPI document, wrapped by its schema).
  if (!isRecord(json) || !('data' in json)) {
    throw new ApiError(status, 'UNKNOWN', i18n.t('errors:unexpectedResponse'));
  }
  return json.data as z.output<S>['data'];
}
