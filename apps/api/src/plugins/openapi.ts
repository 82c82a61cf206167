import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { DOCS_PREFIX } from './route-access.ts';

/**
 * OpenAPI generated from the same zod schemas that validate requests and serialise responses,
 * browsable at /api/docs (JSON at /api/docs/json). Register before the routes it documents.
 */
export const openapiPlugin = fp(
  async (app) => {
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
