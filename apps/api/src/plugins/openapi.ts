import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { canOpenPage, PAGE } from '@prapa/domain/access-list';
import type { RoleNumber } from '@prapa/domain/roles';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { authenticate } from '../modules/auth/session.service.ts';
import { bearerToken } from '../modules/auth/session-token.ts';
import { DOCS_PREFIX } from './route-access.ts';

export type OpenapiPluginOptions = {
  /** PRAPA_PUBLIC_API_DOCS=1: anyone may read /api/docs (a developer's machine). */
  publicDocs: boolean;
};

function isDocsUrl(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === DOCS_PREFIX || path.startsWith(`${DOCS_PREFIX}/`);
}

/**
 * The docs describe every call and field of the API: for a signed-in administrator or
 * developer only (the web app's /apidocs page; decision 026), unless opened.
 */
async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!isDocsUrl(request.url)) return;
  const token = bearerToken(request.headers.authorization);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const result = await authenticate(request.server.db, token, request.server.clock());
  if (!result.ok) throw new AppError('UNAUTHENTICATED');
  if (!canOpenPage(result.account.role as RoleNumber, PAGE.apiDocs)) {
    throw new AppError('FORBIDDEN');
  }
}

/**
 * OpenAPI generated from the same zod schemas that validate requests and serialise responses,
 * at /api/docs (JSON at /api/docs/json) for the bearer token of an ADMIN or DEV account
 * (decisions 016, 026).
 * Register before the routes it documents.
 */
export const openapiPlugin = fp<OpenapiPluginOptions>(
  async (app, { publicDocs }) => {
    if (!publicDocs) app.addHook('onRequest', requireStaff);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'PRAPA API',
          description:
            'Back-office API of the PRAPA water utility application. Successful bodies are ' +
            '`{ data }`; failures are `{ error: { code, message, fields?, request_id } }` with a ' +
            'Thai message (English with `Accept-Language: en`).',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              description: 'Session token from /api/auth/login',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'prapa-openapi', dependencies: ['prapa-auth'] },
);
