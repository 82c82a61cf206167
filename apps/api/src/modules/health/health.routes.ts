import { dataEnvelope } from '@prapa/contracts/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { pingDatabase } from './health.repository.ts';

// Only monitoring calls this, so its schema lives here rather than in the shared contracts.
const ZHealthResponse = dataEnvelope(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
);

/** Mounted at /api. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealthResponse, ...ERROR_RESPONSES },
      },
    },
    async () => {
      try {
        await pingDatabase(app.db);
      } catch (cause) {
        // A monitor or load balancer tells "up but cannot serve" (503) from a broken server.
        throw new AppError('UNAVAILABLE', { messageKey: 'in.database_unavailable', cause });
      }
      return { data: { status: 'ok' as const, database: app.dbKind } };
    },
  );
};
