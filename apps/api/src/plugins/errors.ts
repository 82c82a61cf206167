import type { Duplex } from 'node:stream';
import type { ErrorCode, TErrorResponse } from '@prapa/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { loggableError, pgErrorCode } from '../db/errors.ts';
import { AppError, type FieldIssue } from '../lib/app-error.ts';
import { type Lang, pickLang, translate } from '../lib/i18n.ts';
import { RequestValidationError, translateIssue } from '../lib/validation.ts';
import { isApiUrl } from './route-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
  }
}

type Mapped = {
  status: number;
  code: ErrorCode;
  message: string;
  fields?: FieldIssue[];
  headers?: Record<string, string>;
};

function translateFields(fields: FieldIssue[], lang: Lang): FieldIssue[] {
  return fields.map((f) =>
    translateIssue({ path: f.path, message: { kind: 'custom', text: f.message } }, lang),
  );
}

/** Fastify's own 4xx errors by status: our code and message key. */
const FASTIFY_CLIENT_ERRORS: Record<number, [ErrorCode, string]> = {
  404: ['NOT_FOUND', 'NOT_FOUND'],
  405: ['VALIDATION', 'in.method_not_allowed'],
  413: ['PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE'],
  414: ['VALIDATION', 'in.url_too_long'],
  415: ['VALIDATION', 'unsupported_media_type'],
  429: ['RATE_LIMITED', 'RATE_LIMITED'],
  431: ['VALIDATION', 'in.header_too_large'],
};

/** Fastify's own error codes whose status is 400 but whose cause we can name. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'in.empty_json_body',
  FST_ERR_BAD_URL: 'in.bad_url',
  FST_ERR_INVALID_URL: 'in.bad_url',
  FST_ERR_MAX_PARAM_LENGTH: 'in.url_too_long',
};

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type…) in our codes. */
function mapFastifyClientError(error: FastifyError, lang: Lang): Mapped {
  const status = error.statusCode ?? 400;
  const known = FASTIFY_CLIENT_ERRORS[status];
  if (known) return { status, code: known[0], message: translate(lang, known[1]) };
  const named = error.code ? FASTIFY_CODES[error.code] : undefined;
  const key = named ?? (error instanceof SyntaxError ? 'invalid_json' : 'VALIDATION');
  return { status: 400, code: 'VALIDATION', message: translate(lang, key) };
}

/**
 * PostgreSQL refused a value the request carried (class 22 "data exception": out of range,
 * bad date, invalid text): the input is wrong, not the server. Any such value should have been
 * refused by validation already; this is the net under it (decision 016).
 */
const INPUT_DATA_EXCEPTIONS = new Set([
  '22003',
  '22007',
  '22008',
  '22001',
  '22021',
  '22P02',
  '22P05',
]);

function databaseInputError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && INPUT_DATA_EXCEPTIONS.has(code);
}

/** Returns null for errors that must be hidden behind a generic 500. */
function mapError(error: unknown, lang: Lang): Mapped | null {
  if (error instanceof RequestValidationError) {
    return {
      status: 400,
      code: 'VALIDATION',
      message: translate(lang, 'VALIDATION'),
      fields: error.issues.map((issue) => translateIssue(issue, lang)),
    };
  }
  if (error instanceof AppError) {
    if (error.status >= 500 && error.code !== 'UNAVAILABLE') return null;
    return {
      status: error.status,
      code: error.code,
      message: translate(lang, error.messageKey, error.params),
      ...(error.fields ? { fields: translateFields(error.fields, lang) } : {}),
      headers: error.headers,
    };
  }
  if (error instanceof z.ZodError) {
    return {
      status: 400,
      code: 'VALIDATION',
      message: translate(lang, 'VALIDATION'),
      fields: translateFields(
        error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
        lang,
      ),
    };
  }
  if (databaseInputError(error)) {
    return { status: 400, code: 'VALIDATION', message: translate(lang, 'in.database_rejected') };
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return mapFastifyClientError(fastifyError as FastifyError, lang);
  }
  return null;
}

function send(reply: FastifyReply, request: FastifyRequest, mapped: Mapped) {
  const body: TErrorResponse = {
    error: {
      code: mapped.code,
      message: mapped.message,
      ...(mapped.fields ? { fields: mapped.fields } : {}),
      request_id: request.id,
    },
  };
  return reply
    .code(mapped.status)
    .headers(mapped.headers ?? {})
    .send(body);
}

/**
 * Fastify's router errors (a URL it cannot decode, a path parameter over maxParamLength: 414)
 * are answered before any hook runs; this gives them the same Thai shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = pickLang(request.headers['accept-language']);
  reply.header('x-request-id', request.id);
  return send(reply, request, mapFastifyClientError(error, lang));
}

/**
 * What Node's HTTP parser refuses (headers too large: 431, a malformed request line: 400)
 * never reaches Fastify; answer it in the error shape, in Thai (no headers were read).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (!socket.writable) return socket.destroy(error);
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify({
    error: {
      code: 'VALIDATION',
      message: translate('th', status === 431 ? 'in.header_too_large' : 'in.bad_request'),
    },
  });
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export type ErrorsPluginOptions = {
  /** When the web app is served, unknown non-API GETs answer its index.html (SPA routing). */
  spaFallback: boolean;
};

/**
 * One error shape for every failure: { error: { code, message, fields?, request_id } }.
 * Messages come from locales/<lang>/errors.json in the caller's language. A 5xx never shows
 * its cause; it is logged with the request id instead.
 */
export const errorsPlugin = fp<ErrorsPluginOptions>(
  async (app, { spaFallback }) => {
    app.decorateRequest('lang', 'th');
    app.addHook('onRequest', async (request, reply) => {
      request.lang = pickLang(request.headers['accept-language']);
      reply.header('x-request-id', request.id);
    });

    app.setErrorHandler((error, request, reply) => {
      const mapped = mapError(error, request.lang);
      if (mapped) return send(reply, request, mapped);
      request.log.error({ err: loggableError(error) }, 'request failed');
      return send(reply, request, {
        status: 500,
        code: 'INTERNAL',
        message: translate(request.lang, 'INTERNAL'),
      });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
      if (spaFallback && isPageRequest && !isApiUrl(path)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return send(reply, request, {
        status: 404,
        code: 'NOT_FOUND',
        message: translate(request.lang, 'route_not_found', { method: request.method, url: path }),
      });
    });
  },
  { name: 'prapa-errors' },
);
