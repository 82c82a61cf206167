import {
  ZClientStatusListResponse,
  ZClientStatusParams,
  ZClientStatusResponse,
  ZUpdateClientStatusRequest,
} from '@prapa/contracts/client-statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../lib/request-context.ts';
import { ERROR_RESPONSES } from '../../lib/route-schemas.ts';
import { listClientStatusConfigs, updateClientStatusConfig } from './client-statuses.service.ts';
import { CONFIG_READ, CONFIG_WRITE } from './config-access.ts';

const tags = ['config'];

/** Mounted at /api/config/client-statuses. The four codes cannot be added or deleted. */
export const clientStatusesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: CONFIG_READ,
      schema: {
        tags,
        summary: 'The four client statuses with labels, colours and client counts',
        response: { 200: ZClientStatusListResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ data: await listClientStatusConfigs(contextOf(request)) }),
  );

  app.patch(
    '/:code',
    {
      config: CONFIG_WRITE,
      schema: {
        tags,
        summary: "Change a status's Thai and English labels",
        params: ZClientStatusParams,
        body: ZUpdateClientStatusRequest,
        response: { 200: ZClientStatusResponse, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      data: await updateClientStatusConfig(contextOf(request), request.params.code, request.body),
    }),
  );
};
