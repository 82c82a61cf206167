import { DASHBOARD_PATHS, ZReadingProgressResponse } from '@prapa/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { getReadingProgress } from '../readings/reading-progress.service.ts';

/** Every role's home may show these (VIEW included): counts, no personal data, no money. */
const DASHBOARD = { access: { area: 'dashboard', access: 'read' } } as const;
export const DASHBOARD_PREFIX = '/api/dashboard';
const at = (path: string) => path.slice(DASHBOARD_PREFIX.length);

/** Mounted at /api/dashboard. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    at(DASHBOARD_PATHS.readingProgress),
    {
      config: DASHBOARD,
      schema: {
        tags: ['dashboard'],
        summary: 'Reading progress of the open cycle (else the newest), overall and per area',
        response: { 200: ZReadingProgressResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await getReadingProgress(contextOf(request)) }),
  );
};
