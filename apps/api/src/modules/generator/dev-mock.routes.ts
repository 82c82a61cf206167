import {
  DEV_MOCK_PATHS,
  ZMockJobResponse,
  ZMockStateResponse,
  ZStartMockRequest,
} from '@prapa/contracts/dev-mock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pickLang } from '../../lib/i18n.ts';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { getMockState, startMock } from './dev-mock.service.ts';

const READ = { access: { area: 'dev-mock', access: 'read' } } as const;
const WRITE = { access: { area: 'dev-mock', access: 'write' } } as const;
const tags = ['dev-mock'];

export const DEV_MOCK_PREFIX = DEV_MOCK_PATHS.mock;

/** Mounted at /api/dev/mock (DEV only): generated data from the browser. */
export const devMockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: READ,
      schema: {
        tags,
        summary: 'May the data be replaced, and the current (or last) generation with its progress',
        response: { 200: ZMockStateResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await getMockState(contextOf(request), pickLang(request.headers['accept-language'])),
    }),
  );

  app.post(
    '/',
    {
      config: WRITE,
      schema: {
        tags,
        summary:
          'Start generating data of a size (202); 409 while one runs or when the database holds data the generator did not make',
        body: ZStartMockRequest,
        response: { 202: ZMockJobResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        data: await startMock(
          contextOf(request),
          request.body.params.size,
          pickLang(request.headers['accept-language']),
          (error) => request.log.error({ err: error }, 'data generation failed'),
        ),
      }),
  );
};
