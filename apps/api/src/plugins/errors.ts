import type { ErrorCode, TErrorResponse } from '@prapa/contracts/errors';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { loggableError } from '../db/errors.ts';
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
  413: ['PAYLOAD_TOO_LARGE', 'PAYLOAD_TOO_LARGE'],
  415: ['VALIDATION', 'unsupported_media_type'],
  429: ['RATE_LIMITED', 'RATE_LIMITED'],
};

/** Fastify's own 4xx errors (bad JSON, body too large, wrong content type…) in our codes. */
function mapFastifyClientError(error: FastifyError, lang: Lang): Mapped {
  const status = error.statusCode ?? 400;
  const known = FASTIFY_CLIENT_ERRORS[status];
  if (known) return { status, code: known[0], message: translate(lang, known[1]) };
  const badJson = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError;
  return {
    status: 400,
    code: 'VALIDATION',
    message: translate(lang, badJson ? 'invalid_json' : 'VALIDATION'),
  };
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
    if (error.status >= 500) return null;
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
